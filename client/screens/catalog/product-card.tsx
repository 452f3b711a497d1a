import type { ProductListItem } from "../../../shared/contract/catalog";
import { Price, Stars } from "../../components/price";
import { useLabel, useUrls } from "../../state/hooks";

export function ProductCard({ product }: { product: ProductListItem }) {
  const t = useLabel();
  const urls = useUrls();
  const href = urls.path(product.url_without_domain);
  return (
    <article className="product-card">
      <a href={href} className="product-card-image">
        <img src={product.main_image_thumbs.medium} alt={product.main_image_title} width={400} height={400} loading="lazy" />
        {product.discount_percent_custom > 0 && <span className="badge badge-sale">−{Math.round(product.discount_percent_custom)} %</span>}
      </a>
      <p className="product-card-brand">{product.manufacturer_title}</p>
      <h3 className="product-card-title">
        <a href={href}>{product.title}</a>
      </h3>
      <p className="product-card-size">
        {product.unitd_qty} {product.unitd_unit}
      </p>
      <Stars rating={product.feedback_rate_widget.rates} votes={product.feedback_rate_widget.rates_votes} />
      <Price amount={product.price_custom} regular={product.basic_price_custom} loyalty={product.loyalty_price} />
      <p className={product.is_available ? "stock in-stock" : "stock out-of-stock"}>{t(product.is_available ? "product_in_stock" : "product_out_of_stock")}</p>
    </article>
  );
}

export function ProductGrid({ products }: { products: ProductListItem[] }) {
  return (
    <div className="product-grid">
      {products.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </div>
  );
}
