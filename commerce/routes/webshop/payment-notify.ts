import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { GatewayNotification } from "../../../shared/contract/order";
import { gatewaySecretOf, moneyText, verifyText } from "../../lib/gateway-sign";
import { fail, ok } from "../../lib/respond";
import { mailReturned, returnStatements } from "./order-stock";

/**
 * POST /payments/notify/: the gateway's server-to-server confirmation of a payment, the ONLY way
 * an order becomes paid, payment_failed or canceled. The raw body must carry the gateway's
 * HMAC (`x-gateway-signature`, GATEWAY_SECRET, purpose "notification"); amount and currency must
 * be the payment's own. A payment leaves 'pending' once, and only the order's current attempt
 * moves the order, so replayed or late notifications change nothing. The browser reaching a
 * return URL never does. An order that ends canceled or payment_failed gives its stock back in the
 * same batch, once, and the shoppers waiting for its products are mailed (./order-stock.ts). Outside /webshop/ on purpose: the gateway has no visitor token.
 */
export const paymentNotify = new Hono<CommerceEnv>();

const ORDER_STATUS = { paid: "paid", failed: "payment_failed", canceled: "canceled" } as const;

paymentNotify.post("/payments/notify/", async (c) => {
  const secret = gatewaySecretOf(c.env);
  if (!secret) return fail(c, 503, "error_gateway_unavailable");
  const raw = await c.req.text();
  if (raw.length > 4096) return fail(c, 413, "error_invalid_request");
  if (!(await verifyText(secret, "notification", raw, c.req.header("x-gateway-signature") ?? ""))) return fail(c, 403, "error_signature_invalid");
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fail(c, 400, "error_invalid_request");
  }
  const parsed = v.safeParse(GatewayNotification, json);
  if (!parsed.success) return fail(c, 400, "error_invalid_request");
  const n = parsed.output;
  const db = c.env.DB;
  const payment = await db.prepare("SELECT order_id, amount, currency FROM payments WHERE id = ?1").bind(n.payment_id).first<{ order_id: number; amount: number; currency: string }>();
  if (!payment) return fail(c, 404, "error_payment_not_found");
  if (moneyText(payment.amount) !== n.amount || payment.currency !== n.currency) return fail(c, 409, "error_payment_amount_mismatch");
  const results = await db.batch([
    db
      .prepare("UPDATE payments SET status = ?2, transaction_id = ?3, card_last4 = ?4, updated_at = datetime('now') WHERE id = ?1 AND status = 'pending'")
      .bind(n.payment_id, n.status, n.transaction_id, n.card_last4 ?? null),
    db
      .prepare(
        `UPDATE orders SET status = ?2, updated_at = datetime('now')
          WHERE current_payment_id = ?1 AND status = 'awaiting_payment'
            AND (SELECT status FROM payments WHERE id = ?1) = ?3`,
      )
      .bind(n.payment_id, ORDER_STATUS[n.status], n.status),
    ...returnStatements(db, payment.order_id),
  ]);
  const [paymentUpdate, orderUpdate] = results;
  const restocked = (results.at(-1)?.meta.changes ?? 0) === 1;
  if (restocked) await mailReturned(db, payment.order_id);
  return ok(c, { applied: (paymentUpdate?.meta.changes ?? 0) === 1, order_changed: (orderUpdate?.meta.changes ?? 0) === 1, restocked });
});
