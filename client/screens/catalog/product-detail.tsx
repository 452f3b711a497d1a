import { useEffect, useState } from "react";
import type { ScreenOf } from "../../../shared/screens";
import { Stars } from "../../components/price";
import { QtyStepper } from "../../components/qty-stepper";
import { useLabel, useUrls } from "../../state/hooks";
import { ProductGallery } from "./gallery";
import { AddToCartForm } from "./add-to-cart";
import { StickyBuy } from "./sticky-buy";
import { SaveButtons } from "./save-buttons";
import { useLivePrice } from "../../state/live-prices";
import { PriceBlock } from "./price-block";
import { WarehouseStockSlot } from "./warehouse-stock";
import { track } from "../../runtime/track";
import { ReviewsSlot } from "./reviews-slot";
import { REVIEWS_ID } from "../../../shared/reviews";
import { ProductRail } from "./product-rail";
import { ProductBelowFold, RecentlyViewedSlot } from "./product-more";
import { BackInStockSlot } from "./back-in-stock";
import { serverHtml } from "./server-html";
import { PRODUCT_SLOTS } from "../../../shared/screens/product-slots";

/**
 * Product detail (docs/behaviour/02-screens-and-routes.md): gallery, brand, package sizes with their own price and stock,
 * quantity within stock and the per-order limit, description, attributes, tags, reviews and
 * products from the same category; what goes well with it, its recipes and the recently viewed: ./product-more.tsx.
 */
export function ProductDetailScreen({ screen }: { screen: ScreenOf<"catalog-product"> }) {
  const p = screen.product;
  const t = useLabel();
  const urls = useUrls();
  const [code, setCode] = useState(p.variations[0]?.code ?? "");
  // The page may come from a cache: the live figures (the first package's price, the product's
  // stock) win once they arrive (client/state/live-prices.ts).
  const live = useLivePrice(p.id);
  const variations = p.variations.map((v, i) => ({
    ...v,
    ...(live && i === 0 ? { price_custom: live.price_custom, basic_price_custom: live.basic_price_custom } : {}),
    ...(live && !live.is_available ? { available_qty: 0 } : {}),
  }));
  const variation = variations.find((v) => v.code === code) ?? variations[0];
  const max = variation ? Math.max(0, Math.min(variation.available_qty, variation.limited_qty ?? Number.MAX_SAFE_INTEGER)) : 0;
  const [qty, setQty] = useState(1);
  // Server HTML the page has and its embedded state leaves out (./server-html.ts).
  const foodHtml = serverHtml(screen, "foodHtml");
  const reviewsHtml = serverHtml(screen, "reviewsHtml");
  // The product seen, once per product (with analytics consent, docs/decisions/0023).
  useEffect(() => {
    if (variation) void track({ name: "view_item", product: p, variation });
  }, [p.id]);
  return (
    <article className="product-detail" itemScope={false} data-product-id={p.id}>
      <ProductGallery images={p.images} title={p.main_image_title} />
      <div className="product-buy">
        <p className="product-brand">
          <a href={urls.path(p.manufacturer_url_without_domain)}>{p.manufacturer_title}</a>
        </p>
        <h1>{p.title}</h1>
        {/* Every approved rating, as the reviews' summary counts them (docs/decisions/0021-reviews-shoppers-write.md). */}
        {p.feedback_rate_widget.rates_votes > 0 && (
          <a className="rating-link" href={`#${REVIEWS_ID}`}>
            <Stars rating={p.feedback_rate_widget.rates} votes={p.feedback_rate_widget.rates_votes} />
          </a>
        )}
        <p className="product-lead">{p.short_description}</p>
        {variation && <PriceBlock variation={variation} />}
        <AddToCartForm productId={p.id} code={variation?.code ?? ""} qty={qty} canBuy={max > 0} onAdded={() => variation && void track({ name: "add_to_cart", source: { kind: "detail", product: p, variation }, quantity: qty })} bar={variation && <StickyBuy title={p.title} price={variation.price_custom} qty={qty} />}>
        {p.variations.length === 1 && variation && <input type="hidden" name="code" value={variation.code} />}
        {p.variations.length > 1 && (
          <fieldset className="variations">
            <legend>{t("product_variations")}</legend>
            {p.variations.map((v) => (
              <label key={v.code} className={v.code === code ? "variation selected" : "variation"}>
                <input type="radio" name="code" value={v.code} checked={v.code === code} onChange={() => { setCode(v.code); setQty(1); }} /> {v.title}
              </label>
            ))}
          </fieldset>
        )}
        {variation && (
          <p className={variation.available_qty > 0 ? "stock in-stock" : "stock out-of-stock"}>
            {variation.available_qty > 0 ? t("product_in_stock") : t("product_out_of_stock")}
            {variation.limited_qty !== null && variation.available_qty > 0 && <> · {t("product_limited_qty", { qty: variation.limited_qty })}</>}
          </p>
        )}
        {max > 0 && (
          <div className="quantity">
            <label htmlFor="product-qty">{t("product_quantity")}</label>
            <QtyStepper id="product-qty" qty={qty} max={max} onChange={setQty} group={`${t("product_quantity")}: ${p.title}`} label={t("product_quantity")} />
          </div>
        )}
        </AddToCartForm>
        {screen.backInStockHtml && <BackInStockSlot html={screen.backInStockHtml} />}
        {variation && <SaveButtons code={variation.code} productCode={p.code} qty={max > 0 ? qty : 1} />}
        {p.attributes.length > 0 && (
          <ul className="attributes">
            {p.attributes.map((a) => (
              <li key={a.code} className={`attr attr-${a.code}`}>
                {a.title}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ProductRail id="alternatives" title={t("product_alternatives")} products={screen.alternatives} />
      <section className="product-description">
        <h2>{t("product_description")}</h2>
        <div className="cms-content" dangerouslySetInnerHTML={{ __html: p.description }} />
        {p.tags.length > 0 && (
          <p className="tags">
            {p.tags.map((tag) => (
              <a key={tag.code} className="tag" href={urls.path(tag.url_without_domain)}>
                {tag.title}
              </a>
            ))}
          </p>
        )}
      </section>
      {screen.warehouseHtml && <WarehouseStockSlot html={screen.warehouseHtml} />}
      {foodHtml && <div className={PRODUCT_SLOTS.foodHtml} dangerouslySetInnerHTML={{ __html: foodHtml }} />}
      {reviewsHtml && <ReviewsSlot html={reviewsHtml} />}
      <ProductBelowFold productId={p.id} categoryTitle={p.category_title} below={screen.below} belowKey={screen.belowKey} />
      <RecentlyViewedSlot product={p} />
    </article>
  );
}
