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
  switch (page) {
    case "cart":
      return redirectTo(ctx, "webshop_cart", undefined, 301);
    case "login":
      return loginStep(ctx);
    case "customer":
      return customerStep(ctx);
    case "shipping":
      return shippingStep(ctx);
    case "payment":
      return paymentStep(ctx);
    case "review-order":
      return reviewStep(ctx);
    case "thank-you":
      return thankYouPage(ctx);
    case "canceled":
      return problemPage(ctx, "canceled");
    case "failed-order":
      return problemPage(ctx, "failed_order");
    case "failed-payment":
      return problemPage(ctx, "failed_payment");
    case "payment-create":
    case "create-order":
      return paymentCreatePage(ctx, false);
    case "payment-create-quick":
      return paymentCreatePage(ctx, true);
    case "payment-canceled-quick":
      return problemPage(ctx, "canceled", true);
    case "payment-form-autosubmit":
      return autosubmitPage(ctx);
    case "payment-new":
      return newPaymentPage(ctx);
    case "print-payment-transfer":
      return paymentSlipPage(ctx);
    case "view-order":
      return viewOrderLink(ctx);
    default:
      return null;
  }
}
