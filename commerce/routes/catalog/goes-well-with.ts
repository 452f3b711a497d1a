import { BOUGHT } from "../../lib/orders";
import type { SiteRow } from "../../lib/site";
import { LISTED_POST, POST_SELECT, PUBLIC_POST } from "../publish/post-rows";
import { PRODUCT_COLUMNS, PRODUCT_JOINS, PUBLIC_PRODUCT, type ProductRow } from "./product-rows";

/** How many "goes well with" products a product page shows: one row on a desktop, a swipe on a phone. */
export const GOES_WELL_WITH = 6;
/** The purchases "goes well with" learns from: the latest this many (a bounded read, however many orders there are). */
export const RECENT_PURCHASES = 2000;
/** How many recipes with the product its page links to. */
export const PRODUCT_RECIPES = 4;

/**
 * "Goes well with" (issue 10; docs/decisions/0031-goes-well-with-and-recently-viewed.md): products
 * of other categories that complement `product`, from what recipes and shoppers put together,
 * best first:
 *
 * 1. its pairs: a product in the same public recipe counts 3 per recipe, one in the same purchase
 *    (an order placed or paid, BOUGHT, among the latest RECENT_PURCHASES) 1 per order;
 * 2. then the bestsellers of the categories its category goes with: categories whose products
 *    share recipes and purchases with products of its category, the most shared first;
 * 3. then the bestsellers of the shop's other departments (another top-level category).
 *
 * Within a tier (and a pair score), each category offers its best product before any offers its
 * second, the categories most shared with its own first: six cards are six kinds of product, not
 * one shelf. "Best" is the "bestsellers" list's membership, then
 * units sold in those purchases, then the catalogue's priority. Never the product itself nor its own category (those are `related`), only products a
 * shopper may see and buy now: public, priced in the site's currency (PRODUCT_JOINS), in stock.
 * `?1` language, `?2` currency, `?3` site, as PRODUCT_SELECT; `?4` the product, `?5` its category.
 */
export function goesWellWith(db: D1Database, site: SiteRow, product: Pick<ProductRow, "id" | "category_id">): D1PreparedStatement {
  return db
    .prepare(
      `WITH
  purchases AS MATERIALIZED (
    SELECT oi.order_id, bp.id AS product_id, bp.category_id, SUM(oi.qty) AS qty
      FROM (SELECT id FROM orders WHERE status IN ${BOUGHT} ORDER BY id DESC LIMIT ${RECENT_PURCHASES}) o
      JOIN order_items oi ON oi.order_id = o.id
      JOIN products bp ON bp.code = oi.product_code
     GROUP BY oi.order_id, bp.id),
  recipes AS MATERIALIZED (
    SELECT rp.post_id, rp.product_id, rp_p.category_id FROM recipe_products rp
      JOIN posts p ON p.id = rp.post_id AND p.kind = 'recipe' AND ${LISTED_POST}
      JOIN products rp_p ON rp_p.id = rp.product_id),
  pair AS (
    SELECT product_id, SUM(w) AS score FROM (
      SELECT b.product_id, 3 AS w FROM recipes a JOIN recipes b ON b.post_id = a.post_id WHERE a.product_id = ?4
      UNION ALL
      SELECT b.product_id, 1 FROM purchases a JOIN purchases b ON b.order_id = a.order_id WHERE a.product_id = ?4)
    GROUP BY product_id),
  kin AS (
    SELECT category_id, COUNT(*) AS score FROM (
      SELECT b.category_id FROM (SELECT DISTINCT post_id FROM recipes WHERE category_id = ?5) a JOIN recipes b ON b.post_id = a.post_id
      UNION ALL
      SELECT b.category_id FROM (SELECT DISTINCT order_id FROM purchases WHERE category_id = ?5) a JOIN purchases b ON b.order_id = a.order_id)
    GROUP BY category_id),
  sold AS (SELECT product_id, SUM(qty) AS units FROM purchases GROUP BY product_id),
  listed AS (
    SELECT li.product_id FROM catalog_list_items li JOIN catalog_lists l ON l.id = li.list_id AND l.code = 'bestsellers' AND l.visible = 1),
  department AS (
    SELECT COALESCE(g.id, pp.id, cc.id) AS id FROM catalog_categories cc
      LEFT JOIN catalog_categories pp ON pp.id = cc.parent_id LEFT JOIN catalog_categories g ON g.id = pp.parent_id
     WHERE cc.id = ?5)
SELECT ${PRODUCT_COLUMNS},
       CASE WHEN pair.product_id IS NOT NULL THEN 0 WHEN kin.category_id IS NOT NULL THEN 1 ELSE 2 END AS tier,
       ROW_NUMBER() OVER (
         PARTITION BY pair.product_id IS NULL, kin.category_id IS NULL, p.category_id
         ORDER BY COALESCE(pair.score, 0) DESC, listed.product_id IS NOT NULL DESC, COALESCE(sold.units, 0) DESC, p.priority DESC, p.id) AS nth
  FROM products p ${PRODUCT_JOINS}
  LEFT JOIN pair ON pair.product_id = p.id
  LEFT JOIN kin ON kin.category_id = p.category_id
  LEFT JOIN sold ON sold.product_id = p.id
  LEFT JOIN listed ON listed.product_id = p.id
 WHERE ${PUBLIC_PRODUCT} AND p.id <> ?4 AND p.category_id <> ?5
   AND EXISTS (SELECT 1 FROM product_variations sv WHERE sv.product_id = p.id AND sv.stock > 0)
   AND (pair.product_id IS NOT NULL OR kin.category_id IS NOT NULL
        OR ((listed.product_id IS NOT NULL OR sold.units > 0) AND COALESCE(gpc.id, pc.id, c.id) <> (SELECT id FROM department)))
 ORDER BY tier, COALESCE(pair.score, 0) DESC, nth, COALESCE(kin.score, 0) DESC, listed.product_id IS NOT NULL DESC, COALESCE(sold.units, 0) DESC, p.priority DESC, p.id
 LIMIT ${GOES_WELL_WITH}`,
    )
    .bind(site.lang, site.currency, site.code, product.id, product.category_id);
}

/** The public recipes whose products include `productId`, newest first (a PostRow each). */
export function productRecipes(db: D1Database, site: SiteRow, productId: number): D1PreparedStatement {
  return db
    .prepare(`${POST_SELECT} JOIN recipe_products rp ON rp.post_id = p.id AND rp.product_id = ?3
     WHERE p.kind = 'recipe' AND ${PUBLIC_POST} ORDER BY p.published_at DESC, p.id DESC LIMIT ${PRODUCT_RECIPES}`)
    .bind(site.lang, site.code, productId);
}
