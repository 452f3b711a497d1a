import type { ReactNode } from "react";
import type { HomeProduct } from "../../../shared/screens/cms";
import { Price, Stars } from "../../components/price";
import { PerUnit } from "../../components/per-unit";
import { useLabel, useUrls } from "../../state/hooks";
import { useLivePrice } from "../../state/live-prices";
import { CardAddToCart } from "./card-add";

/** The attributes a card shows as badges over its picture, in this order. */
const BADGES = ["organic", "vegan", "gluten_free"];

/** What a card shows of a product (a listing's full item, or the home page's cut of it). */
export type CardProduct = HomeProduct;

/** How a card shows the product's title (the search results mark the words searched for). */
export type TitleOf = (product: CardProduct) => ReactNode;

export function ProductCard({ product, titleOf }: { product: CardProduct; titleOf?: TitleOf }) {
  const t = useLabel();
  const urls = useUrls();
  const href = urls.path(product.url_without_domain);
  // The page may come from a cache: the live figures win once they arrive (client/state/live-prices.ts).
  const live = useLivePrice(product.id);
  const price = live?.price_custom ?? product.price_custom;
  const regular = live?.basic_price_custom ?? product.basic_price_custom;
  const available = live?.is_available ?? product.is_available;
  return (
    <article className="product-card" data-product-id={product.id}>
      <a href={href} className="product-card-image">
        <img src={product.main_image_thumbs.medium} alt={product.main_image_title} width={400} height={400} loading="lazy" />
        <span className="badges">
          {product.discount_percent_custom > 0 && <span className="badge badge-sale">−{Math.round(product.discount_percent_custom)} %</span>}
          {product.attributes
            .filter((a) => BADGES.includes(a.code))
            .sort((a, b) => BADGES.indexOf(a.code) - BADGES.indexOf(b.code))
            .map((a) => (
              <span key={a.code} className={`badge badge-${a.code}`}>
                {a.title}
              </span>
            ))}
        </span>
      </a>
      <p className="product-card-brand">{product.manufacturer_title}</p>
      <h3 className="product-card-title">
        <a href={href}>{titleOf ? titleOf(product) : product.title}</a>
      </h3>
      <p className="product-card-size">
        {product.unitd_qty} {product.unitd_unit}
      </p>
      <Stars rating={product.feedback_rate_widget.rates} votes={product.feedback_rate_widget.rates_votes} />
      <Price amount={price} regular={regular} loyalty={product.loyalty_price} />
      <PerUnit amount={price} net={product.net_quantity} />
      <p className={available ? "stock in-stock" : "stock out-of-stock"}>{t(available ? "product_in_stock" : "product_out_of_stock")}</p>
      {available && <CardAddToCart product={product} />}
    </article>
  );
}

export function ProductGrid({ products, titleOf }: { products: CardProduct[]; titleOf?: TitleOf }) {
  return (
    <div className="product-grid">
      {products.map((p) => (
        <ProductCard key={p.id} product={p} titleOf={titleOf} />
      ))}
    </div>
  );
}
