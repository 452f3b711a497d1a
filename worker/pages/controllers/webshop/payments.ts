import { afterPaymentCreated } from "../../../../shared/checkout/order-outcome";
import { destinationUrl, orderOfQuery, returnPaths } from "../../../../shared/checkout/order-paths";
import { gatewayOrigin } from "../../../edge/security-headers";
import { createPayment } from "../../../data/checkout";
import { UpstreamError } from "../../../upstream/client";
import type { LoaderResult, PageContext } from "../../types";
import { formState, labeler, redirectTo, siteRoot, webshopPage } from "./frame";
import { orderFor } from "./orders";

/**
 * The payment pages of an order (docs/behaviour/02-screens-and-routes.md, docs/behaviour/04-states.md "Order outcome after creation"): payment create (the
 * card form of a `credit_cart_form` order, posted straight to the gateway), the autosubmit page
 * (a `redirect` order's hidden form, submitted by a nonce'd inline script), and payment new (another
 * try, `new_payment=1`). The quick order has its own `-quick` pages with its own return paths.
 * Each asks the API for the payment as it is now: a paid order goes to its thanks, an order
 * that cannot be paid this way to payment new.
 */

/** Errors payment new may be sent with (the outcome decisions' own). */
const NEW_PAYMENT_ERRORS: ReadonlySet<string> = new Set(["error_empty_payment_form", "error_order_not_payable", "error_invalid_card"]);

const gatewayOf = (ctx: PageContext) => gatewayOrigin((ctx.dc.env as { GATEWAY_ORIGIN?: string }).GATEWAY_ORIGIN);

/**
 * What create payment answers, or the reason the order cannot be paid now (a 409 of the API). A
 * form that would post anywhere but this site or the payment gateway is no form at all.
 */
async function paymentOf(ctx: PageContext, ident: string, quick: boolean) {
  try {
    const created = await createPayment(ctx.dc, ident, returnPaths(ctx.site, ident, quick));
    if ("form" in created && destinationUrl(ctx.site, { url: created.form.action }, { gatewayOrigin: gatewayOf(ctx) }) === null) {
      console.error(`checkout: order ${ident}: the payment form posts outside the shop and its gateway`);
      return { empty: true as const };
    }
    return created;
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 409 && err.labelName) return { refused: err.labelName };
    throw err;
  }
}

export async function paymentCreatePage(ctx: PageContext, quick: boolean): Promise<LoaderResult> {
  const ident = orderOfQuery(ctx.query);
  const [t, order] = await Promise.all([labeler(ctx), orderFor(ctx, ident)]);
  if (!order || !ident) return null;
  const thanks = () => redirectTo(ctx, "webshop_thank_you", { order_identificator: ident });
  const again = (error?: string) => redirectTo(ctx, "webshop_payment_new", { order: ident, ...(error ? { error } : {}), ...(quick ? { quick: "1" } : {}) });
  if (order.status === "paid") return thanks();
  if (order.payment_type !== "credit_cart_form") return again();
  const created = await paymentOf(ctx, ident, quick);
  if ("refused" in created) return created.refused === "error_order_already_paid" ? thanks() : again(created.refused);
  if (!("form" in created)) return again("error_empty_payment_form");
  return webshopPage(ctx, t, { kind: "webshop-payment-create", order, form: created.form, quick }, "payment_create_title");
}

/** A `redirect` order's payment: the hidden form (shown here), the gateway's URL, or payment new. */
export async function autosubmitPage(ctx: PageContext): Promise<LoaderResult> {
  const ident = orderOfQuery(ctx.query);
  const [t, order] = await Promise.all([labeler(ctx), orderFor(ctx, ident)]);
  if (!order || !ident) return null;
  if (order.status === "paid") return redirectTo(ctx, "webshop_thank_you", { order_identificator: ident });
  const created = await paymentOf(ctx, ident, false);
  if ("refused" in created) return redirectTo(ctx, "webshop_payment_new", { order: ident, error: created.refused });
  const decision = afterPaymentCreated(ident, created);
  if (decision.go && "name" in decision.go) {
    if (decision.go.name === "webshop_payment_form_autosubmit" && "form" in created) {
      return webshopPage(ctx, t, { kind: "webshop-payment-autosubmit", order: ident, form: created.form }, "payment_autosubmit_title");
    }
    return redirectTo(ctx, decision.go.name, { ...decision.go.query, ...(decision.error ? { error: decision.error } : {}) });
  }
  const to = decision.go ? destinationUrl(siteRoot(ctx), decision.go, { gatewayOrigin: gatewayOf(ctx) }) : null;
  return to ? { kind: "redirect", location: to, status: 302 } : redirectTo(ctx, "webshop_payment_new", { order: ident, error: "error_empty_payment_form" });
}

/** Another try: opening the page reopens a failed or canceled card payment (the API's `new_payment=1`). */
export async function newPaymentPage(ctx: PageContext): Promise<LoaderResult> {
  const ident = orderOfQuery(ctx.query);
  const [t, order] = await Promise.all([labeler(ctx), orderFor(ctx, ident, true)]);
  if (!order || !ident) return null;
  if (order.status === "paid") return redirectTo(ctx, "webshop_thank_you", { order_identificator: ident });
  const error = ctx.query.get("error");
  const screen = {
    kind: "webshop-payment-new" as const,
    order,
    error: error && NEW_PAYMENT_ERRORS.has(error) ? error : null,
    form: formState(ctx, "order-payment"),
    quick: ctx.query.get("quick") === "1",
  };
  return webshopPage(ctx, t, screen, "payment_new_title");
}
