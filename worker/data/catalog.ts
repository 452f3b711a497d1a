import * as v from "valibot";
import {
  CatalogCategory,
  CatalogCategoriesResponse,
  CatalogCategoryResponse,
  Manufacturer,
  ManufacturersResponse,
  ProductDetail,
  ProductDetailResponse,
  ProductPage,
  ProductPageResponse,
  ProductTag,
  ProductTagsResponse,
  PriceQtyResponse,
  Seller,
  SellersResponse,
  type ProductQuery,
} from "../../shared/contract/catalog";
import { cached } from "../cache/kv-cache";
import { notFoundAsNull, upstream } from "../upstream/client";
import { publicCall } from "./app-data";
import { upstreamAs, type DataContext } from "./context";

/**
 * Catalogue data, public and cached per tenant under the `catalog` kind (5 minutes). Hidden
 * entities come with their visibility flags; deciding who sees them is the page's job.
 * Nothing here is visitor-bound (wishlist and compare live in their own module).
 */

function post<S extends v.GenericSchema>(dc: DataContext, path: string, body: Record<string, unknown>, schema: S) {
  return publicCall(dc, async (token) => upstream(upstreamAs(dc, token), { method: "POST", path, body, cached: true, schema }));
}


/**
 * Current price and stock of products by id (docs/behaviour/07-api.md "Catalog products price and qty"), never
 * cached: it is how a page served from a cache is brought up to date in the browser.
 */
export async function loadPriceQty(dc: DataContext, ids: readonly number[]) {
  return (await publicCall(dc, async (token) => upstream(upstreamAs(dc, token), { method: "POST", path: "/catalog/products/price-qty/", body: { ids }, cached: false, schema: PriceQtyResponse }))).data;
}

/**
 * A page of products. `fresh` asks the API every time (search results: the API's search log
 * counts each search it answers, docs/decisions/0011-search-engine.md); otherwise cached.
 */
export function loadProducts(dc: DataContext, query: Omit<ProductQuery, "lang">, { fresh = false } = {}) {
  const load = async () => (await post(dc, "/catalog/products/", query, ProductPageResponse)).data;
  if (fresh) return load();
  const key = JSON.stringify(query, Object.keys(query).sort());
  return cached(dc.cache, "catalog", `products:${key}`, ProductPage, load);
}

export function loadProduct(dc: DataContext, id: number) {
  return notFoundAsNull(cached(dc.cache, "catalog", `product:${id}`, ProductDetail, async () => (await post(dc, "/catalog/product/", { item_id: id }, ProductDetailResponse)).data));
}

/** By the product's slug in the site's language (the slug part of its path, without the id). */
export function loadProductBySlug(dc: DataContext, slug: string) {
  return notFoundAsNull(cached(dc.cache, "catalog", `product-slug:${slug}`, ProductDetail, async () => (await post(dc, "/catalog/product/", { item_slug: slug }, ProductDetailResponse)).data));
}

export function loadCategory(dc: DataContext, code: string) {
  return notFoundAsNull(cached(dc.cache, "catalog", `category:${code}`, CatalogCategory, async () => (await post(dc, "/catalog/categories/", { slug: code, single: true }, CatalogCategoryResponse)).data));
}

export function loadCategories(dc: DataContext) {
  return cached(dc.cache, "catalog", "categories", v.array(CatalogCategory), async () => (await post(dc, "/catalog/categories/", {}, CatalogCategoriesResponse)).data);
}

export function loadList(dc: DataContext, code: string) {
  return notFoundAsNull(cached(dc.cache, "catalog", `list:${code}`, CatalogCategory, async () => (await post(dc, "/catalog/lists/", { slug: code, single: true }, CatalogCategoryResponse)).data));
}

export function loadManufacturers(dc: DataContext) {
  return cached(dc.cache, "catalog", "manufacturers", v.array(Manufacturer), async () => (await post(dc, "/catalog/manufacturers/", {}, ManufacturersResponse)).data);
}

export async function loadManufacturer(dc: DataContext, code: string) {
  const list = await cached(dc.cache, "catalog", `manufacturer:${code}`, v.array(Manufacturer), async () => (await post(dc, "/catalog/manufacturers/", { ids: [code] }, ManufacturersResponse)).data);
  return list[0] ?? null;
}

export function loadProductTags(dc: DataContext) {
  return cached(dc.cache, "catalog", "tags", v.array(ProductTag), () =>
    publicCall(dc, async (token) => (await upstream(upstreamAs(dc, token), { path: "/catalog/tags/", cached: true, schema: ProductTagsResponse })).data),
  );
}

export function loadSellers(dc: DataContext) {
  return cached(dc.cache, "catalog", "sellers", v.array(Seller), async () => (await post(dc, "/catalog/sellers/", {}, SellersResponse)).data);
}
