import { cartNoticeOf } from "../../../../shared/contract/cart";
import type { LoaderResult, PageContext } from "../../types";
import { formState, labeler, stepPath, visitorCart, webshopPage } from "./frame";

/**
 * The cart page (docs/behaviour/02-screens-and-routes.md webshop "shopping cart"): the visitor's cart with its coupon, shipping
 * and totals, and the way into checkout (the first step; the checkout gate there sends a shopper
 * who must log in to the webshop login). Loads the cart and the labels, nothing public beyond.
 */
export async function cartPage(ctx: PageContext): Promise<LoaderResult> {
  const [cart, t] = await Promise.all([visitorCart(ctx), labeler(ctx)]);
  const qty = /^\d{1,4}$/.test(ctx.query.get("qty") ?? "") ? Number(ctx.query.get("qty")) : null;
  const first = ctx.dc.tenant.checkoutSteps[0] ?? "customer";
  return webshopPage(
    ctx,
    t,
    {
      kind: "webshop-cart",
      cart,
      notice: cartNoticeOf(ctx.query.get("notice")),
      noticeQty: qty,
      couponForm: formState(ctx, "coupon"),
      checkout: stepPath(ctx.site, first),
    },
    "cart_title",
  );
}
