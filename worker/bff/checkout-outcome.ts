import type { Context } from "hono";
import type { AppEnv } from "../env";
import { afterCreation, afterOrderFetched, afterPaymentCreated, type Destination, type Effect } from "../../shared/checkout/order-outcome";
import { destinationUrl, returnPaths, withOrder } from "../../shared/checkout/order-paths";
import type { Order } from "../../shared/contract/order";
import { appUrl } from "../../shared/urls";
import { createPayment, loadOrder } from "../data/checkout";
import { dataContext } from "../data/context";
import { gatewayOrigin } from "../edge/security-headers";
import { UpstreamError } from "../upstream/client";

/**
 * The order outcome of docs/behaviour/04-states.md run on the server, for a placed order or another try at paying:
 * the pure decisions of shared/checkout/order-outcome.ts, with the I/O each asks for (fetch the
 * order, create the payment) done here. The answer is where the shopper goes; the BFF sends a
 * plain form there with a 303 and hands it to the browser as `redirect` in the JSON answer,
 * where the client follows the very same destination. Nothing here is retried: create payment is
 * a GET the API answers with the attempt still pending, and no POST is sent from here.
 */

type C = Context<AppEnv>;

export interface Outcome {
  ok: boolean;
  /** A path on this site (with its mount) or the payment gateway's page. */
  to: string;
  /** Why it failed (a label), for the failed-order page and the JSON answer. */
  label: string | null;
  order: string | null;
  /** What the browser should still do (refetch the cart after a failure). */
  effects: Effect[];
}

function urlOf(c: C, dest: Destination, quick: boolean): string | null {
  return destinationUrl(c.get("site"), dest, { quick, gatewayOrigin: gatewayOrigin((c.env as { GATEWAY_ORIGIN?: string }).GATEWAY_ORIGIN) });
}

/** Step 1: `POST /webshop/order/` answered an order, or refused (with its label). */
export async function afterPlacing(c: C, created: { ok: true; order: Order } | { ok: false; label: string }, quick: boolean): Promise<Outcome> {
  const ident = created.ok ? created.order.order_identificator : null;
  const decision = afterCreation({ success: created.ok, order: ident });
  if (decision.log) console.error(`checkout: ${decision.log}`);
  if (decision.go || !created.ok || !ident) {
    const label = created.ok ? "error_generic_text" : created.label;
    const failed = decision.go && "name" in decision.go ? decision.go.name : "webshop_failed_order";
    return { ok: false, to: appUrl(c.get("site"), failed, { reason: label }), label, order: null, effects: decision.effects };
  }
  // effects: fetch_order. The answer of the POST is the order as it was then; the fetch says how it is now.
  const order = await loadOrder(dataContext(c), ident).catch((err: unknown) => {
    console.error(`checkout: order ${ident} placed, fetching it failed:`, err instanceof UpstreamError ? err.message : err);
    return created.order;
  });
  return afterFetching(c, order, quick);
}

/**
 * An order POST that was not answered (a timeout): it may have made the order. The failed-order
 * page with the key says so, looks the order up by the key and only then offers another try
 * (docs/decisions/0017-orders-never-lost-or-doubled.md).
 */
export function unconfirmed(c: C, key: string, quick: boolean): Outcome {
  const to = appUrl(c.get("site"), "webshop_failed_order", quick ? { key, quick: "1" } : { key });
  return { ok: false, to, label: "error_order_unconfirmed", order: null, effects: ["refetch_cart"] };
}

/** Step 2 (and a new payment's start): the order's payment type decides. */
export async function afterFetching(c: C, order: Order, quick: boolean): Promise<Outcome> {
  const ident = order.order_identificator;
  const done = (to: string | null): Outcome => ({ ok: true, to: to ?? appUrl(c.get("site"), "webshop_payment_new", { order: ident }), label: null, order: ident, effects: [] });
  // A direct charge is asked for before the order has its number: its return path names it now.
  const redirectUrl = order.redirect_url_on_created ? withOrder(order.redirect_url_on_created, ident) : null;
  const decision = afterOrderFetched({ order: ident, payment_type: order.payment_type, redirect_url_on_created: redirectUrl });
  if (decision.log) console.error(`checkout: ${decision.log}`);
  if (decision.go) return done(urlOf(c, decision.go, quick));
  if (!decision.effects.includes("create_payment")) {
    // A direct card order whose charge is undecided (logged above): payment new lets the shopper try again.
    return done(null);
  }
  let created: Awaited<ReturnType<typeof createPayment>>;
  try {
    created = await createPayment(dataContext(c), ident, returnPaths(c.get("site"), ident, quick));
  } catch (err) {
    if (!(err instanceof UpstreamError && err.status === 409 && err.labelName)) throw err;
    if (err.labelName === "error_order_already_paid") return done(appUrl(c.get("site"), "webshop_thank_you", { order_identificator: ident }));
    return done(appUrl(c.get("site"), "webshop_payment_new", { order: ident, error: err.labelName }));
  }
  const payment = afterPaymentCreated(ident, created);
  if (!payment.go) return done(null);
  if (payment.error && "name" in payment.go) return done(urlOf(c, { name: payment.go.name, query: { ...payment.go.query, error: payment.error } }, quick));
  return done(urlOf(c, payment.go, quick));
}
