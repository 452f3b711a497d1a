import { checkoutGate, stepAction, type CheckoutStep, type GatedScreen } from "../../../../shared/checkout/checkout-gate";
import type { Cart } from "../../../../shared/contract/cart";
import type { Screen } from "../../../../shared/screens";
import type { CheckoutSteps } from "../../../../shared/screens/checkout";
import { EMPTY_FORM, type FormState } from "../../../../shared/screens/auth";
import { appUrl, sitePath, type SiteMount } from "../../../../shared/urls";
import { emptyCart, loadCart } from "../../../data/cart";
import type { Shopper } from "../../../data/shopper";
import { UpstreamError } from "../../../upstream/client";
import type { Loaded, Moved, PageContext } from "../../types";
import { labeler } from "../publish/shared";

/**
 * What every webshop loader shares: the page frame (visitor-bound, so `private` and noindex), the
 * checkout gate run with what the page knows, the steps in the tenant's order, and form state
 * from a refused plain post.
 */

export type T = Awaited<ReturnType<typeof labeler>>;
export { labeler };

/** Site paths for redirects: resolvePage puts the site's mount in front. */
export function siteRoot(ctx: PageContext): SiteMount {
  return { basePath: "", routeWords: ctx.site.routeWords };
}

export function redirectTo(ctx: PageContext, name: string, query?: Record<string, string>, status: Moved["status"] = 302): Moved {
  return { kind: "redirect", location: appUrl(siteRoot(ctx), name, query), status };
}

/** Crumbs: home, the cart (unless this is it), the screen. */
export function webshopPage(ctx: PageContext, t: T, screen: Screen, titleKey: string, template?: string): Loaded {
  const title = t(titleKey);
  const cart = appUrl(siteRoot(ctx), "webshop_cart");
  const crumbs = [{ title: t("breadcrumbs_home"), path: "/" }];
  if (ctx.route.path !== cart) crumbs.push({ title: t("cart_title"), path: cart });
  crumbs.push({ title, path: ctx.route.path });
  return { kind: "page", screen, title, description: title, breadcrumbs: crumbs, private: true, noindex: true, ...(template ? { template } : {}) };
}

export function formState(ctx: PageContext, form: string): FormState {
  const flash = ctx.flash();
  return flash && flash.form === form ? { values: flash.values, errors: flash.errors, notice: flash.notice } : EMPTY_FORM;
}

/** A step's page with the site's mount (for links in a screen). */
export function stepPath(mount: SiteMount, step: CheckoutStep): string {
  return sitePath(mount, `/${mount.routeWords.webshop}/${stepAction(step)}/`);
}

export function stepsOf(ctx: PageContext, current: CheckoutStep): CheckoutSteps {
  return { steps: ctx.dc.tenant.checkoutSteps.map((step) => ({ step, path: stepPath(ctx.site, step) })), current };
}

/** The visitor's cart; a token the API no longer accepts has an empty one (not an error page). */
export function visitorCart(ctx: PageContext): Promise<Cart> {
  return loadCart(ctx.dc).catch((err: unknown) => {
    if (err instanceof UpstreamError && err.status === 401) return emptyCart(ctx.dc.tenant.currency.code);
    throw err;
  });
}

const itemCount = (cart: Cart) => cart.parcels.reduce((n, p) => n + p.items.length, 0);

/**
 * The checkout gate (docs/behaviour/04-states.md) for a gated screen: the cart and the shopper are loaded together,
 * the pure gate decides, and the page follows it (404, a 302, or the screen with what was loaded).
 */
export async function gate(ctx: PageContext, screen: GatedScreen): Promise<{ cart: Cart; shopper: Shopper } | Moved | null> {
  const tenant = ctx.dc.tenant;
  const [cart, shopper] = await Promise.all([visitorCart(ctx), ctx.shopper()]);
  const answer = checkoutGate({
    screen,
    steps: tenant.checkoutSteps,
    cartEmpty: itemCount(cart) === 0,
    webshopRequiresAuth: tenant.webshopRequiresAuth,
    loggedIn: shopper.loggedIn,
    continueAsGuest: shopper.continueAsGuest,
  });
  if (answer.kind === "not_found") return null;
  if (answer.kind === "redirect") return redirectTo(ctx, answer.to);
  return { cart, shopper };
}
