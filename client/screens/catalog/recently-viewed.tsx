import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import type { ProductDetail } from "../../../shared/contract/catalog";
import type { HomeProduct } from "../../../shared/screens/cms";
import { CARD_BADGES } from "../../../shared/card-badges";
import { tenantAtom } from "../../state/atoms";
import { useLabel } from "../../state/hooks";
import { fetchLivePrices } from "../../state/live-prices";
import { ProductRail } from "./product-rail";

/**
 * "Recently viewed" on the product page (issue 10; docs/decisions/0031-goes-well-with-and-recently-viewed.md),
 * a chunk loaded after hydration (./product-more.tsx). The products a shopper opened are kept in
 * their browser only (localStorage, per site: each has its own language, prices and paths), never
 * sent anywhere: the newest first, at most KEEP, each as its card shows it. A visit puts this
 * product first and shows those seen before it, at today's price and stock (price-qty, which
 * answers only products shoppers may see: one hidden since, or opened by staff while hidden,
 * drops out).
 */
const KEEP = 12;
const keyOf = (site: string) => `zrno:recently-viewed:${site}`;

type Card = HomeProduct;

/** A stored card as the card component reads it; anything else (an older shape, a hand edit) is dropped. */
function isCard(x: unknown): x is Card {
  const c = x as Card;
  return (
    !!c &&
    typeof c === "object" &&
    Number.isInteger(c.id) &&
    ["code", "title", "url_without_domain", "manufacturer_title", "shopping_cart_code", "unitd_unit", "category_title"].every((k) => typeof (c as unknown as Record<string, unknown>)[k] === "string") &&
    ["price_custom", "basic_price_custom", "discount_percent_custom", "available_qty", "unitd_qty"].every((k) => typeof (c as unknown as Record<string, unknown>)[k] === "number") &&
    typeof c.is_available === "boolean" &&
    typeof c.main_image_thumbs?.medium === "string" &&
    Array.isArray(c.attributes) &&
    typeof c.feedback_rate_widget?.rates === "number" &&
    typeof c.feedback_rate_widget.rates_votes === "number" &&
    (c.net_quantity === null || typeof c.net_quantity?.amount === "number")
  );
}

/** The product as its card shows it: the fields the card reads, its badges only. */
function cardOf(p: ProductDetail): Card {
  return {
    id: p.id,
    code: p.code,
    title: p.title,
    url_without_domain: p.url_without_domain,
    is_available: p.is_available,
    category_title: p.category_title,
    manufacturer_title: p.manufacturer_title,
    price_custom: p.price_custom,
    basic_price_custom: p.basic_price_custom,
    discount_percent_custom: p.discount_percent_custom,
    available_qty: p.available_qty,
    shopping_cart_code: p.shopping_cart_code,
    unitd_qty: p.unitd_qty,
    unitd_unit: p.unitd_unit,
    net_quantity: p.net_quantity,
    attributes: p.attributes.filter((a) => CARD_BADGES.includes(a.code)),
    feedback_rate_widget: p.feedback_rate_widget,
    main_image_thumbs: { medium: p.main_image_thumbs.medium },
    ...(p.main_image_title !== p.title && { main_image_title: p.main_image_title }),
    ...(p.loyalty_price != null && { loyalty_price: p.loyalty_price }),
    ...(p.limited_qty != null && { limited_qty: p.limited_qty }),
  };
}

function read(key: string): Card[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(list) ? list.filter(isCard).slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

function write(key: string, cards: Card[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(cards.slice(0, KEEP)));
  } catch {
    // storage disabled or full: the list is not kept, the page works as before
  }
}

export default function RecentlyViewed({ product }: { product: ProductDetail }) {
  const t = useLabel();
  const tenant = useAtomValue(tenantAtom);
  const [shown, setShown] = useState<Card[]>([]);
  useEffect(() => {
    if (!tenant) return;
    const key = keyOf(tenant.code);
    const before = read(key).filter((c) => c.id !== product.id);
    write(key, [cardOf(product), ...before]);
    if (before.length === 0) return setShown([]);
    let current = true;
    void fetchLivePrices(tenant.basePath, before.map((c) => c.id))
      .catch(() => [])
      .then((rows) => {
        if (!current) return;
        // No answer at all keeps the stored figures; an answer without a product means shoppers no longer see it.
        if (rows.length === 0) return setShown(before);
        const live = new Map(rows.map((r) => [r.id, r]));
        setShown(
          before.flatMap((c) => {
            const r = live.get(c.id);
            return r ? [{ ...c, ...r, discount_percent_custom: r.basic_price_custom > r.price_custom ? (1 - r.price_custom / r.basic_price_custom) * 100 : 0 }] : [];
          }),
        );
      });
    return () => {
      current = false;
    };
  }, [product.id, tenant?.code]);
  return <ProductRail id="recently-viewed" title={t("product_recently_viewed")} products={shown} />;
}
