import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { PostProductsBody, type PostProducts } from "../../../shared/contract/publish";
import { json } from "../../lib/validate";
import { fail, ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { requireStaff } from "../../lib/staff";

/**
 * The editors' side of an article's products (issue 10; docs/decisions/0034-shoppable-articles.md):
 * `GET /publish/post/products/?item_id=` reads them, `PUT /publish/post/products/` replaces them
 * with the list given, in its order. Staff only. Shoppers read them with the post
 * (POST /publish/post/ `products`), visible ones only; editors see every one they chose.
 * A recipe's products are its ingredients' (recipe_products), not set here.
 */
export const postProducts = new Hono<CommerceEnv>();

const ItemId = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number));

/** The post's products as its editors chose them, in their order, titled in the site's language. */
async function chosen(db: D1Database, lang: string, postId: number): Promise<PostProducts> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.code, COALESCE(pi.title, p.code) AS title, p.visible FROM post_products pp
         JOIN products p ON p.id = pp.product_id
         LEFT JOIN product_i18n pi ON pi.product_id = p.id AND pi.lang = ?2
        WHERE pp.post_id = ?1 ORDER BY pp.position`,
    )
    .bind(postId, lang)
    .all<{ id: number; code: string; title: string; visible: number }>();
  return { item_id: postId, products: results.map((r) => ({ id: r.id, code: r.code, title: r.title, visible: r.visible === 1 })) };
}

/** The post an editor names: 404 when there is none, 400 when it is a recipe. */
async function articleOf(db: D1Database, id: number): Promise<{ ok: true } | { ok: false; status: 400 | 404; label: string; message?: string }> {
  const row = await db.prepare("SELECT kind FROM posts WHERE id = ?1").bind(id).first<{ kind: string }>();
  if (!row) return { ok: false, status: 404, label: "error_empty_data" };
  if (row.kind !== "post") return { ok: false, status: 400, label: "error_invalid_request", message: "A recipe lists its products with its ingredients." };
  return { ok: true };
}

postProducts.get("/publish/post/products/", requireStaff(), requireSite(), async (c) => {
  const id = v.safeParse(ItemId, c.req.query("item_id") ?? "");
  if (!id.success) return fail(c, 400, "error_invalid_request", "Invalid: item_id");
  const article = await articleOf(c.env.DB, id.output);
  if (!article.ok) return fail(c, article.status, article.label, article.message);
  return ok(c, await chosen(c.env.DB, c.get("site").lang, id.output));
});

postProducts.put("/publish/post/products/", requireStaff(), requireSite(), json(PostProductsBody), async (c) => {
  const { item_id, product_ids } = c.req.valid("json");
  const db = c.env.DB;
  const article = await articleOf(db, item_id);
  if (!article.ok) return fail(c, article.status, article.label, article.message);
  const known = await db.prepare("SELECT id FROM products WHERE id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(product_ids)).all<{ id: number }>();
  const found = new Set(known.results.map((r) => r.id));
  const unknown = product_ids.filter((id) => !found.has(id));
  if (unknown.length > 0) return fail(c, 400, "error_invalid_request", `Unknown products: ${unknown.join(", ")}`);
  // One batch is one transaction in D1: the article never shows half of the new list.
  await db.batch([
    db.prepare("DELETE FROM post_products WHERE post_id = ?1").bind(item_id),
    ...product_ids.map((productId, position) => db.prepare("INSERT INTO post_products (post_id, product_id, position) VALUES (?1, ?2, ?3)").bind(item_id, productId, position)),
  ]);
  return ok(c, await chosen(db, c.get("site").lang, item_id));
});
