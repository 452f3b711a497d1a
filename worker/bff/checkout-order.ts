import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { cardErrorsFor, cardFieldsOf, OrderPaymentForm, PlaceOrderForm } from "../../shared/checkout/checkout-forms";
import { returnPaths } from "../../shared/checkout/order-paths";
import { CARD_FIELDS, checkCard } from "../../shared/contract/checkout";
import type { Order } from "../../shared/contract/order";
import { appUrl, sitePath } from "../../shared/urls";
import { loadCart } from "../data/cart";
import { cardBody, loadOrder, payDirect, placeOrder, type OrderRequest } from "../data/checkout";
import { dataContext } from "../data/context";
import { UpstreamError } from "../upstream/client";
import { afterFetching, afterPlacing, unconfirmed, type Outcome } from "./checkout-outcome";
import { readSubmission, validate } from "./form-submit";
import { failSubmission, ok, refuse, seeOther, unavailableStatus, type FieldErrors, type Submission } from "./respond";
import { safeReturnPath } from "./return-path";

/**
 * Placing the order and paying it again (docs/behaviour/04-states.md "Order outcome after creation"):
 *
 * - POST /webshop/order/: the terms ticked (and, for a direct card payment, the card) → the API's
 *   POST /webshop/order/ with the review page's idempotency key, sent once and never retried (a
 *   double click or a resent form reaches the API with the same key, and the API answers each
 *   with the one order the key made) → the outcome decisions (./checkout-outcome.ts). A refused
 *   order lands on failed-order with the API's reason; one that was not answered (a timeout) on
 *   failed-order with the key, which looks the order up before it offers another try
 *   (docs/decisions/0017-orders-never-lost-or-doubled.md).
 * - POST /webshop/order-payment/: another try for an order (payment new): a direct card order's
 *   card is charged; every other order starts its payment the way its type says.
 *
 * A plain form gets a 303 to where the outcome leads; JSON gets `{success, data, redirect,
 * effects}`, and the browser goes to the same place. A form refused before anything was sent
 * (terms, card typos) goes back to its page with errors beside the fields; card inputs are
 * never echoed back.
 */
export const orderBff = new Hono<AppEnv>();

type C = Context<AppEnv>;
const SECRET = [...CARD_FIELDS, "card_exp"] as const;

/** The submission's fields without the form's own (`_back`). */
function ownFields(sub: Submission): Record<string, string> {
  return Object.fromEntries(Object.entries(sub.fields).filter(([k]) => !k.startsWith("_")));
}

function answer(c: C, sub: Submission, outcome: Outcome, status: 400 | 403 | 409 | 502 | 503 = 409): Response {
  if (sub.mode === "form") return seeOther(c, outcome.to);
  if (outcome.ok) return ok(c, { order: outcome.order }, { redirect: outcome.to, effects: outcome.effects });
  return refuse(c, status, outcome.label, { redirect: outcome.to, effects: outcome.effects });
}

/** Checks the card as the gateway will; the errors name the card inputs. */
function cardOf(fields: Record<string, string>): { ok: true; card: Record<string, string> } | { ok: false; errors: FieldErrors } {
  const checked = checkCard(cardFieldsOf(fields), new Date());
  if (!checked.ok) return { ok: false, errors: cardErrorsFor(checked.errors, fields.card_exp !== undefined) };
  return { ok: true, card: cardBody(checked.card) };
}

/** The API's card refusal (400 error_invalid_card) beside the card inputs. */
function cardRefusal(err: unknown): FieldErrors | null {
  if (!(err instanceof UpstreamError && err.status === 400 && err.labelName === "error_invalid_card")) return null;
  const errors: FieldErrors = {};
  for (const e of err.fieldErrors) if ((SECRET as readonly string[]).includes(e.field)) errors[e.field] ??= e.label_name;
  return Object.keys(errors).length > 0 ? errors : { card_number: "error_invalid_card" };
}

/**
 * Development only (ENVIRONMENT "development": `npm start` and the e2e server, never a deployed
 * environment): `x-zrno-fault: order-late` stands for an API that answers after the storefront
 * stopped waiting. The order is sent 1.5 s later, in the background, and the storefront goes on as
 * it does after a timeout; the e2e test of a timed-out order needs an API this slow (tests/e2e/order-safety.spec.ts).
 */
