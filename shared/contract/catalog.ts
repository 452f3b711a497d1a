import * as v from "valibot";
import { SORTS } from "../catalog-query";
import { envelope, ResponseFields } from "./envelope";
import { MEASURES, NET_UNITS } from "../unit-price";
import { ALLERGENS } from "../food";
import { RatingSummary, ReviewItem } from "./reviews";

/** What a package holds: grams, millilitres or pieces (Directive 98/6/EC). */
export const NetQuantity = v.object({ amount: v.pipe(v.number(), v.gtValue(0)), unit: v.picklist(NET_UNITS) });
/** The price of one kg, l or piece of the package (shared/unit-price.ts), in the site's currency. */
export const UnitPrice = v.object({ price: v.number(), per: v.picklist(MEASURES) });
/**
 * Net quantity and unit price of a package; optional so answers cached before they existed still
 * read (null: no unit price is shown).
 */
const Measured = {
  net_quantity: v.optional(v.nullable(NetQuantity), null),
  price_per_unit: v.optional(v.nullable(UnitPrice), null),
};

/** Image thumbnails in the sizes the screens use (generated at seed time, served as static files). */
export const Thumbs = v.object({ small: v.string(), medium: v.string(), large: v.string() });

export const AttributeRef = v.object({ code: v.string(), title: v.string() });

export const RateWidget = v.object({ rates: v.number(), rates_votes: v.number() });

/** One warehouse's stock (migration 0023): staff holding `warehouse_view` only (docs/behaviour/06-roles.md). */
export const WarehouseStock = v.object({
  code: v.string(),
  kind: v.picklist(["central", "store"]),
  /** A store's name in the site's language; the central warehouse has none (the screen labels it). */
  title: v.nullable(v.string()),
  city: v.string(),
  qty: v.number(),
});
export type WarehouseStock = v.InferOutput<typeof WarehouseStock>;
/** A warehouse's stock of a product: its total and each package's quantity. */
export const PackageStock = v.object({
  ...WarehouseStock.entries,
  packages: v.array(v.object({ shopping_cart_code: v.string(), qty: v.number() })),
});
export type PackageStock = v.InferOutput<typeof PackageStock>;

/** Product list item (docs/behaviour/03-entities.md "Product list fields", the subset the screens use). */
export const ProductListItem = v.object({
  id: v.number(),
  code: v.string(),
  title: v.string(),
  url_without_domain: v.string(),
  is_available: v.boolean(),
  category_code: v.string(),
  category_title: v.string(),
  category_url_without_domain: v.string(),
  manufacturer_code: v.string(),
  manufacturer_title: v.string(),
  manufacturer_url_without_domain: v.string(),
  main_image_thumbs: Thumbs,
  main_image_title: v.string(),
  currency: v.string(),
  price_custom: v.number(),
  basic_price_custom: v.number(),
  discount_percent_custom: v.number(),
  loyalty_price: v.nullable(v.number()),
  anchor_price: v.nullable(v.number()),
  anchor_price_visible: v.boolean(),
  available_qty: v.number(),
  limited_qty: v.nullable(v.number()),
  shopping_cart_code: v.string(),
  unitd_qty: v.number(),
  unitd_unit: v.string(),
  ...Measured,
  attributes: v.array(AttributeRef),
  feedback_rate_widget: RateWidget,
  // The spec's further list fields (docs/behaviour/03-entities.md); optional: a screen asks only
  // for what it shows (`response_fields`), and answers cached before them still read.
  discount_percent: v.optional(v.number()),
  basic_price: v.optional(v.number()),
  rate: v.optional(v.number()),
  seo_h1: v.optional(v.string()),
  package_qty: v.optional(v.number()),
  main_image_description: v.optional(v.string()),
  images: v.optional(v.array(Thumbs)),
  // The rest of §3's list (docs/behaviour/03-entities.md says where each comes from, and why some are always null).
  /** Sort priority, and whether the product came into the catalogue in the last 30 days. */
  priority_details: v.optional(v.object({ priority: v.number(), is_new: v.boolean() })),
  /** When today's reduced price came into force (YYYY-MM-DD); null without a reduction. */
  anchor_price_date: v.optional(v.nullable(v.string())),
  /** The lowest price among the product's packages. */
  extra_price_lowest: v.optional(v.number()),
  manufacturer_main_image_upload_path: v.optional(v.string()),
  manufacturer_main_image_thumbs: v.optional(Thumbs),
  status: v.optional(v.picklist(["visible", "hidden"])),
  feedback_comment_widget: v.optional(v.object({ comments: v.number() })),
  /** food, supplement or cosmetic (its food information); null when it keeps none. */
  type: v.optional(v.nullable(v.picklist(["food", "supplement", "cosmetic"]))),
  /** The quantity its add-to-cart adds: 1 in the catalogue, a wishlist line's own quantity there. */
  qty: v.optional(v.number()),
  /** The regulated claims among its attributes (organic, gluten-free, sugar-free): codes, and with titles. */
  attributes_special: v.optional(v.array(v.string())),
  attributeitems_special: v.optional(v.array(AttributeRef)),
  /** The category's place in the tree, e.g. "001.004" (positions from the root). */
  category_position_h: v.optional(v.string()),
  /** Stock per warehouse of its package: only to staff holding `warehouse_view`, else null. */
  warehouses: v.optional(v.nullable(v.array(WarehouseStock))),
  // Always null: the shop keeps no such data (docs/behaviour/03-entities.md "Fields with no data").
  payment_prices: v.optional(v.null()),
  price_b2b_custom: v.optional(v.null()),
  basic_price_b2b_custom: v.optional(v.null()),
  price_rate_custom: v.optional(v.null()),
  element_video: v.optional(v.null()),
});
export type ProductListItem = v.InferOutput<typeof ProductListItem>;

