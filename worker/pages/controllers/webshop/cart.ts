import { cartNoticeOf } from "../../../../shared/contract/cart";
import type { ProductListItem } from "../../../../shared/contract/catalog";
import { loadProducts } from "../../../data/catalog";
import type { DataContext } from "../../../data/context";
import type { LoaderResult, PageContext } from "../../types";
import { shopOffers } from "../shop-offers";
import { formState, labeler, stepPath, visitorCart, webshopPage } from "./frame";

/**
 * The cart page (docs/behaviour/02-screens-and-routes.md webshop "shopping cart"): the visitor's cart with its coupon, shipping
 * and totals, and the way into checkout (the first step; the checkout gate there sends a shopper
 * who must log in to the webshop login). Loads the cart and the labels, what an empty cart offers
 * (cached: ../shop-offers.ts), and what goes with a full one (from its lines' categories); nothing else public.
 */
export async function cartPage(ctx: PageContext): Promise<LoaderResult> {
  const [cart, t, offers] = await Promise.all([visitorCart(ctx), labeler(ctx), shopOffers(ctx.dc)]);
  const crossSell = await crossSellOf(ctx.dc, cart.parcels.flatMap((p) => p.items.map((i) => i.item)));
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
      offers,
      crossSell,
    },
    "cart_title",
  );
}

const CROSS_SELL = 4;
/** Categories asked for a cross-sell: the cart's first ones (each a cached product list). */
const CROSS_SELL_CATEGORIES = 2;

/**
 * What a cart offers beside its lines (issue 18 "cross-sell from the cart's categories"): products
 * of the categories its lines are in, in the catalogue's recommended order, neither in the cart
 * already nor sold out, a few of each category in turn. An extra: a failure shows none.
 */
async function crossSellOf(dc: DataContext, inCart: ProductListItem[]): Promise<ProductListItem[]> {
  const categories = [...new Set(inCart.map((p) => p.category_code))].slice(0, CROSS_SELL_CATEGORIES);
  if (categories.length === 0) return [];
  try {
    const pages = await Promise.all(categories.map((category) => loadProducts(dc, { category, limit: CROSS_SELL * 2 })));
    const taken = new Set(inCart.map((p) => p.id));
    const offered = pages.map((p) => p.items.filter((i) => i.is_available && !taken.has(i.id)));
    const out: ProductListItem[] = [];
    for (let i = 0; out.length < CROSS_SELL && offered.some((list) => i < list.length); i++) {
      for (const list of offered) {
        const p = list[i];
        if (p && out.length < CROSS_SELL && !out.some((o) => o.id === p.id)) out.push(p);
      }
    }
    return out;
  } catch (err) {
    console.error("cart: cross-sell could not be loaded", err);
    return [];
  }
}
