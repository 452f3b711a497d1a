import { COMPARE_LIMIT, WISHLIST_LIMIT } from "../../../shared/contract/constants";
import type { Compare, Wishlist } from "../../../shared/contract/personal";

/**
 * What the wishlist and compare pages and the product page's save buttons need at first view:
 * the lists' BFF address (the plain forms post there), their limits and counts. Their calls live
 * in ./personal-api.ts (the product page asks for the lists after hydration); a change and its
 * confirming retry load on intent (./personal-change-load.ts).
 */

export type Kind = "wishlist" | "compare";
export type SavedList = Wishlist | Compare;

/** `{count}` of the limit labels. */
export const LIMITS: Record<Kind, number> = { wishlist: WISHLIST_LIMIT, compare: COMPARE_LIMIT };

export function bffPath(basePath: string, kind: Kind): string {
  return `${basePath}/api/nuxtapi/catalog/${kind}/`;
}

/** How many the header shows: the whole wishlist, or the products in the comparison. */
export function countOf(list: SavedList): number {
  return "total" in list ? list.total : list.items.length;
}