/** The spec's list fields no screen of ours shows: the API answers them, the storefront does not ask. */
export const EXTRA_LIST_FIELDS: ReadonlySet<string> = new Set([
  "discount_percent", "basic_price", "rate", "seo_h1", "package_qty", "main_image_description", "images", "priority_details", "anchor_price_date",
  "extra_price_lowest", "manufacturer_main_image_upload_path", "manufacturer_main_image_thumbs", "status", "feedback_comment_widget", "type", "qty",
  "attributes_special", "attributeitems_special", "category_position_h", "warehouses", "payment_prices", "price_b2b_custom", "basic_price_b2b_custom",
  "price_rate_custom", "element_video",
]);

/**
 * The list fields the storefront's screens use, sent as `response_fields` with every product
 * list query: the API answers only these (plus `id`).
 */
export const LIST_FIELDS: readonly string[] = Object.keys(ProductListItem.entries).filter((k) => !EXTRA_LIST_FIELDS.has(k));

const Facet = v.object({ code: v.string(), title: v.string(), count: v.number() });
/** The lowest and highest price of the products the other filters leave (null: none left). */
const PriceRange = v.object({ min: v.number(), max: v.number() });
type PriceRange = v.InferOutput<typeof PriceRange>;
/** A bound of the price filter: a price in the site's currency, two decimals at most. */
const PriceBound = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1_000_000));

export const ProductPage = v.object({
  items: v.array(ProductListItem),
  total: v.number(),
  page: v.number(),
  pages: v.number(),
  per_page: v.number(),
  facets: v.object({
    manufacturers: v.array(Facet),
    attributes: v.array(Facet),
    /** Per allergen (Annex II order), how many products the other filters leave are free from it. */
    free_from: v.optional(v.array(Facet), []),
    // Optional: answers cached before the price facet existed still read.
    price: v.optional(v.nullable(PriceRange), null),
  }),
  /** Only for a search: the query as the engine corrected it for typos, or null. */
  search: v.optional(v.object({ corrected: v.nullable(v.string()) })),
});
export type ProductPage = v.InferOutput<typeof ProductPage>;
export const ProductPageResponse = envelope(ProductPage);

export { SORTS };
export const Sort = v.picklist(SORTS);

/** POST /catalog/products/ body. Unknown keys are refused (no mass assignment). */
export const ProductQuery = v.strictObject({
  category: v.optional(v.pipe(v.string(), v.maxLength(64))),
  manufacturer: v.optional(v.array(v.pipe(v.string(), v.maxLength(64)))),
  attributes: v.optional(v.array(v.pipe(v.string(), v.maxLength(32)))),
  /** "Free from": products with food information that contain none of these allergens, not even as traces. */
  free_from: v.optional(v.pipe(v.array(v.picklist(ALLERGENS)), v.maxLength(14))),
  tag: v.optional(v.pipe(v.string(), v.maxLength(64))),
  list: v.optional(v.pipe(v.string(), v.maxLength(64))),
  search_q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** Price filter, both ends included: the first package's price in the site's currency. */
  price_from: v.optional(PriceBound),
  price_to: v.optional(PriceBound),
  ids: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(200))),
  sort: v.optional(Sort),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  lang: v.optional(v.string()),
  /** Only these fields of each item (`id` always); see LIST_FIELDS. */
  response_fields: v.optional(ResponseFields),
});
export type ProductQuery = v.InferOutput<typeof ProductQuery>;

