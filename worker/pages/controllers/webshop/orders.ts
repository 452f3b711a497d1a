import { orderOfQuery } from "../../../../shared/checkout/order-paths";
import type { Order } from "../../../../shared/contract/order";
import { ORDER_PROBLEMS } from "../../../../shared/screens/checkout";
import { appUrl, sitePath } from "../../../../shared/urls";
import { IDEMPOTENCY_KEY } from "../../../../shared/contract/checkout";
import { loadOrder, orderByKey } from "../../../data/checkout";
import { PageUnauthorized } from "../../../errors";
import { UpstreamError } from "../../../upstream/client";
import type { LoaderResult, Moved, PageContext } from "../../types";
import { formState, labeler, redirectTo, siteRoot, stepPath, webshopPage } from "./frame";

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
  return webshopPage(ctx, t, { kind: "webshop-thank-you", order, form: formState(ctx, "order-account") }, "checkout_thank_you");
}

const TITLES: Record<(typeof ORDER_PROBLEMS)[number], string> = {
  canceled: "checkout_canceled_title",
  failed_order: "checkout_failed_order_title",
  failed_payment: "checkout_failed_payment_title",
  unconfirmed: "checkout_unconfirmed_title",
};
/** A refusal's label as the failed-order page may show it (the order-outcome's reason). */
const REASON = /^error_[a-z0-9_]{2,60}$/;

type Link = { href: string; label: string };

/** Back to where the order started: the quick order, or the cart. */
function startOver(ctx: PageContext, quick: boolean): Link {
  return quick ? { href: appUrl(ctx.site, "catalog_quickorder"), label: "quick_order_title" } : { href: appUrl(ctx.site, "webshop_cart"), label: "cart_view" };
}

export async function problemPage(ctx: PageContext, problem: Exclude<(typeof ORDER_PROBLEMS)[number], "unconfirmed">, quick = false): Promise<LoaderResult> {
  const key = ctx.query.get("key");
  if (problem === "failed_order" && key && IDEMPOTENCY_KEY.test(key)) return unconfirmedPage(ctx, key, quick || ctx.query.get("quick") === "1");
  const reason = ctx.query.get("reason");
  const [t, order] = await Promise.all([labeler(ctx), orderFor(ctx, orderOfQuery(ctx.query))]);
  const screen = { kind: "webshop-order-problem" as const, problem, order, reason: reason && REASON.test(reason) ? reason : null, quick, links: [startOver(ctx, quick)] };
  return webshopPage(ctx, t, screen, TITLES[problem]);
}

/**
 * The order that `key` made, when it made one this visitor owns; null when the API says it made
 * none; undefined when that could not be asked (the API still unreachable).
 */
export async function orderOfKey(ctx: PageContext, key: string): Promise<Order | null | undefined> {
  try {
    return await orderByKey(ctx.dc, key);
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 401) return null;
    console.error("webshop: looking an order up by its key failed:", err instanceof UpstreamError ? err.message : err);
    return undefined;
  }
}

/**
 * After an order POST that was not answered (failed-order with the review page's `key`,
 * docs/decisions/0017-orders-never-lost-or-doubled.md): the order is looked up by the key first.
 * Made → its thank-you page. Not made → "we could not confirm your order — check My orders or your
 * e-mail before ordering again", a link to My orders (an account's; a guest has the e-mail), and
 * another try: the review step with the same key, so the first request landing late and the new
 * one still make one order. Not known (the API still unreachable) → the notice without another try.
 */
async function unconfirmedPage(ctx: PageContext, key: string, quick: boolean): Promise<LoaderResult> {
  const [t, order, shopper] = await Promise.all([labeler(ctx), orderOfKey(ctx, key), ctx.shopper()]);
  if (order) return redirectTo(ctx, "webshop_thank_you", { order_identificator: order.order_identificator });
  const links: Link[] = [];
  if (shopper.loggedIn) links.push({ href: appUrl(ctx.site, "auth_my_webshop_orders"), label: "auth_my_orders" });
  if (order === null) {
    const review = `${stepPath(ctx.site, "reviewOrder")}?${new URLSearchParams(quick ? { key, quick: "1" } : { key })}`;
    links.push({ href: review, label: "checkout_try_again" });
  }
  const screen = { kind: "webshop-order-problem" as const, problem: "unconfirmed" as const, order: null, reason: null, quick, links };
  return webshopPage(ctx, t, screen, TITLES.unconfirmed);
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
