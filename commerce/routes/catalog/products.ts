import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { ProductQuery } from "../../../shared/contract/catalog";
import { ALLERGENS } from "../../../shared/food";
import { json } from "../../lib/validate";
import { ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { requireToken } from "../../lib/token";
import { searchIndex } from "../../search";
import { logSearch } from "../search";
import { requestMay } from "../../lib/staff";
import { firstPackageStock } from "./warehouses";
import { pickFields } from "../../lib/fields";
import { attributesOf, PRODUCT_SELECT, PUBLIC_PRODUCT, shownPackage, toListItem, type ProductRow } from "./product-rows";

/** POST /catalog/products/: the public product list with filters, sorting, paging and facets. */
export const products = new Hono<CommerceEnv>();
products.use("/catalog/products/*", requireToken());

const ORDER: Record<string, string> = {
  recommended: "p.priority DESC, p.id",
  price_asc: "pr.price ASC, p.id",
  price_desc: "pr.price DESC, p.id",
  newest: "p.created_at DESC, p.id",
  title: "pi.title COLLATE NOCASE ASC, p.id",
};

const DEFAULT_LIMIT = 24;
/** Search results rank at most this many products (then filters, facets and pages apply). */
const MAX_SEARCH_HITS = 500;

interface Where {
  sql: string[];
  args: unknown[];
}

/** Builds the WHERE of a product query; parameters start at ?4 (1–3 are lang, currency, site). */
function whereOf(q: ProductQuery, hits: number[] | null, opts: { skipManufacturer?: boolean; skipAttributes?: boolean; skipPrice?: boolean; skipFreeFrom?: boolean } = {}): Where {
  const w: Where = { sql: [PUBLIC_PRODUCT], args: [] };
  const arg = (value: unknown) => {
    w.args.push(value);
    return `?${w.args.length + 3}`;
  };
  if (q.category) w.sql.push(`(c.code = ${arg(q.category)} OR c.parent_id = (SELECT id FROM catalog_categories WHERE code = ${arg(q.category)}))`);
  if (q.manufacturer?.length && !opts.skipManufacturer) w.sql.push(`m.code IN (SELECT value FROM json_each(${arg(JSON.stringify(q.manufacturer))}))`);
  if (q.attributes?.length && !opts.skipAttributes) {
    for (const code of q.attributes) {
      w.sql.push(`p.id IN (SELECT pa.product_id FROM product_attributes pa JOIN attributes a ON a.id = pa.attribute_id WHERE a.code = ${arg(code)})`);
    }
  }
  // "Free from" (docs/decisions/0015-food-shop-rules.md): only products whose food information is
  // known, with none of the allergens, not even as a trace ("may contain").
  if (q.free_from?.length && !opts.skipFreeFrom) {
    w.sql.push(`p.id IN (SELECT product_id FROM product_food WHERE type <> 'cosmetic') AND p.id NOT IN (SELECT product_id FROM product_allergens WHERE allergen IN (SELECT value FROM json_each(${arg(JSON.stringify(q.free_from))})))`);
  }
  if (q.tag) w.sql.push(`p.id IN (SELECT l.product_id FROM product_tag_links l JOIN product_tags t ON t.id = l.tag_id WHERE t.code = ${arg(q.tag)})`);
  if (q.list) w.sql.push(`p.id IN (SELECT i.product_id FROM catalog_list_items i JOIN catalog_lists l ON l.id = i.list_id WHERE l.code = ${arg(q.list)})`);
  if (q.price_from !== undefined && !opts.skipPrice) w.sql.push(`pr.price >= ${arg(q.price_from)}`);
  if (q.price_to !== undefined && !opts.skipPrice) w.sql.push(`pr.price <= ${arg(q.price_to)}`);
  if (q.ids?.length) w.sql.push(`p.id IN (SELECT value FROM json_each(${arg(JSON.stringify(q.ids))}))`);
  // Search words: the products the search engine found (ranked; see the ORDER BY below).
  if (hits) w.sql.push(`p.id IN (SELECT value FROM json_each(${arg(JSON.stringify(hits))}))`);
  return w;
}

products.post("/catalog/products/", requireSite(), json(ProductQuery), async (c) => {
  const site = c.get("site");
  const q = c.req.valid("json");
  const limit = q.limit ?? DEFAULT_LIMIT;
  const page = q.page ?? 1;
  const found = q.search_q?.trim() ? await searchIndex(c.env).products(site, q.search_q, MAX_SEARCH_HITS) : null;
  const hits = found?.ids ?? null;
  const where = whereOf(q, hits);
  const base = [site.lang, site.currency, site.code];
  const from = `FROM (${PRODUCT_SELECT} WHERE ${where.sql.join(" AND ")})`;
  // Search results keep the engine's order unless the shopper sorts otherwise.
  const order =
    hits && (q.sort ?? "recommended") === "recommended"
      ? `(SELECT j.key FROM json_each(?${where.args.length + 4}) j WHERE j.value = p.id), p.id`
      : ORDER[q.sort ?? "recommended"];
  const orderArgs = hits && (q.sort ?? "recommended") === "recommended" ? [JSON.stringify(hits)] : [];
  // Facets count within the other filters, so choosing one brand still shows the others.
  const brandWhere = whereOf(q, hits, { skipManufacturer: true });
  const attrWhere = whereOf(q, hits, { skipAttributes: true });
  // The price range of what the other filters leave, so a narrowed range can be widened again.
  const priceWhere = whereOf(q, hits, { skipPrice: true });
  const freeWhere = whereOf(q, hits, { skipFreeFrom: true });
  const [count, rows, brands, attrs, prices, free] = await c.env.DB.batch([
    c.env.DB.prepare(`SELECT COUNT(*) AS n ${from}`).bind(...base, ...where.args),
    c.env.DB.prepare(`${PRODUCT_SELECT} WHERE ${where.sql.join(" AND ")} ORDER BY ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`).bind(...base, ...where.args, ...orderArgs),
    c.env.DB.prepare(
      `SELECT m.code, m.title, COUNT(*) AS count FROM (${PRODUCT_SELECT} WHERE ${brandWhere.sql.join(" AND ")}) x JOIN manufacturers m ON m.code = x.manufacturer_code GROUP BY m.code ORDER BY m.title`,
    ).bind(...base, ...brandWhere.args),
    c.env.DB.prepare(
      `SELECT a.code, ai.title, COUNT(*) AS count FROM (${PRODUCT_SELECT} WHERE ${attrWhere.sql.join(" AND ")}) x
         JOIN product_attributes pa ON pa.product_id = x.id JOIN attributes a ON a.id = pa.attribute_id
         JOIN attribute_i18n ai ON ai.attribute_id = a.id AND ai.lang = ?1 GROUP BY a.code ORDER BY a.id`,
    ).bind(...base, ...attrWhere.args),
    c.env.DB.prepare(`SELECT MIN(price) AS min, MAX(price) AS max FROM (${PRODUCT_SELECT} WHERE ${priceWhere.sql.join(" AND ")})`).bind(...base, ...priceWhere.args),
    // Per allergen, the food products the other filters leave that are free from it; named by the site's label.
    c.env.DB.prepare(
      `SELECT al.value AS code, COALESCE(l.value, al.value) AS title, COUNT(x.id) AS count
         FROM json_each(?${freeWhere.args.length + 4}) al
         LEFT JOIN (${PRODUCT_SELECT} WHERE ${freeWhere.sql.join(" AND ")} AND p.id IN (SELECT product_id FROM product_food WHERE type <> 'cosmetic')) x
           ON x.id NOT IN (SELECT product_id FROM product_allergens WHERE allergen = al.value)
         LEFT JOIN labels l ON l.lang = ?1 AND l.key = 'allergen_' || al.value
        GROUP BY al.key ORDER BY al.key`,
    ).bind(...base, ...freeWhere.args, JSON.stringify(ALLERGENS)),
  ]);
  const range = prices?.results[0] as { min: number | null; max: number | null } | undefined;
  const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  const items = (rows?.results ?? []) as ProductRow[];
  const attributes = await attributesOf(c.env.DB, site.lang, items.map((r) => r.id));
  // Stock per warehouse only to staff who may see it, and only when asked for (or no list given).
  const wantsStock = !q.response_fields || q.response_fields.includes("warehouses");
  const stock = wantsStock && (await requestMay(c.env, c.req.header("authorization"), "warehouse_view")) ? await firstPackageStock(c.env.DB, site.lang, items.map((r) => r.id)) : null;
  // The search log counts searches, not the pages, sorts and filters of one search.
  if (q.search_q?.trim() && page === 1 && (q.sort ?? "recommended") === "recommended" && !q.manufacturer?.length && !q.attributes?.length && !q.free_from?.length && q.price_from === undefined && q.price_to === undefined) {
    c.executionCtx.waitUntil(logSearch(c.env.DB, site.code, q.search_q, total).catch((err) => console.error("search: log failed", err)));
  }
  return ok(c, {
    items: items.map((r) => pickFields({ ...toListItem(r, site, attributes.get(r.id) ?? []), warehouses: stock?.get(r.id) ?? null }, q.response_fields)),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    per_page: limit,
    facets: {
      manufacturers: (brands?.results ?? []) as { code: string; title: string; count: number }[],
      attributes: (attrs?.results ?? []) as { code: string; title: string; count: number }[],
      // The labels name allergens inside a sentence ("milk"); a filter's box starts with a capital.
      free_from: ((free?.results ?? []) as { code: string; title: string; count: number }[])
        .filter((f) => f.count > 0)
        .map((f) => ({ ...f, title: f.title.charAt(0).toLocaleUpperCase(site.lang) + f.title.slice(1) })),
      price: range?.min != null && range.max != null ? { min: range.min, max: range.max } : null,
    },
    ...(found ? { search: { corrected: found.corrected } } : {}),
  });
});

const PriceQtyBody = v.strictObject({ ids: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.minLength(1), v.maxLength(200)), lang: v.optional(v.string()) });

