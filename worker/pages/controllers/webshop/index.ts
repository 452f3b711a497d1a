import { OrderIdentificator } from "../../../../shared/contract/order";
import * as v from "valibot";
import type { LoaderResult, PageContext } from "../../types";
import { cartPage } from "./cart";
import { redirectTo } from "./frame";
import { paymentSlipPage, problemPage, thankYouPage, viewOrderLink, viewOrderPage } from "./orders";
import { autosubmitPage, newPaymentPage, paymentCreatePage } from "./payments";
import { customerStep, loginStep, paymentStep, reviewStep, shippingStep } from "./steps";

export { quickOrderPage } from "./quick-order";

/**
 * webshop controller (docs/behaviour/02-screens-and-routes.md "webshop"): one route row per site for `/{webshop}/` (the cart);
 * the segments below it pick the screen (worker/pages/resolve.ts `matchRoute`). Every webshop
 * page is visitor-bound: `private` (no-store) and noindex. Unknown pages, steps the tenant did not
 * configure (the checkout gate) and orders that are not the visitor's answer the 404 screen.
 */
export async function loadWebshop(ctx: PageContext): Promise<LoaderResult> {
  const result = await screenOf(ctx);
  // A redirect here is decided for this visitor (the gate, their order): never cached either.
  return result?.kind === "redirect" ? { ...result, private: true } : result;
}

/** Each webshop page below the cart, by its segment; a segment not here is the 404 screen. */
const PAGES = new Map<string, (ctx: PageContext) => Promise<LoaderResult> | LoaderResult>([
  ["cart", (ctx) => redirectTo(ctx, "webshop_cart", undefined, 301)],
  ["login", loginStep],
  ["customer", customerStep],
  ["shipping", shippingStep],
  ["payment", paymentStep],
  ["review-order", reviewStep],
  ["thank-you", thankYouPage],
  ["canceled", (ctx) => problemPage(ctx, "canceled")],
  ["failed-order", (ctx) => problemPage(ctx, "failed_order")],
  ["failed-payment", (ctx) => problemPage(ctx, "failed_payment")],
  ["payment-create", (ctx) => paymentCreatePage(ctx, false)],
  ["create-order", (ctx) => paymentCreatePage(ctx, false)],
  ["payment-create-quick", (ctx) => paymentCreatePage(ctx, true)],
  ["payment-canceled-quick", (ctx) => problemPage(ctx, "canceled", true)],
  ["payment-form-autosubmit", autosubmitPage],
  ["payment-new", newPaymentPage],
  ["print-payment-transfer", paymentSlipPage],
  ["view-order", viewOrderLink],
]);

function screenOf(ctx: PageContext): Promise<LoaderResult> | LoaderResult {
  if (ctx.route.action !== "cart") return null;
  const [page, arg, ...rest] = ctx.subpath;
  if (rest.length > 0) return null;
  if (page === undefined) return cartPage(ctx);
  if (arg !== undefined) {
    // `/{webshop}/{orders}/{id}-{code}/`: the order (blank layout).
    if (page === ctx.site.routeWords.orders && v.is(OrderIdentificator, arg)) return viewOrderPage(ctx, arg);
    // docs/behaviour/02-screens-and-routes.md: webshop/order/payment maps to /webshop/create-order/ (the query kept).
    if (page === "order" && arg === "payment") return redirectTo(ctx, "webshop_create_order", Object.fromEntries(ctx.query), 301);
    return null;
  }
  return PAGES.get(page)?.(ctx) ?? null;
}
