import type { ShopOffers } from "../../../shared/screens/cms";
import { loadCategories } from "../../data/catalog";
import type { DataContext } from "../../data/context";
import { categoryTiles, featuredList, teaser } from "./cms-extras";

/** The catalogue list an empty page offers (commerce/seed/catalog/lists.ts), as the home page's rail. */
const OFFERED_LIST = "bestsellers";
/** One row of cards at 1280 px (a phone swipes through them). */
const OFFERED_PRODUCTS = 4;
/** One row of tiles at 1280 px; the header's menu and "all products" lead to the rest. */
const OFFERED_CATEGORIES = 8;

/**
 * What an empty cart, wishlist or comparison and a search that found nothing offer (issue 10,
 * "Empty states"): the shop's first top categories as picture tiles and its bestsellers. The same
 * loads as the home page's (the category tree, the bestsellers rail: one cached key each, so no
 * extra upstream call once the home page has been served), nothing of the visitor's, so a page
 * that shows them stays the same for every anonymous visitor. Extras: what cannot be loaded is
 * left out, never an error.
 */
export async function shopOffers(dc: DataContext): Promise<ShopOffers> {
  const [categories, bestsellers] = await Promise.all([
    teaser("empty state: categories", async () => categoryTiles(await loadCategories(dc)).slice(0, OFFERED_CATEGORIES)),
    teaser("empty state: bestsellers", () => featuredList(dc, OFFERED_LIST)),
  ]);
  return {
    categories: categories ?? [],
    ...(bestsellers && { bestsellers: { ...bestsellers, products: bestsellers.products.slice(0, OFFERED_PRODUCTS) } }),
  };
}
