import { ProductDetailScreen } from "../catalog/product-detail";
import type { ScreenMap } from "../types";

/**
 * The product page, the page most shoppers land on: a chunk of its own, without the listings'
 * filters and pagination or the search results.
 */
export const SCREENS: ScreenMap = {
  "catalog-product": ProductDetailScreen,
};
