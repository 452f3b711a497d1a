import { useCallback, useEffect, type ReactNode } from "react";
import { useStore } from "jotai";
import type { ListRef } from "../../analytics/ga4";
import { track } from "../../runtime/track";
import type { HomeProduct } from "../../../shared/screens/cms";
import { CARD_BADGES as BADGES } from "../../../shared/card-badges";
import { Price, Stars } from "../../components/price";
import { PerUnit } from "../../components/per-unit";
import { useLabel, useUrls } from "../../state/hooks";
import { livePricesAtom, useLivePrice } from "../../state/live-prices";
import { CardAddToCart } from "./card-add";

/** What a card shows of a product (a listing's full item, or the home page's cut of it). */
export type CardProduct = HomeProduct;

/** How a card shows the product's title (the search results mark the words searched for). */
export type TitleOf = (product: CardProduct) => ReactNode;

/**
 * `eager`: a card of the grid's first row, whose picture is in view at once (the first is the page's largest paint).
 * `list` and `index`: where the card is shown, for the consented e-commerce events (docs/decisions/0023).
 * `onAdded`: the page shows what was added itself (./card-add.tsx).
 */
function ProductCard({ product, titleOf, eager = 0, list, index, onAdded }: { product: CardProduct; titleOf?: TitleOf; eager?: 0 | 1 | 2; list?: ListRef; index?: number; onAdded?: () => Promise<void> }) {
  const t = useLabel();
  const urls = useUrls();
  const href = urls.path(product.url_without_domain);
  // The page may come from a cache: the live figures win once they arrive (client/state/live-prices.ts).
  const live = useLivePrice(product.id);
  const price = live?.price_custom ?? product.price_custom;
  const regular = live?.basic_price_custom ?? product.basic_price_custom;
  const available = live?.is_available ?? product.is_available;
  // What the events report: the card's product at the live figures of the moment, where it is
  // shown. One function for the card's life (the live figures are read when it is called; a list
  // by its id and name, as a parent rendering again writes it anew), so the add form, memoised,
  // is not rendered again when they arrive (./card-add.tsx).
  const store = useStore();
  const source = useCallback(() => ({ kind: "card", product: { ...product, ...store.get(livePricesAtom).get(product.id) }, list, index }) as const, [store, product, list?.id, list?.name, index]);
  const select = () => void track({ name: "select_item", source: source() });
  return (
    <article className="product-card" data-product-id={product.id}>
      <a href={href} className="product-card-image" onClick={select}>
        <img src={product.main_image_thumbs.medium} alt={product.main_image_title ?? product.title} width={400} height={400} loading={eager ? "eager" : "lazy"} fetchPriority={eager > 1 ? "high" : undefined} />
        <span className="badges">
          {product.discount_percent_custom > 0 && <span className="badge badge-sale">{`−${Math.round(product.discount_percent_custom)} %`}</span>}
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
        <a href={href} onClick={select}>
          {titleOf ? titleOf(product) : product.title}
        </a>
      </h3>
      <p className="product-card-size">{`${product.unitd_qty} ${product.unitd_unit}`}</p>
      <Stars rating={product.feedback_rate_widget.rates} votes={product.feedback_rate_widget.rates_votes} />
      <Price amount={price} regular={regular} loyalty={product.loyalty_price} />
      <PerUnit amount={price} net={product.net_quantity} />
      <p className={available ? "stock in-stock" : "stock out-of-stock"}>{t(available ? "product_in_stock" : "product_out_of_stock")}</p>
      {available && <CardAddToCart product={product} source={source} onAdded={onAdded} />}
    </article>
  );
}

/**
 * `firstRow`: a listing whose grid opens the page loads its first row's pictures at once (four
 * cards, the widest layout's row), the first at high priority as the server preloads it
 * (worker/render/hints.ts); every other picture waits until it nears the screen.
 * `list`: the grid is a product list shoppers see (view_item_list, with analytics consent).
 */
export function ProductGrid({ products, titleOf, firstRow = false, list, onAdded }: { products: CardProduct[]; titleOf?: TitleOf; firstRow?: boolean; list?: ListRef; onAdded?: () => Promise<void> }) {
  useEffect(() => {
    if (list) void track({ name: "view_item_list", list, products });
  }, [list?.id, products]);
  return (
    <div className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} titleOf={titleOf} eager={firstRow && i < 4 ? (i === 0 ? 2 : 1) : 0} list={list} index={i} onAdded={onAdded} />
      ))}
    </div>
  );
}
