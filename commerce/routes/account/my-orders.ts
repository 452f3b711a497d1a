import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { MY_ORDERS_PAGE_SIZE } from "../../../shared/contract/order";
import { fail, ok } from "../../lib/respond";
import { liveToken } from "../webshop/checkout-context";
import { identOf, type OrderRow } from "../webshop/order-rows";

/**
 * GET /auth/my-orders/?page=N (docs/behaviour/07-api.md "Auth"): the account's orders on every site, newest
 * first, MY_ORDERS_PAGE_SIZE a page. A visitor without an account gets 403 (not 401, which
 * would make the shop drop the token).
 */
export const myOrders = new Hono<CommerceEnv>();
myOrders.use("/auth/my-orders/", liveToken());

myOrders.get("/auth/my-orders/", async (c) => {
  const userId = c.get("token")?.sub;
  if (!userId) return fail(c, 403, "error_login_required");
  const page = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query("page") ?? "1", 10) || 1));
  const db = c.env.DB;
  const [count, rows] = await Promise.all([
    db.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?1").bind(userId).first<{ n: number }>(),
    db
      .prepare(
        `SELECT o.*, (SELECT COALESCE(SUM(qty), 0) FROM order_items WHERE order_id = o.id) AS items_count
           FROM orders o WHERE o.user_id = ?1 ORDER BY o.id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(userId, MY_ORDERS_PAGE_SIZE, (page - 1) * MY_ORDERS_PAGE_SIZE)
      .all<OrderRow & { items_count: number }>(),
  ]);
  const total = count?.n ?? 0;
  return ok(c, {
    items: rows.results.map((o) => ({
      id: o.id,
      order_identificator: identOf(o),
      order_number: o.number,
      status: o.status,
      status_label: `order_status_${o.status}`,
      created_at: o.created_at,
      total: o.total,
      currency: o.currency,
      items_count: o.items_count,
      payment_title: o.payment_title,
      shipping_title: o.shipping_title,
    })),
    page,
    pages: Math.max(1, Math.ceil(total / MY_ORDERS_PAGE_SIZE)),
    total,
  });
});
