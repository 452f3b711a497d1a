import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { StockSetBody } from "../../../shared/contract/back-in-stock";
import { fail, ok } from "../../lib/respond";
import { requireStaffMay } from "../../lib/staff";
import { json } from "../../lib/validate";
import { mailRestocked } from "./back-in-stock";

/**
 * POST /catalog/stock/: staff holding `warehouse_edit` (migration 0025) set how many of a package
 * one warehouse holds, the goods counted in or a recount. `warehouse_stock` is the one place a
 * quantity is set (migration 0023; its triggers keep the package's total). A product that had
 * none and now has some mails the shoppers waiting for it at once (./back-in-stock.ts).
 */
export const stock = new Hono<CommerceEnv>();

stock.post("/catalog/stock/", requireStaffMay("warehouse_edit"), json(StockSetBody), async (c) => {
  const body = c.req.valid("json");
  const db = c.env.DB;
  const target = await db
    .prepare("SELECT v.id AS variation_id, v.code, v.product_id, w.id AS warehouse_id FROM product_variations v JOIN warehouses w ON w.code = ?2 WHERE v.code = upper(?1)")
    .bind(body.variation_code, body.warehouse)
    .first<{ variation_id: number; code: string; product_id: number; warehouse_id: number }>();
  if (!target) return fail(c, 404, "error_empty_data", "No such package or warehouse.");
  await db
    .prepare("INSERT INTO warehouse_stock (variation_id, warehouse_id, qty) VALUES (?1, ?2, ?3) ON CONFLICT (variation_id, warehouse_id) DO UPDATE SET qty = excluded.qty")
    .bind(target.variation_id, target.warehouse_id, body.qty)
    .run();
  const total = await db.prepare("SELECT stock FROM product_variations WHERE id = ?1").bind(target.variation_id).first<{ stock: number }>();
  const mailed = await mailRestocked(db, [target.product_id]);
  return ok(c, { product_id: target.product_id, variation_code: target.code, warehouse: body.warehouse, qty: body.qty, available_qty: total?.stock ?? 0, mailed });
});
