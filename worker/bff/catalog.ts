import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { ProductQuery } from "../../shared/contract/catalog";
import { productIsPublic } from "../../shared/visibility";
import { dataContext } from "../data/context";
import { loadCategories, loadCategory, loadList, loadManufacturers, loadPriceQty, loadProduct, loadProductBySearch, loadProductBySlug, loadProducts, loadSellers } from "../data/catalog";
import { loadShopper } from "../data/shopper";
import { notFound, ok, readAnswer as answer, readFailure } from "./respond";
import { jsonBody } from "./validate";

/**
 * Catalogue endpoints of the BFF (docs/behaviour/07-api.md "Catalogue"): POST catalog/categories/, products/,
 * lists/, sellers/, product/ and manufacturers/. Thin handlers over the data functions the page loaders
 * use (KV-cached, kind `catalog`), with the same visibility: a hidden category, list or
 * product is a 404 for everyone but staff. Bodies are strict; unknown keys are refused.
 */
export const catalogBff = new Hono<AppEnv>();

catalogBff.onError(readFailure("catalog"));

const Code = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const CategoriesBody = v.strictObject({ slug: v.optional(Code), mode: v.optional(v.string()), single: v.optional(v.boolean()) });
const ListsBody = v.strictObject({ slug: Code, limit: v.optional(v.number()), mode: v.optional(v.string()), single: v.optional(v.boolean()), response_fields: v.optional(v.array(v.string())) });
const ProductBody = v.pipe(
  v.strictObject({
    item_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    item_slug: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,200}$/))),
    search_q: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))),
  }),
  v.check((b) => b.item_id !== undefined || b.item_slug !== undefined || b.search_q !== undefined, "item_id, item_slug or search_q is required"),
);
const PriceQtyBody = v.strictObject({ ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1), v.maxLength(200)) });
const ManufacturersBody = v.strictObject({ ids: v.optional(v.pipe(v.array(Code), v.maxLength(200))) });
const { lang: _lang, ...productQueryEntries } = ProductQuery.entries;
const ProductsBody = v.strictObject(productQueryEntries);

catalogBff.post("/catalog/categories/", jsonBody(CategoriesBody), async (c) => {
  const body = c.req.valid("json");
  const dc = dataContext(c);
  if (!body.slug) return answer(c, await loadCategories(dc));
  const category = await loadCategory(dc, body.slug);
  if (!category || (!category.visible && !(await loadShopper(dc)).isStaff)) return notFound(c);
  return answer(c, category);
});

/**
 * POST catalog/products/price-qty/ {ids}: current price and stock of the products on screen. The
 * page may come from a cache (shared HTML, KV data); the browser asks this after hydration and
 * before adding to the cart, so a shopper never acts on a stale price. Never cached.
 */
catalogBff.post("/catalog/products/price-qty/", jsonBody(PriceQtyBody), async (c) => {
  const rows = await loadPriceQty(dataContext(c), [...new Set(c.req.valid("json").ids)]);
  c.header("cache-control", "no-store");
  return ok(c, rows);
});

catalogBff.post("/catalog/products/", jsonBody(ProductsBody), async (c) => {
  const body = c.req.valid("json");
  return answer(c, await loadProducts(dataContext(c), body));
});

catalogBff.post("/catalog/lists/", jsonBody(ListsBody), async (c) => {
  const body = c.req.valid("json");
  const dc = dataContext(c);
  const list = await loadList(dc, body.slug);
  if (!list || (!list.visible && !(await loadShopper(dc)).isStaff)) return notFound(c);
  const products = await loadProducts(dc, { list: list.code, limit: Math.min(100, Math.max(1, body.limit ?? 24)) });
  return answer(c, { ...list, products });
});

catalogBff.post("/catalog/product/", jsonBody(ProductBody), async (c) => {
  const body = c.req.valid("json");
  const dc = dataContext(c);
  const { item_id, item_slug, search_q } = body;
  const product =
    item_id !== undefined ? await loadProduct(dc, item_id) : item_slug !== undefined ? await loadProductBySlug(dc, item_slug) : await loadProductBySearch(dc, search_q!);
  if (!product || (!productIsPublic(product) && !(await loadShopper(dc)).isStaff)) return notFound(c);
  return answer(c, product);
});

catalogBff.post("/catalog/manufacturers/", jsonBody(ManufacturersBody), async (c) => {
  const body = c.req.valid("json");
  const all = await loadManufacturers(dataContext(c));
  const ids = body.ids;
  return answer(c, ids ? all.filter((m) => ids.includes(m.code)) : all);
});

catalogBff.post("/catalog/sellers/", jsonBody(v.strictObject({})), async (c) => {
  return answer(c, await loadSellers(dataContext(c)));
});
