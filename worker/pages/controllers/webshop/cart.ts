import { cartNoticeOf } from "../../../../shared/contract/cart";
import type { ProductListItem } from "../../../../shared/contract/catalog";
import { loadProducts } from "../../../data/catalog";
import type { DataContext } from "../../../data/context";
import type { LoaderResult, PageContext } from "../../types";
import { formState, labeler, stepPath, visitorCart, webshopPage } from "./frame";

/**
 * The cart page (docs/behaviour/02-screens-and-routes.md webshop "shopping cart"): the visitor's cart with its coupon, shipping
 * and totals, and the way into checkout (the first step; the checkout gate there sends a shopper
 * who must log in to the webshop login). Loads the cart and the labels, and the (cached) bestsellers
 * an empty cart offers; nothing else public.
 */
export async function cartPage(ctx: PageContext): Promise<LoaderResult> {
  const [cart, t, bestsellers] = await Promise.all([visitorCart(ctx), labeler(ctx), bestsellersOf(ctx.dc)]);
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
      bestsellers,
    },
    "cart_title",
  );
}

/** The list an empty cart shows (commerce/seed/catalog/lists.ts); an extra, so a failure shows none. */
export const CART_BESTSELLERS_LIST = "bestsellers";
const CART_BESTSELLERS = 4;

async function bestsellersOf(dc: DataContext): Promise<ProductListItem[]> {
  try {
    return (await loadProducts(dc, { list: CART_BESTSELLERS_LIST, limit: CART_BESTSELLERS })).items;
  } catch (err) {
    console.error("cart: bestsellers could not be loaded", err);
    return [];
  }
}
