import type { Context } from "hono";
import type { CommerceEnv } from "../../env";
import type { CardInput, ReturnPaths } from "../../../shared/contract/checkout";
import type { CreatedPayment } from "../../../shared/contract/order";
import { gatewaySecretOf, moneyText } from "../../lib/gateway-sign";
import { gateway } from "../gateway";
import { REQUEST_TTL_S, signRequest, type PaymentRequest } from "../gateway/request";
import { identOf, type OrderRow } from "./order-rows";
import { issueHandoff } from "../../lib/token";

/**
 * Payments of card orders: an attempt row per try (payments), the signed request for the
 * gateway in the shape the method needs (a URL, an auto-submitted form, the card form's hidden
 * fields), and the server-to-server charge of card data for direct_credit_cart_form. None of
 * this changes the order's status: only the gateway's signed notification does.
 */

type C = Context<CommerceEnv>;

function paymentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_");
}

/**
 * The order's open attempt with these return paths, or a new one. An attempt that is still
 * pending is reused (a reloaded payment page must not make a second charge possible).
 */
async function openAttempt(db: D1Database, order: OrderRow, paths: ReturnPaths): Promise<string> {
  if (order.current_payment_id) {
    const reused = await db
      .prepare("UPDATE payments SET ok_path = ?2, cancel_path = ?3, fail_path = ?4, updated_at = datetime('now') WHERE id = ?1 AND status = 'pending' RETURNING id")
      .bind(order.current_payment_id, paths.ok_path, paths.cancel_path, paths.fail_path)
      .first<{ id: string }>();
    if (reused) return reused.id;
  }
  const id = paymentId();
  const [, claimed] = await db.batch([
    db
      .prepare("INSERT INTO payments (id, order_id, kind, amount, currency, ok_path, cancel_path, fail_path) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
      .bind(id, order.id, order.payment_kind, order.total, order.currency, paths.ok_path, paths.cancel_path, paths.fail_path),
    // Only if no other attempt became current meanwhile (two tabs): else use that one.
    db.prepare("UPDATE orders SET current_payment_id = ?2 WHERE id = ?1 AND current_payment_id IS ?3").bind(order.id, id, order.current_payment_id),
  ]);
  if (claimed?.meta.changes === 1) return id;
  const current = await db.prepare("SELECT current_payment_id AS id FROM orders WHERE id = ?1").bind(order.id).first<{ id: string }>();
  return current?.id ?? id;
}

async function signedRequest(c: C, secret: string, order: OrderRow, paymentId: string, paths: ReturnPaths) {
  const fields: PaymentRequest = {
    merchant: order.site,
    payment_id: paymentId,
    order: identOf(order),
    amount: moneyText(order.total),
    currency: order.currency,
    ok_path: paths.ok_path,
    cancel_path: paths.cancel_path,
    fail_path: paths.fail_path,
    expires: String(Math.floor(Date.now() / 1000) + REQUEST_TTL_S),
  };
  return signRequest(secret, fields);
}

/** A return may come a little after the request's last moment (the gateway's redirect, a slow network). */
const HANDOFF_SLACK_S = 300;

/**
 * The return paths with a session handoff for the shopper's token (lib/token.ts `issueHandoff`,
 * docs/behaviour/07-api.md "generate-token"): a browser that comes back from the gateway without
 * the shop's cookie gets its session back, once, while the payment request is good. Only the
 * signed request carries it; the attempt keeps the plain paths.
 */
async function withHandoff(c: C, paths: ReturnPaths): Promise<ReturnPaths> {
  const claims = c.get("token");
  if (!claims) return paths;
  const proof = await issueHandoff(c.env.DB, claims.jti, REQUEST_TTL_S + HANDOFF_SLACK_S);
  const add = (path: string) => {
    const url = new URL(path, "https://same-site.invalid");
    url.searchParams.set("set_token_id", claims.jti);
    url.searchParams.set("token_hash", proof);
    return url.pathname + url.search;
  };
  return { ok_path: add(paths.ok_path), cancel_path: add(paths.cancel_path), fail_path: add(paths.fail_path) };
}

function gatewayBase(c: C): string {
  return (c.env.GATEWAY_BASE ?? "/_gateway").replace(/\/+$/, "");
}

/** Create payment for a redirect or card-form order; null when no form can be made. */
export async function createPayment(c: C, order: OrderRow, paths: ReturnPaths): Promise<CreatedPayment | null> {
  const secret = gatewaySecretOf(c.env);
  // Nothing to charge, or no key to sign with: no form the gateway would accept.
  if (!secret || order.total <= 0) return null;
  const id = await openAttempt(c.env.DB, order, paths);
  // The browser leaves the shop for the gateway: its way back carries the session handoff.
  const signed = await signedRequest(c, secret, order, id, await withHandoff(c, paths));
  const base = gatewayBase(c);
  switch (order.payment_kind) {
    case "card_redirect":
      return { redirect_url: `${base}/pay/?${new URLSearchParams(signed).toString()}` };
    case "card_autosubmit":
      return { form: { action: `${base}/form/`, method: "POST", fields: signed } };
    case "card_form":
      return { form: { action: `${base}/card/`, method: "POST", fields: signed } };
    default:
      return null;
  }
}

/**
 * direct_credit_cart_form: the card goes to the gateway server to server. The gateway answers
 * and, before that, notifies the shop; the order's status is whatever that notification made it.
 */
export async function chargeDirect(c: C, order: OrderRow, card: CardInput, paths: ReturnPaths): Promise<"paid" | "declined" | "invalid" | "unavailable"> {
  const secret = gatewaySecretOf(c.env);
  if (!secret || order.total <= 0) return "unavailable";
  const id = await openAttempt(c.env.DB, order, paths);
  const signed = await signedRequest(c, secret, order, id, paths);
  // In production an HTTPS call to the acquirer; the sandbox gateway lives in this Worker.
  const res = await gateway.request(
    "/gateway/charge/",
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...signed, card: { ...card, card_exp_month: String(card.card_exp_month), card_exp_year: String(card.card_exp_year) } }) },
    c.env,
  );
  const answer = (await res.json().catch(() => ({}))) as { status?: string };
  if (answer.status === "paid" || answer.status === "declined" || answer.status === "invalid") return answer.status;
  return "unavailable";
}