function lateOrderFault(c: C, dc: ReturnType<typeof dataContext>, req: OrderRequest): boolean {
  if (c.env.ENVIRONMENT !== "development" || c.req.header("x-zrno-fault") !== "order-late") return false;
  const late = new Promise((done) => setTimeout(done, 1500)).then(() => placeOrder(dc, req));
  c.executionCtx.waitUntil(late.catch((err: unknown) => console.error("bff checkout: the late order failed:", err)));
  return true;
}

orderBff.post("/webshop/order/", async (c) => {
  const sub = await readSubmission(c);
  if (sub instanceof Response) return sub;
  const fields = ownFields(sub);
  const back = safeReturnPath(sub.fields._back, c) ?? sitePath(c.get("site"), `/${c.get("site").routeWords.webshop}/review-order/`);
  const refuse = (errors: FieldErrors, notice?: string) => failSubmission(c, sub, { form: "order", errors, notice, secret: SECRET, back });
  const checked = validate(PlaceOrderForm, fields);
  if (!checked.ok) return refuse(checked.errors);
  const quick = checked.value.quick === "1";
  const key = checked.value.idempotency_key;
  const dc = dataContext(c);

  let created: { ok: true; order: Order } | { ok: false; label: string };
  let status: 400 | 403 | 409 | 502 | 503 = 409;
  try {
    // The card goes only with a direct card payment: the chosen payment is the cart's.
    const direct = (await loadCart(dc)).payment?.kind === "card_direct";
    let card: Record<string, string> | undefined;
    if (direct) {
      const checkedCard = cardOf(fields);
      if (!checkedCard.ok) return refuse(checkedCard.errors, "error_invalid_card");
      card = checkedCard.card;
    }
    const req: OrderRequest = { ...(direct ? { card, paths: returnPaths(c.get("site"), null, quick) } : {}), key };
    if (lateOrderFault(c, dc, req)) throw new UpstreamError("timeout", 504);
    created = { ok: true, order: await placeOrder(dc, req) };
  } catch (err) {
    const cardErrors = cardRefusal(err);
    if (cardErrors) return refuse(cardErrors, "error_invalid_card");
    if (err instanceof UpstreamError && err.kind === "status" && [400, 401, 403, 404, 409].includes(err.status)) {
      created = { ok: false, label: err.labelName && /^error_[a-z0-9_]{2,60}$/.test(err.labelName) ? err.labelName : "error_generic_text" };
      status = err.status === 401 || err.status === 404 ? 409 : (err.status as 400 | 403 | 409);
    } else {
      // Not answered (timeout, outage): never sent again here. With the page's key the order may
      // exist: the failed-order page looks it up by the key before it offers another try.
      console.error("bff checkout: placing the order failed:", err instanceof UpstreamError ? err.message : err);
      if (key) return answer(c, sub, unconfirmed(c, key, quick), unavailableStatus(err));
      created = { ok: false, label: "error_generic_text" };
      status = unavailableStatus(err);
    }
  }
  return answer(c, sub, await afterPlacing(c, created, quick), status);
});

orderBff.post("/webshop/order-payment/", async (c) => {
  const sub = await readSubmission(c);
  if (sub instanceof Response) return sub;
  const fields = ownFields(sub);
  const checked = validate(OrderPaymentForm, fields);
  const ident = checked.ok ? checked.value.order : null;
  const back = safeReturnPath(sub.fields._back, c) ?? appUrl(c.get("site"), "webshop_payment_new", ident ? { order: ident } : undefined);
  const refuse = (errors: FieldErrors, notice?: string, status?: 400 | 409) => failSubmission(c, sub, { form: "order-payment", errors, notice, secret: SECRET, back, status });
  if (!checked.ok || !ident) return refuse(checked.ok ? {} : checked.errors);
  const quick = checked.value.quick === "1";
  const dc = dataContext(c);
  try {
    let order = await loadOrder(dc, ident);
    if (order.payment.kind === "card_direct" && order.status !== "paid") {
      const card = cardOf(fields);
      if (!card.ok) return refuse(card.errors, "error_invalid_card");
      order = await payDirect(dc, ident, card.card, returnPaths(c.get("site"), ident, quick));
    }
    return answer(c, sub, await afterFetching(c, order, quick));
  } catch (err) {
    const cardErrors = cardRefusal(err);
    if (cardErrors) return refuse(cardErrors, "error_invalid_card");
    if (err instanceof UpstreamError && err.kind === "status" && [401, 404, 409].includes(err.status)) {
      return refuse({}, err.status === 409 && err.labelName ? err.labelName : "error_order_not_found", 409);
    }
    console.error("bff checkout: a new payment failed:", err instanceof UpstreamError ? err.message : err);
    return refuse({}, "error_generic_text", 409);
  }
});
