import { mailRestocked } from "../catalog/back-in-stock";

/**
 * The stock an order takes and gives back (migrations 0023, 0028;
 * docs/decisions/0035-cancelled-orders-restock.md).
 *
 * An order takes each line's quantity from the warehouses, the central one first; the last
 * warehouse in that order is charged whatever the others lack, so a line that wants more than is
 * left drives it below zero and the trigger stock_negative aborts the batch. What it took is
 * written to `order_stock` first (each line read against the stock as it was before the batch's
 * take: a cart holds a package once), and the stock is then lowered by exactly those rows, so the
 * record and the warehouses cannot disagree.
 *
 * An order that ends without payment (the gateway's `canceled` or `failed`, the only ways an
 * order is cancelled) gives it back in the batch that changes its status: the same quantities to
 * the same warehouses, once (`orders.stock_returned_at`). Reopening it for another payment
 * attempt takes the stock again, from the warehouses as they are then.
 */

/** Statuses of an order that bought nothing and holds no stock. */
export const RELEASED = "('canceled', 'payment_failed')";

export interface Line {
  variation_code: string;
  qty: number;
}

/**
 * The statements that take `lines` for the order `order` (an SQL expression of `?1`, e.g. the id
 * of the order with code ?1), while `when` (an SQL condition of ?1) holds.
 */
export function takeStatements(db: D1Database, order: string, key: string | number, lines: readonly Line[], when = "1"): D1PreparedStatement[] {
  return [
    ...lines.map((line) =>
      db
        .prepare(
          `INSERT INTO order_stock (order_id, variation_id, warehouse_id, qty)
           SELECT ${order}, a.variation_id, a.warehouse_id, a.take
             FROM (SELECT s.variation_id, s.warehouse_id,
                          CASE WHEN ROW_NUMBER() OVER w = COUNT(*) OVER all_rows THEN MAX(0, ?3 - COALESCE(SUM(s.qty) OVER before, 0))
                               ELSE MIN(s.qty, MAX(0, ?3 - COALESCE(SUM(s.qty) OVER before, 0))) END AS take
                     FROM warehouse_stock s JOIN warehouses h ON h.id = s.warehouse_id JOIN product_variations v ON v.id = s.variation_id
                    WHERE v.code = ?2
                   WINDOW w AS (ORDER BY h.position, h.id), before AS (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), all_rows AS ()) AS a
            WHERE a.take > 0 AND ${when}`,
        )
        .bind(key, line.variation_code, line.qty),
    ),
    db
      .prepare(
        `UPDATE warehouse_stock AS ws SET qty = ws.qty - t.qty
           FROM order_stock t
          WHERE t.order_id = ${order} AND ws.variation_id = t.variation_id AND ws.warehouse_id = t.warehouse_id AND ${when}`,
      )
      .bind(key),
  ];
}

/** An order ended unpaid and has not given its stock back yet (?1: its id). */
const RETURNABLE = `EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status IN ${RELEASED} AND stock_returned_at IS NULL)`;

/**
 * The statements that give an order's stock back if it ended unpaid and has not yet: batch them
 * AFTER the statement that changes its status. The second one's `changes` is 1 when it did.
 */
export function returnStatements(db: D1Database, orderId: number): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db
      .prepare(
        `UPDATE warehouse_stock AS ws SET qty = ws.qty + t.qty
           FROM order_stock t
          WHERE t.order_id = ?1 AND ws.variation_id = t.variation_id AND ws.warehouse_id = t.warehouse_id AND ${RETURNABLE}`,
      )
      .bind(orderId),
    db.prepare(`UPDATE orders SET stock_returned_at = datetime('now') WHERE id = ?1 AND status IN ${RELEASED} AND stock_returned_at IS NULL`).bind(orderId),
  ];
}

/**
 * After an order's stock went back: the shoppers waiting for one of its products are mailed at
 * once, by the same code as a staff restock (POST /catalog/stock/); answers how many mails.
 */
export async function mailReturned(db: D1Database, orderId: number): Promise<number> {
  const { results } = await db
    .prepare("SELECT DISTINCT v.product_id FROM order_stock t JOIN product_variations v ON v.id = t.variation_id WHERE t.order_id = ?1")
    .bind(orderId)
    .all<{ product_id: number }>();
  return results.length ? mailRestocked(db, results.map((r) => r.product_id)) : 0;
}

/** Taken again when the order is reopened for another payment (?1: its id), only if it gave it back. */
const RETAKE = "EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = 'awaiting_payment' AND stock_returned_at IS NOT NULL)";

/**
 * The statements that take an order's lines again after it was reopened (batch them AFTER the
 * status change): the old record goes, the lines are taken from the warehouses as they are now.
 * Too little left aborts the batch (stock_negative), the reopening with it.
 */
export async function retakeStatements(db: D1Database, orderId: number): Promise<D1PreparedStatement[]> {
  const { results } = await db.prepare("SELECT variation_code, SUM(qty) AS qty FROM order_items WHERE order_id = ?1 GROUP BY variation_code").bind(orderId).all<Line>();
  return [
    db.prepare(`DELETE FROM order_stock WHERE order_id = ?1 AND ${RETAKE}`).bind(orderId),
    ...takeStatements(db, "?1", orderId, results, RETAKE),
    db.prepare(`UPDATE orders SET stock_returned_at = NULL WHERE id = ?1 AND ${RETAKE}`).bind(orderId),
  ];
}
