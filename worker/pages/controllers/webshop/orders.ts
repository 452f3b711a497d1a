import { orderOfQuery } from "../../../../shared/checkout/order-paths";
import type { Order } from "../../../../shared/contract/order";
import { ORDER_PROBLEMS } from "../../../../shared/screens/checkout";
import { appUrl, sitePath } from "../../../../shared/urls";
import { loadOrder } from "../../../data/checkout";
import { PageUnauthorized } from "../../../errors";
import { UpstreamError } from "../../../upstream/client";
import type { LoaderResult, Moved, PageContext } from "../../types";
import { labeler, siteRoot, webshopPage } from "./frame";

/**
 * The pages an order leads to (docs/behaviour/02-screens-and-routes.md webshop): thank-you (`?order_identificator=`), canceled,
 * failed order, failed payment, the order itself (`/{webshop}/{orders}/{id}-{code}/`, blank
 * layout) and its printable bank-transfer slip (`print-payment-transfer/?order=`, blank layout).
 * The order's state is always the API's, read with the visitor's token: only its owner sees it
 * (anyone else gets the 404 screen, or the page without the order's details).
 */

/** The order if this visitor owns it; null for a wrong, foreign or missing one. */
export async function orderFor(ctx: PageContext, ident: string | null, newPayment = false): Promise<Order | null> {
  if (!ident) return null;
  try {
    return await loadOrder(ctx.dc, ident, newPayment);
  } catch (err) {
    if (err instanceof UpstreamError && (err.status === 404 || err.status === 401)) return null;
    throw err;
  }
}

export async function thankYouPage(ctx: PageContext): Promise<LoaderResult> {
  const [t, order] = await Promise.all([labeler(ctx), orderFor(ctx, orderOfQuery(ctx.query))]);
  return webshopPage(ctx, t, { kind: "webshop-thank-you", order }, "checkout_thank_you");
}

const TITLES: Record<(typeof ORDER_PROBLEMS)[number], string> = { canceled: "checkout_canceled_title", failed_order: "checkout_failed_order_title", failed_payment: "checkout_failed_payment_title" };
/** A refusal's label as the failed-order page may show it (the order-outcome's reason). */
const REASON = /^error_[a-z0-9_]{2,60}$/;

export async function problemPage(ctx: PageContext, problem: (typeof ORDER_PROBLEMS)[number], quick = false): Promise<LoaderResult> {
  const reason = ctx.query.get("reason");
  const [t, order] = await Promise.all([labeler(ctx), orderFor(ctx, orderOfQuery(ctx.query))]);
  const screen = { kind: "webshop-order-problem" as const, problem, order, reason: reason && REASON.test(reason) ? reason : null, quick };
  return webshopPage(ctx, t, screen, TITLES[problem]);
}

/**
 * A logged-out visitor who opens an order page (the link in the confirmation mail, on another
 * device) gets docs/behaviour/08-errors.md's "unauthorized": a loader, then the log-in page, which brings them back
 * here. Whether the order exists is not told to anyone who does not own it.
 */
export async function viewOrderPage(ctx: PageContext, ident: string): Promise<LoaderResult> {
  const [t, order] = await Promise.all([labeler(ctx), orderFor(ctx, ident)]);
  if (!order) {
    if ((await ctx.shopper()).loggedIn) return null;
    throw new PageUnauthorized(appUrl(ctx.site, "auth_login", { redirect: sitePath(ctx.site, ctx.route.path) }));
  }
  return webshopPage(ctx, t, { kind: "webshop-view-order", order }, "order_details", "view_order");
}

/** Bank transfer orders only: any other order has no slip to print. */
export async function paymentSlipPage(ctx: PageContext): Promise<LoaderResult> {
  const [t, order] = await Promise.all([labeler(ctx), orderFor(ctx, orderOfQuery(ctx.query))]);
  if (!order?.payment_slip) return null;
  return webshopPage(ctx, t, { kind: "webshop-payment-slip", order }, "payment_slip_title", "print_payment_transfer");
}

/** The order mail's link (`view-order/?order=`, the API's view_order_url) → the order's own page. */
export function viewOrderLink(ctx: PageContext): Moved | null {
  const ident = orderOfQuery(ctx.query);
  if (!ident) return null;
  const w = ctx.site.routeWords;
  return { kind: "redirect", location: sitePath(siteRoot(ctx), `/${w.webshop}/${w.orders}/${ident}/`), status: 301 };
}
