import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { ItemCode, WISHLIST_LIMIT, WishlistAdd, WishlistRemove, type WishlistCategory } from "../../../shared/contract/personal";
import { json } from "../../lib/validate";
import { fail, ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { requireLiveToken, tokenOf } from "../../lib/token";
import { PUBLIC_PRODUCT } from "./product-rows";
import { findSavable, ownerOf, saveWithinLimit, savedItems } from "./saved-items";

/**
 * The visitor's wishlist (docs/behaviour/07-api.md "Named endpoints"): GET the list (optionally narrowed to one
 * shopping_cart_code), its categories, POST an item, DELETE one by id. Bound to a live token:
 * a revoked token (logout) no longer reaches the list.
 */
export const wishlist = new Hono<CommerceEnv>();
wishlist.use("/catalog/wishlist/*", requireLiveToken());

const ListQuery = v.object({ shopping_cart_code: v.optional(ItemCode) });

wishlist.get("/catalog/wishlist/", requireSite(), async (c) => {
  const site = c.get("site");
  const claims = tokenOf(c);
  // Retry parameters of the shop (docs/behaviour/07-api.md "retry params") steer the caller, not this answer.
  const q = v.safeParse(ListQuery, { shopping_cart_code: c.req.query("shopping_cart_code") || undefined });
  if (!q.success) return fail(c, 400, "error_invalid_request", "shopping_cart_code must be a product or variation code");
  const items = await savedItems(c.env.DB, "wishlist_items", ownerOf(claims), site);
  const code = q.output.shopping_cart_code;
  const shown = code ? items.filter((i) => i.shopping_cart_code === code || i.product.code === code) : items;
  return ok(c, { items: shown.map((i) => ({ ...i, model: "catalogproduct" as const })), total: items.length });
});

const Level = v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(10));
const LevelQuery = v.pipe(
  v.object({ level_from: v.optional(Level, "1"), level_to: v.optional(Level, "10") }),
  v.check((q) => q.level_from <= q.level_to, "level_from must not exceed level_to"),
);

/**
 * GET /catalog/wishlist/categories/?level_from=&level_to=: the categories of the wishlist's
 * products and their parents whose depth (1 = top level) lies in the range, each with how many
 * wishlist items sit below it. Hidden categories are left out.
 */
wishlist.get("/catalog/wishlist/categories/", requireSite(), async (c) => {
  const site = c.get("site");
  const claims = tokenOf(c);
  const q = v.safeParse(LevelQuery, { level_from: c.req.query("level_from") || undefined, level_to: c.req.query("level_to") || undefined });
  if (!q.success) return fail(c, 400, "error_invalid_request", "level_from and level_to must be levels 1–10, from ≤ to");
  const owner = ownerOf(claims);
  const db = c.env.DB;
  const [counts, all] = await db.batch([
    db.prepare(
      `SELECT p.category_id AS id, COUNT(*) AS n FROM wishlist_items w
         JOIN products p ON p.code = w.product_code
         JOIN catalog_categories c ON c.id = p.category_id
         JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE w.${owner.column} = ?1 AND ${PUBLIC_PRODUCT} GROUP BY p.category_id`,
    ).bind(owner.value),
    db.prepare(
      `SELECT c.id, c.code, c.parent_id, c.visible, c.position, ci.title, COALESCE(r.path, '') AS url
         FROM catalog_categories c JOIN catalog_category_i18n ci ON ci.category_id = c.id AND ci.lang = ?1
         LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'catalog_category:' || c.code`,
    ).bind(site.lang, site.code),
  ]);
  type Cat = { id: number; code: string; parent_id: number | null; visible: number; position: number; title: string; url: string };
  const byId = new Map(((all?.results ?? []) as Cat[]).map((cat) => [cat.id, cat]));
  const levelOf = (cat: Cat): number => {
    let level = 1;
    for (let p = cat.parent_id; p !== null && level < 20; p = byId.get(p)?.parent_id ?? null) level++;
    return level;
  };
  const found = new Map<number, WishlistCategory>();
  for (const { id, n } of (counts?.results ?? []) as { id: number; n: number }[]) {
    // The item's category and each parent up to the top, counting the item once on each.
    for (let cat = byId.get(id); cat; cat = cat.parent_id === null ? undefined : byId.get(cat.parent_id)) {
      const level = levelOf(cat);
      if (!cat.visible || level < q.output.level_from || level > q.output.level_to) continue;
      const seen = found.get(cat.id);
      if (seen) seen.count += n;
      else found.set(cat.id, { id: cat.id, code: cat.code, title: cat.title, url_without_domain: cat.url, level, count: n });
    }
  }
  return ok(c, [...found.values()].sort((a, b) => a.level - b.level || a.title.localeCompare(b.title)));
});

const AddBody = v.strictObject({ ...WishlistAdd.entries, lang: v.optional(v.string()) });

/**
 * Saves a package (or a product's first one) with a quantity; saving it again sets the
 * quantity. One statement checks the size limit and inserts, so two tabs cannot overfill it.
 */
wishlist.post("/catalog/wishlist/", json(AddBody), async (c) => {
  const body = c.req.valid("json");
  const item = await findSavable(c.env.DB, body.code);
  if (!item) return fail(c, 404, "error_product_unavailable");
  const saved = await saveWithinLimit(c.env.DB, "wishlist_items", ownerOf(tokenOf(c)), item, WISHLIST_LIMIT, body.qty);
  if (!saved) return fail(c, 409, "wishlist_limit");
  return ok(c, { id: saved.id, shopping_cart_code: saved.variation_code, qty: body.qty });
});

const RemoveBody = v.strictObject({ ...WishlistRemove.entries, lang: v.optional(v.string()) });

/** Removes one of the caller's items by id; someone else's id is "not found", never removed. */
wishlist.delete("/catalog/wishlist/", json(RemoveBody), async (c) => {
  const claims = tokenOf(c);
  const body = c.req.valid("json");
  const owner = ownerOf(claims);
  const res = await c.env.DB.prepare(`DELETE FROM wishlist_items WHERE id = ?1 AND ${owner.column} = ?2`).bind(body.id, owner.value).run();
  if (!res.meta.changes) return fail(c, 404, "error_empty_data");
  return ok(c, { removed: res.meta.changes });
});
