import * as v from "valibot";
import { ALLERGENS } from "../food";
import { BrandCard, CatalogCategory, CatalogList, Manufacturer, ProductDetail, ProductListItem, ProductPage, ProductRecipe, ProductTag } from "../contract/catalog";
import { Compare, Wishlist } from "../contract/personal";
import { ContentHit } from "../contract/search";
import { BelowKey, ShopOffers } from "./cms";

/**
 * A product page's sections below the fold: "goes well with", more of its category, the recipes
 * that use it (docs/decisions/0016-lean-pages.md "Product state: the sections below the fold").
 * The server renders them but leaves them out of the embedded state; the browser reads them from
 * the BFF (`GET catalog/product/below/?id=<id>&v=<key>`), whose answer is this. `key` is the digest
 * of the rest, so a page knows whether the answer is what it shows.
 */
export const ProductBelow = v.object({
  key: BelowKey,
  goes_well_with: v.array(ProductListItem),
  related: v.array(ProductListItem),
  recipes: v.array(ProductRecipe),
});
export type ProductBelow = v.InferOutput<typeof ProductBelow>;

/** A product listing with the shopper's choices, for category, list, brand, tag, search and catalogue pages. */
export const Listing = v.object({
  products: ProductPage,
  sort: v.string(),
  page: v.number(),
  brands: v.array(v.string()),
  attrs: v.array(v.string()),
  /** The "free from" filter's allergens; optional so state embedded before it still reads. */
  freeFrom: v.optional(v.array(v.picklist(ALLERGENS)), []),
  /** The price filter's bounds (null: open); optional so state embedded before it still reads. */
  priceFrom: v.optional(v.nullable(v.number()), null),
  priceTo: v.optional(v.nullable(v.number()), null),
  /** Site path the listing lives at (filters and pages are links to it). */
  path: v.string(),
  /** Query parameters every link of the listing keeps (the search words of a search page). */
  keep: v.optional(v.array(v.tuple([v.string(), v.string()]))),
});
export type Listing = v.InferOutput<typeof Listing>;

const CategoryTile = v.object({ code: v.string(), title: v.string(), url_without_domain: v.string(), count: v.number() });

/** Screens of the catalog controller. */
export const CATALOG_SCREENS = [
  v.object({ kind: v.literal("catalog-index"), categories: v.array(CategoryTile), listing: Listing }),
  v.object({ kind: v.literal("catalog-category"), category: CatalogCategory, listing: Listing }),
  v.object({ kind: v.literal("catalog-list"), list: CatalogList, listing: Listing }),
  v.object({ kind: v.literal("catalog-manufacturers"), manufacturers: v.array(BrandCard) }),
  v.object({ kind: v.literal("catalog-manufacturer"), manufacturer: Manufacturer, listing: Listing }),
  v.object({ kind: v.literal("catalog-tags"), tags: v.array(v.object({ ...ProductTag.entries })) }),
  v.object({ kind: v.literal("catalog-tag"), tag: v.object({ ...ProductTag.entries }), listing: Listing }),
  /**
   * `foodHtml` and `reviewsHtml`: the food information and the reviews, rendered by the server
   * only (worker/render/food-info.tsx, worker/render/reviews.tsx); the reviews' script fills in
   * what is the shopper's own after hydration, so the page is the same for every anonymous visitor.
   */
  v.object({
    kind: v.literal("catalog-product"),
    /** The product; its `goes_well_with`, `related` and `recipes` are empty here: they are `below`'s. */
    product: ProductDetail,
    /**
     * The sections below the fold: in the server's state and in the BFF's page answer (client-side
     * navigation); left out of the state the page embeds, which keeps `belowKey`.
     */
    below: v.optional(ProductBelow),
    belowKey: v.optional(BelowKey),
    foodHtml: v.optional(v.nullable(v.string()), null),
    /** Staff with the warehouse view: stock per warehouse as server HTML, a form for those who may set it (worker/render/warehouse-stock.tsx). */
    warehouseHtml: v.optional(v.nullable(v.string()), null),
    reviewsHtml: v.optional(v.string(), ""),
    /** Out of stock (issue 10): the "notify me" form as server HTML, and in-stock alternatives. */
    backInStockHtml: v.optional(v.nullable(v.string()), null),
    alternatives: v.optional(v.array(ProductListItem), []),
  }),
  /**
   * Visitor-bound (never cached); `notice` is a label a refused no-JavaScript change shows;
   * `offers` what the list offers once it is empty (loaded with it, so the last removal shows them too).
   */
  v.object({ kind: v.literal("catalog-wishlist"), wishlist: Wishlist, notice: v.nullable(v.string()), offers: ShopOffers }),
  v.object({ kind: v.literal("catalog-compare"), compare: Compare, notice: v.nullable(v.string()), offers: ShopOffers }),
  v.object({
    kind: v.literal("catalog-search"),
    query: v.string(),
    /** The query as the engine corrected it ("showing results for …"), or null. */
    corrected: v.nullable(v.string()),
    listing: v.nullable(Listing),
    content: v.array(ContentHit),
    /** What a search that found nothing offers instead (null when it found something, or was empty). */
    offers: v.nullable(ShopOffers),
  }),
] as const;
