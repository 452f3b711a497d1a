import type { ScreenMap } from "../types";
import { CompareScreen } from "../catalog/compare";
import { WishlistScreen } from "../catalog/wishlist";

/**
 * The visitor's own lists, wishlist and comparison: a chunk of their own, so the catalogue's
 * listing and product pages (the pages most shoppers open) do not carry them.
 */
export const SCREENS: ScreenMap = {
  "catalog-wishlist": WishlistScreen,
  "catalog-compare": CompareScreen,
};
