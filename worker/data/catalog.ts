import * as v from "valibot";
import {
  BRAND_CARD_FIELDS,
  BrandCard,
  BrandCardsResponse,
  CATEGORY_LIST_FIELDS,
  CategoryListItem,
  CategoryListResponse,
  CatalogList,
  CatalogListResponse,
  LIST_ENTITY_FIELDS,
  EXTRA_LIST_FIELDS,
  CatalogCategory,
  CatalogCategoryResponse,
  Manufacturer,
  ManufacturersResponse,
  ProductDetail,
  ProductDetailResponse,
  ProductPage,
  ProductPageResponse,
  LIST_FIELDS,
  ProductTag,
  ProductTagsResponse,
  PriceQtyResponse,
  Seller,
  SellersResponse,
  type ProductQuery,
} from "../../shared/contract/catalog";
import { notFoundAsNull } from "../upstream/client";
import type { DataContext } from "./context";
import { ask, load, source } from "./load";
import { personal } from "./cart";
import { forget } from "../cache/kv-cache";
import { TENANTS } from "../../tenants";

/**
 * Catalogue data, public and cached per tenant under the `catalog` kind (5 minutes). Hidden
 * entities come with their visibility flags; deciding who sees them is the page's job.
 * Nothing here is visitor-bound (wishlist and compare live in their own module).
 */

/** The catalogue's reads are POSTs with a body, shared (cached) answers. */
const post = <S extends v.GenericSchema>(path: string, body: Record<string, unknown>, schema: S) => ({ method: "POST" as const, path, body, cached: true, schema });


/**
 * Current price and stock of products by id (docs/behaviour/07-api.md "Catalog products price and qty"), never
 * cached: it is how a page served from a cache is brought up to date in the browser.
 */
export async function loadPriceQty(dc: DataContext, ids: readonly number[]) {
  return (await ask(dc, { method: "POST", path: "/catalog/products/price-qty/", body: { ids }, cached: false, schema: PriceQtyResponse })).data;
}

/**
 * A page of products. `fresh` asks the API every time (search results: the API's search log
 * counts each search it answers, docs/decisions/0011-search-engine.md); otherwise cached.
 */
export function loadProducts(dc: DataContext, query: Omit<ProductQuery, "lang" | "response_fields">, { fresh = false } = {}) {
  // Only the fields the screens use (LIST_FIELDS); the cache key is the query alone.
  const req = post("/catalog/products/", { ...query, response_fields: LIST_FIELDS }, ProductPageResponse);
  if (fresh) return ask(dc, req).then((res) => res.data);
  const key = JSON.stringify(query, Object.keys(query).sort());
  return load(dc, "catalog", `products:${key}`, ProductPage, req);
}

/** Fields the product page has its own use for, though they are among the list's extras. */
const DETAIL_OWN = new Set(["images", "warehouses"]);

/**
 * What the product page keeps of a detail: its related and "goes well with" products only the
 * list fields the screens use (LIST_FIELDS), as listings ask for, and the product itself none of
 * the list's extras it does not show (docs/behaviour/03-entities.md "Product list fields").
 */
function leanRelated(d: ProductDetail): ProductDetail {
  const keep = new Set(["id", ...LIST_FIELDS]);
  const lean = (items: ProductDetail["related"]) => items.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k))) as typeof r);
  const own = Object.fromEntries(Object.entries(d).filter(([k]) => !EXTRA_LIST_FIELDS.has(k) || DETAIL_OWN.has(k))) as ProductDetail;
  return { ...own, related: lean(d.related), goes_well_with: lean(d.goes_well_with) };
}

/**
 * Drops every site's cached answer for product `id` (its stars, rating summary and reviews), after
 * staff approved or rejected a review of it: the next view asks the API.
 */
export async function forgetProduct(dc: DataContext, id: number): Promise<void> {
  await Promise.all(TENANTS.map((t) => forget({ ...dc.cache, tenant: t.code }, "catalog", `product:${id}`)));
}

export function loadProduct(dc: DataContext, id: number) {
  return notFoundAsNull(load(dc, "catalog", `product:${id}`, ProductDetail, post("/catalog/product/", { item_id: id }, ProductDetailResponse), leanRelated));
}

/**
 * A product's stock per warehouse, asked with the visitor's own token and never cached: the API
 * answers `warehouses` only to a staff session holding `warehouse_view` (docs/behaviour/06-roles.md),
 * and an empty list to anyone else.
 */
export async function loadProductWarehouses(dc: DataContext, id: number) {
  return (await personal(dc, { method: "POST", path: "/catalog/product/", body: { item_id: id }, schema: ProductDetailResponse })).data.warehouses ?? [];
}

/** §7 catalog/product "also search_q": the product a code or words name; asked fresh like any search, never cached. */
export function loadProductBySearch(dc: DataContext, searchQ: string) {
  return notFoundAsNull(ask(dc, { ...post("/catalog/product/", { search_q: searchQ }, ProductDetailResponse), cached: false }).then((res) => leanRelated(res.data)));
}

/** By the product's slug in the site's language (the slug part of its path, without the id). */
export function loadProductBySlug(dc: DataContext, slug: string) {
  return notFoundAsNull(load(dc, "catalog", `product-slug:${slug}`, ProductDetail, post("/catalog/product/", { item_slug: slug }, ProductDetailResponse), leanRelated));
}

export function loadCategory(dc: DataContext, code: string) {
  return notFoundAsNull(load(dc, "catalog", `category:${code}`, CatalogCategory, post("/catalog/categories/", { slug: code, single: true }, CatalogCategoryResponse)));
}

/** The visible categories, with only the fields the storefront reads (CATEGORY_LIST_FIELDS): the header's menu and the listing's filters. */
export const CATEGORIES = source("catalog", "categories", v.array(CategoryListItem), post("/catalog/categories/", { response_fields: [...CATEGORY_LIST_FIELDS] }, CategoryListResponse));

export function loadCategories(dc: DataContext) {
  return load(dc, ...CATEGORIES);
}

/** A product list by code (§7 catalog/lists with `response_fields`: LIST_ENTITY_FIELDS). */
export function loadList(dc: DataContext, code: string) {
  return notFoundAsNull(load(dc, "catalog", `list:${code}`, CatalogList, post("/catalog/lists/", { slug: code, single: true, response_fields: [...LIST_ENTITY_FIELDS] }, CatalogListResponse)));
}

/** Every visible brand as the brands page shows it (BRAND_CARD_FIELDS). */
export function loadManufacturers(dc: DataContext) {
  return load(dc, "catalog", "manufacturers", v.array(BrandCard), post("/catalog/manufacturers/", { response_fields: [...BRAND_CARD_FIELDS] }, BrandCardsResponse));
}

export async function loadManufacturer(dc: DataContext, code: string) {
  const list = await load(dc, "catalog", `manufacturer:${code}`, v.array(Manufacturer), post("/catalog/manufacturers/", { ids: [code] }, ManufacturersResponse));
  return list[0] ?? null;
}

export function loadProductTags(dc: DataContext) {
  return load(dc, "catalog", "tags", v.array(ProductTag), { path: "/catalog/tags/", cached: true, schema: ProductTagsResponse });
}

export function loadSellers(dc: DataContext) {
  return load(dc, "catalog", "sellers", v.array(Seller), post("/catalog/sellers/", {}, SellersResponse));
}