export const Variation = v.object({
  code: v.string(),
  title: v.string(),
  size: v.number(),
  unit: v.string(),
  available_qty: v.number(),
  limited_qty: v.nullable(v.number()),
  price_custom: v.number(),
  basic_price_custom: v.number(),
  discount_percent_custom: v.number(),
  loyalty_price: v.nullable(v.number()),
  anchor_price: v.nullable(v.number()),
  ...Measured,
});

/**
 * A review on the product answer: ReviewItem of ./reviews.ts, whose newer fields are optional
 * here so answers cached before them still read.
 */
export const Review = v.object({
  ...ReviewItem.entries,
  id: v.optional(v.string(), ""),
  title: v.optional(v.string(), ""),
  lang: v.optional(v.string(), ""),
  verified: v.optional(v.boolean(), false),
  variation_title: v.optional(v.nullable(v.string()), null),
  helpful: v.optional(v.number(), 0),
});

const Grams = v.pipe(v.number(), v.minValue(0));
/** The nutrition declaration per 100 g or 100 ml (Reg. (EU) No 1169/2011, Art. 30 and Annex XV). */
export const Nutrition = v.object({
  basis: v.picklist(["100g", "100ml"]),
  energy_kj: Grams,
  energy_kcal: Grams,
  fat: Grams,
  saturates: Grams,
  carbohydrate: Grams,
  sugars: Grams,
  fibre: v.nullable(Grams),
  protein: Grams,
  salt: Grams,
});
export type Nutrition = v.InferOutput<typeof Nutrition>;

/**
 * Food information shown before purchase (Art. 14; docs/decisions/0015-food-shop-rules.md), in
 * the site's language. `ingredients` is HTML with the allergens in <strong> (sanitised by the
 * storefront like every HTML field); a cosmetic's is its INCI list.
 */
export const FoodInfo = v.object({
  type: v.picklist(["food", "supplement", "cosmetic"]),
  ingredients: v.string(),
  organic: v.boolean(),
  allergens: v.array(v.picklist(ALLERGENS)),
  traces: v.array(v.picklist(ALLERGENS)),
  nutrition: v.nullable(Nutrition),
  storage: v.string(),
  origin: v.string(),
  operator: v.string(),
});
export type FoodInfo = v.InferOutput<typeof FoodInfo>;

/** A recipe that uses a product, as its page's "recipes with this product" card shows it. */
export const ProductRecipe = v.object({
  id: v.number(),
  title: v.string(),
  url_without_domain: v.string(),
  main_image_thumbs: Thumbs,
  prep_minutes: v.number(),
  cook_minutes: v.number(),
});
export type ProductRecipe = v.InferOutput<typeof ProductRecipe>;

/** Product detail (docs/behaviour/03-entities.md "Product detail"), with the visibility flags the storefront judges. */
export const ProductDetail = v.object({
  ...ProductListItem.entries,
  /** The spec's detail fields: its path on the site, its main picture at full size, the stock of all its packages. Optional: cached answers before them still read. */
  url: v.optional(v.string()),
  main_image_upload_path: v.optional(v.string()),
  quantity: v.optional(v.number()),
  /** Stock per warehouse of each package: only to staff holding `warehouse_view` (absent otherwise). */
  warehouses: v.optional(v.array(PackageStock)),
  visible: v.boolean(),
  category_visible: v.boolean(),
  manufacturer_visible: v.boolean(),
  ignore_brand_visibility: v.boolean(),
  category_template: v.string(),
  category_parents: v.array(v.object({ title: v.string(), url_without_domain: v.string() })),
  short_description: v.string(),
  description: v.string(),
  images: v.array(Thumbs),
  variations: v.array(Variation),
  reviews: v.array(Review),
  /** Every approved rating (./reviews.ts); optional so answers cached before it still read. */
  review_summary: v.optional(v.nullable(RatingSummary), null),
  tags: v.array(v.object({ code: v.string(), title: v.string(), url_without_domain: v.string() })),
  related: v.array(ProductListItem),
  /**
   * "Goes well with": products of other categories that complement it, from recipes and purchases
   * (docs/decisions/0031-goes-well-with-and-recently-viewed.md); never `related`'s. Optional, like
   * `recipes` (the public recipes that use it, newest first), so answers cached before them still read.
   */
  goes_well_with: v.optional(v.array(ProductListItem), []),
  recipes: v.optional(v.array(ProductRecipe), []),
  /** Optional so answers cached before it existed still read. */
  food: v.optional(v.nullable(FoodInfo), null),
});
export type ProductDetail = v.InferOutput<typeof ProductDetail>;
export const ProductDetailResponse = envelope(ProductDetail);

