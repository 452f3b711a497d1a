import * as v from "valibot";
import { COMPARE_LIMIT, WISHLIST_LIMIT } from "./constants";
import { AttributeRef, ProductListItem } from "./catalog";
import { envelope } from "./envelope";
import { ItemCode } from "./item-code";

/**
 * Wishlist and compare (docs/behaviour/03-entities.md "Wishlist item", docs/behaviour/07-api.md "Named endpoints"): visitor-bound lists,
 * owned by the visitor's token while anonymous and by the user once logged in.
 */

export { ItemCode };
export const WishlistQty = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999));

/** How many products the comparison table holds; adding one more answers 409 `compare_limit`. */
export { COMPARE_LIMIT };
/** A wishlist is a list, not a warehouse: past this the API answers 409 `wishlist_limit`. */
export { WISHLIST_LIMIT };

const WishlistItem = v.object({
  id: v.number(),
  shopping_cart_code: v.string(),
  qty: v.number(),
  model: v.literal("catalogproduct"),
  /** The saved package, e.g. "500 g". */
  variation_title: v.string(),
  /** The product as lists show it, priced for the saved package. */
  product: ProductListItem,
});
type WishlistItem = v.InferOutput<typeof WishlistItem>;

/** `total` counts the whole list even when the answer was narrowed to one shopping_cart_code. */
export const Wishlist = v.object({ items: v.array(WishlistItem), total: v.number() });
export type Wishlist = v.InferOutput<typeof Wishlist>;
export const WishlistResponse = envelope(Wishlist);

/** A category of the wishlist's products, or one of its parents within level_from…level_to (1 = top). */
export const WishlistCategory = v.object({ id: v.number(), code: v.string(), title: v.string(), url_without_domain: v.string(), level: v.number(), count: v.number() });
export type WishlistCategory = v.InferOutput<typeof WishlistCategory>;
export const WishlistCategoriesResponse = envelope(v.array(WishlistCategory));

const CompareItem = v.object({ shopping_cart_code: v.string(), variation_title: v.string(), product: ProductListItem });
type CompareItem = v.InferOutput<typeof CompareItem>;

/** The comparison table: products (with their attributes) and every attribute a row can show. */
export const Compare = v.object({ items: v.array(CompareItem), attributes: v.array(AttributeRef), limit: v.number() });
export type Compare = v.InferOutput<typeof Compare>;
export const CompareResponse = envelope(Compare);

export const WishlistChanged = envelope(v.object({ id: v.number(), shopping_cart_code: v.string(), qty: v.number() }));
export const CompareChanged = envelope(v.object({ shopping_cart_code: v.string() }));
export const Removed = envelope(v.object({ removed: v.number() }));

/** Labels a refused no-JavaScript change may show on the list page (`?notice=`); nothing else passes. */
const NOTICES = ["error_product_unavailable", "compare_limit", "wishlist_limit", "error_empty_data"] as const;
export type Notice = (typeof NOTICES)[number];

export function noticeOf(raw: string | null): Notice | null {
  return (NOTICES as readonly string[]).includes(raw ?? "") ? (raw as Notice) : null;
}

/** Request bodies as the shop sends them (the API also accepts the `lang` every POST carries). */
export const WishlistAdd = v.strictObject({ model: v.optional(v.literal("catalogproduct"), "catalogproduct"), code: ItemCode, qty: v.optional(WishlistQty, 1) });
export const WishlistRemove = v.strictObject({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export const CompareChange = v.strictObject({ shopping_cart_code: ItemCode });
