import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { ALTERNATIVES_MAX, AlternativesBody } from "../../../shared/contract/back-in-stock";
import { fail, ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { requireToken } from "../../lib/token";
import { json } from "../../lib/validate";
import { attributesOf, PRODUCT_SELECT, PUBLIC_PRODUCT, toListItem, type ProductRow } from "./product-rows";

/**
 * POST /catalog/alternatives/ (item_id): what a shopper can buy instead of a product (issue 10,
 * shown while it is out of stock): public products of its category that have stock, the closest
 * in price (its first package's, in the site's currency) first, then by priority. Empty when the
 * category has nothing else in stock.
 */
export const alternatives = new Hono<CommerceEnv>();
alternatives.use("/catalog/alternatives/", requireToken());

alternatives.post("/catalog/alternatives/", requireSite(), json(AlternativesBody), async (c) => {
  const site = c.get("site");
  const { item_id } = c.req.valid("json");
  const db = c.env.DB;
  const base = [site.lang, site.currency, site.code];
  const of = await db.prepare(`${PRODUCT_SELECT} WHERE p.id = ?4`).bind(...base, item_id).first<ProductRow>();
  if (!of) return fail(c, 404, "error_empty_data");
  const { results } = await db
    .prepare(
      `${PRODUCT_SELECT} WHERE ${PUBLIC_PRODUCT} AND p.category_id = ?4 AND p.id <> ?5
         AND (SELECT COALESCE(SUM(stock), 0) FROM product_variations WHERE product_id = p.id) > 0
       ORDER BY ABS(pr.price - ?6), p.priority DESC, p.id LIMIT ?7`,
    )
    .bind(...base, of.category_id, of.id, of.price, ALTERNATIVES_MAX)
    .all<ProductRow>();
  const attributes = await attributesOf(db, site.lang, results.map((r) => r.id));
  return ok(c, results.map((r) => toListItem(r, site, attributes.get(r.id) ?? [])));
});
