import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { CartAdd, CartRemove, CartSet } from "../../../shared/contract/cart";
import { json } from "../../lib/validate";
import { fail, ok, refusal } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { requireLiveToken, tokenOf } from "../../lib/token";
import { PUBLIC_PRODUCT } from "../catalog/product-rows";
import { cartIdOf, ensureCart, findBuyable, ownerOf, qtyRefusal } from "./cart-rows";
import { loadCheckout } from "./checkout-cart";

/**
 * The shopping cart (docs/behaviour/07-api.md "Webshop"): GET the cart, is-cart-empty, and POST (add), PUT (set)
 * and DELETE (remove) a product. Bound to a live token: the owner comes from the verified token
 * only (never the body), and every statement filters by the owner's own cart, so one visitor
 * can never read or change another's cart (IDOR). A revoked token (logout) reaches nothing.
 */
export const cart = new Hono<CommerceEnv>();
cart.use("/webshop/*", requireLiveToken());

/** A refused quantity: 409 with the label and how many the line may hold in all. */
function refuse<E extends CommerceEnv>(c: Context<E>, code: string, r: { label: string; allowed: number }) {
  return refusal(c, 409, r.label, { data: { code, allowed_qty: r.allowed } });
}

cart.get("/webshop/cart/", requireSite(), async (c) => {
  const site = c.get("site");
  const claims = tokenOf(c);
  return ok(c, (await loadCheckout(c.env.DB, ownerOf(claims), site)).cart);
});

/** Counts only lines a shopper can see, so it agrees with GET /webshop/cart/. */
cart.get("/webshop/is-cart-empty/", async (c) => {
  const claims = tokenOf(c);
  const owner = ownerOf(claims);
  const row = await c.env.DB.prepare(
    `SELECT COUNT(*) AS n FROM cart_items ci JOIN carts k ON k.id = ci.cart_id
       JOIN products p ON p.code = ci.product_code
       JOIN catalog_categories c ON c.id = p.category_id
       JOIN manufacturers m ON m.id = p.manufacturer_id
      WHERE k.${owner.column} = ?1 AND ${PUBLIC_PRODUCT}`,
  )
    .bind(owner.value)
    .first<{ n: number }>();
  const n = row?.n ?? 0;
  return ok(c, { is_empty: n === 0, items: n });
});

const Lang = { lang: v.optional(v.string()) };
const AddBody = v.strictObject({ ...CartAdd.entries, ...Lang });
const SetBody = v.strictObject({ ...CartSet.entries, ...Lang });
const RemoveBody = v.strictObject({ ...CartRemove.entries, ...Lang });

/** Adds `qty` of a package to what the line holds; the sum must fit stock and the limit. */
cart.post("/webshop/product/", requireSite(), json(AddBody), async (c) => {
  const site = c.get("site");
  const claims = tokenOf(c);
  const body = c.req.valid("json");
  const item = await findBuyable(c.env.DB, body.code, site.currency);
  if (!item) return fail(c, 404, "error_product_unavailable");
  const db = c.env.DB;
  const { id } = await ensureCart(db, ownerOf(claims));
  const held = await db.prepare("SELECT qty FROM cart_items WHERE cart_id = ?1 AND variation_code = ?2").bind(id, item.variation_code).first<{ qty: number }>();
  const wanted = (held?.qty ?? 0) + body.qty;
  const refusal = qtyRefusal(item, wanted);
  if (refusal) return refuse(c, item.variation_code, refusal);
  // The upsert re-checks the line against what was read, so two tabs adding at once cannot
  // both pass the stock check on the same old quantity.
  const row = await db
    .prepare(
      `INSERT INTO cart_items (cart_id, product_code, variation_code, qty) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (cart_id, variation_code) DO UPDATE SET qty = cart_items.qty + ?4 WHERE cart_items.qty = ?5
       RETURNING qty`,
    )
    .bind(id, item.product_code, item.variation_code, body.qty, held?.qty ?? 0)
    .first<{ qty: number }>();
  if (!row) return fail(c, 409, "error_qty_unavailable", "The cart changed meanwhile; try again.");
  await db.prepare("UPDATE carts SET updated_at = datetime('now') WHERE id = ?1").bind(id).run();
  return ok(c, { shopping_cart_code: item.variation_code, quantity: row.qty });
});

/** Sets a line's quantity; 0 removes it. A line may only grow for a product still for sale. */
cart.put("/webshop/product/", requireSite(), json(SetBody), async (c) => {
  const site = c.get("site");
  const claims = tokenOf(c);
  const body = c.req.valid("json");
  if (body.qty === 0) return removeLine(c, body.code);
  const item = await findBuyable(c.env.DB, body.code, site.currency);
  if (!item) return fail(c, 404, "error_product_unavailable");
  const refusal = qtyRefusal(item, body.qty);
  if (refusal) return refuse(c, item.variation_code, refusal);
  const { id } = await ensureCart(c.env.DB, ownerOf(claims));
  await c.env.DB.prepare(
    `INSERT INTO cart_items (cart_id, product_code, variation_code, qty) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (cart_id, variation_code) DO UPDATE SET qty = excluded.qty`,
  )
    .bind(id, item.product_code, item.variation_code, body.qty)
    .run();
  return ok(c, { shopping_cart_code: item.variation_code, quantity: body.qty });
});

cart.delete("/webshop/product/", json(RemoveBody), async (c) => {
  const body = c.req.valid("json");
  return removeLine(c, body.code);
});

/** Removes the caller's line by package code (or product code); a line they do not hold is 404. */
async function removeLine<E extends CommerceEnv>(c: Context<E>, code: string) {
  const claims = tokenOf(c);
  const cartRow = await cartIdOf(c.env.DB, ownerOf(claims));
  if (!cartRow) return fail(c, 404, "error_empty_data");
  const res = await c.env.DB.prepare("DELETE FROM cart_items WHERE cart_id = ?1 AND (variation_code = ?2 OR product_code = ?2)").bind(cartRow.id, code).run();
  if (!res.meta.changes) return fail(c, 404, "error_empty_data");
  return ok(c, { shopping_cart_code: code, quantity: 0 });
}