/**
 * POST /catalog/products/price-qty/: current price and stock of products by id (not cached).
 * Only products a shopper may see (docs/behaviour/04-states.md): an id is no way to learn a hidden product's price.
 */
products.post("/catalog/products/price-qty/", requireSite(), json(PriceQtyBody), async (c) => {
  const site = c.get("site");
  const body = c.req.valid("json");
  const { results } = await c.env.DB.prepare(
    `SELECT p.id, pr.price, pr.basic_price, v.stock AS variation_stock, (SELECT COALESCE(SUM(stock), 0) FROM product_variations WHERE product_id = p.id) AS stock
       FROM products p JOIN product_variations v ON v.id = ${shownPackage("p")}
       JOIN price_offers pr ON pr.variation_id = v.id AND pr.currency = ?1
       JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
      WHERE p.id IN (SELECT value FROM json_each(?2)) AND ${PUBLIC_PRODUCT}`,
  )
    .bind(site.currency, JSON.stringify(body.ids))
    .all<{ id: number; price: number; basic_price: number; variation_stock: number; stock: number }>();
  // The card's package, as the list priced it (product-rows.ts `shownPackage`).
  return ok(c, results.map((r) => ({ id: r.id, price_custom: r.price, basic_price_custom: r.basic_price, available_qty: r.variation_stock, is_available: r.stock > 0 })));
});