/** Category or list (docs/behaviour/03-entities.md "Category or list"). */
export const CatalogCategory = v.object({
  id: v.number(),
  code: v.string(),
  template: v.string(),
  visible: v.boolean(),
  title: v.string(),
  description: v.string(),
  url_without_domain: v.string(),
  redirect_url_without_domain: v.nullable(v.string()),
  redirect_code: v.nullable(v.number()),
  /** Its tile picture (the home page's category tiles); lists and answers cached before it have none. */
  image_thumbs: v.optional(Thumbs),
  parents: v.array(v.object({ title: v.string(), url_without_domain: v.string() })),
  children: v.array(v.object({ code: v.string(), title: v.string(), url_without_domain: v.string(), count: v.number() })),
});
export type CatalogCategory = v.InferOutput<typeof CatalogCategory>;
export const CatalogCategoryResponse = envelope(CatalogCategory);
export const CatalogCategoriesResponse = envelope(v.array(CatalogCategory));

/**
 * What the storefront reads of the category list (the home page's tiles, the catalogue's top
 * categories, the search page's suggestions), sent as `response_fields`.
 */
export const CATEGORY_LIST_FIELDS = [
  "id", "code", "visible", "title", "url_without_domain", "redirect_url_without_domain", "image_thumbs", "parents", "children",
] as const satisfies readonly (keyof typeof CatalogCategory.entries)[];
export const CategoryListItem = v.pick(CatalogCategory, CATEGORY_LIST_FIELDS);
export type CategoryListItem = v.InferOutput<typeof CategoryListItem>;
export const CategoryListResponse = envelope(v.array(CategoryListItem));

/** What a list's page and the home page's rails read of a product list (`response_fields`, §7 catalog/lists). */
export const LIST_ENTITY_FIELDS = [
  "id", "code", "template", "visible", "title", "url_without_domain", "redirect_url_without_domain", "redirect_code",
] as const satisfies readonly (keyof typeof CatalogCategory.entries)[];
export const CatalogList = v.pick(CatalogCategory, LIST_ENTITY_FIELDS);
export type CatalogList = v.InferOutput<typeof CatalogList>;
export const CatalogListResponse = envelope(CatalogList);

export const Manufacturer = v.object({
  id: v.number(),
  code: v.string(),
  title: v.string(),
  visible: v.boolean(),
  country: v.string(),
  description: v.string(),
  url_without_domain: v.string(),
  image_thumbs: Thumbs,
  product_count: v.number(),
});
export type Manufacturer = v.InferOutput<typeof Manufacturer>;
export const ManufacturersResponse = envelope(v.array(Manufacturer));

/** What the brands page shows of each brand, sent as `response_fields` when all brands are asked for. */
export const BRAND_CARD_FIELDS = ["id", "code", "title", "url_without_domain", "image_thumbs", "product_count"] as const satisfies readonly (keyof typeof Manufacturer.entries)[];
export const BrandCard = v.pick(Manufacturer, BRAND_CARD_FIELDS);
export const BrandCardsResponse = envelope(v.array(BrandCard));

export const ProductTag = v.object({ id: v.number(), code: v.string(), title: v.string(), url_without_domain: v.string(), product_count: v.number() });
export const ProductTagsResponse = envelope(v.array(ProductTag));

/** Prices and quantities of products by id (catalog products price and qty, docs/behaviour/07-api.md). */
const PriceQty = v.object({ id: v.number(), price_custom: v.number(), basic_price_custom: v.number(), available_qty: v.number(), is_available: v.boolean() });
export const PriceQtyResponse = envelope(v.array(PriceQty));

/** The seller of record of a site (POST /catalog/sellers/): one per site, Zrno is no marketplace. */
export const Seller = v.object({ id: v.number(), code: v.string(), title: v.string(), email: v.string(), phone: v.string(), address: v.string(), base_url: v.string() });
export const SellersResponse = envelope(v.array(Seller));
