import { authRedirect } from "../../../shared/auth/auth-redirects";
import { authTargetOf, type AuthTarget } from "../../../shared/auth/auth-screens";
import { appUrl } from "../../../shared/urls";
import { socialLoginAvailable } from "../../data/account";
import { UpstreamError } from "../../upstream/client";
import type { Loader, LoaderResult, Moved, PageContext } from "../types";
import { wishlistPage } from "./personal";
import { couponsPage, dashboardPage, editPage, ordersPage } from "./auth/account";
import { confirmPage, forgottenPage, loginPage, logoutPage, newPasswordPage, signupPage } from "./auth/forms";

/**
 * auth controller (docs/behaviour/02-screens-and-routes.md "auth"): one route row per site for the account root; the segments
 * below it pick the screen (shared/auth/auth-screens.ts), unknown ones and wrong segment counts
 * are the 404 screen. Before anything is loaded the shopper's side of logging in decides whether
 * the screen is shown at all (docs/behaviour/04-states.md "Auth redirects", shared/auth/auth-redirects.ts): a 302 to
 * the configured page otherwise, a logged-out shopper's carrying `redirect` back here.
 *
 * Every auth page is visitor-bound: `private` (no-store) and noindex. What this does not load: a
 * logged-out shopper's account data (the API is asked only once is-login says logged in, so a
 * stale page never costs a visitor the token their cart is bound to).
 */
export const loadAuth: Loader = async (ctx) => {
  const target = authTargetOf(ctx.subpath, ctx.site.routeWords);
  if (!target) return null;
  // No identity provider is configured: the API says so, and the path is unknown (docs/behaviour/02-screens-and-routes.md).
  if (target.screen === "social_login") {
    if (await socialLoginAvailable(ctx.dc, target.provider)) console.error(`auth: social login "${target.provider}" is configured upstream, but this shop has no flow for it`);
    return null;
  }
  const shopper = await ctx.shopper();
  const away = authRedirect({ screen: target.screen, loggedIn: shopper.loggedIn, redirects: ctx.dc.tenant.authRedirects, currentPath: ctx.route.path });
  if (away) return moved(ctx, "to" in away ? away.to : siteRoot(ctx, away.name), !shopper.loggedIn);
  try {
    return await (shopper.loggedIn ? accountScreen(ctx, target) : visitorScreen(ctx, target));
  } catch (err) {
    // The session ended between is-login and the account call: log in again, then come back.
    if (err instanceof UpstreamError && (err.status === 401 || err.status === 403) && shopper.loggedIn) return moved(ctx, siteRoot(ctx, "auth_login"), true);
    throw err;
  }
};

function accountScreen(ctx: PageContext, target: AuthTarget): Promise<LoaderResult> {
  switch (target.screen) {
    case "dashboard":
      return dashboardPage(ctx);
    case "edit":
      return editPage(ctx);
    case "orders":
      return ordersPage(ctx);
    case "coupons":
      return couponsPage(ctx);
    case "wishlist":
      return wishlistPage(ctx);
    case "logout":
      return logoutPage(ctx, true);
    default:
      // authRedirect sends a logged-in shopper away from every other screen.
      return Promise.resolve(null);
  }
}

function visitorScreen(ctx: PageContext, target: AuthTarget): Promise<LoaderResult> {
  switch (target.screen) {
    case "dashboard":
    case "login":
      return loginPage(ctx, target.screen === "login");
    case "signup":
      return signupPage(ctx);
    case "forgotten_password":
      return forgottenPage(ctx);
    case "new_password":
      return newPasswordPage(ctx, target.id, target.code);
    case "confirm_signup":
      return confirmPage(ctx, target.id, target.code);
    case "logout":
      return logoutPage(ctx, false);
    default:
      // authRedirect sends a logged-out shopper away from every other screen.
      return Promise.resolve(null);
  }
}

/** A named account page as a site path (resolvePage puts the site's mount in front). */
function siteRoot(ctx: PageContext, name: "auth" | "auth_login"): string {
  return appUrl({ basePath: "", routeWords: ctx.site.routeWords }, name);
}

/**
 * A 302 to a site path. Sent to the log-in form, a logged-out shopper carries `redirect` (this
 * page, with the site's mount), so logging in brings them back.
 */
function moved(ctx: PageContext, to: string, comeBack: boolean): Moved {
  const login = siteRoot(ctx, "auth_login");
  if (!comeBack || to !== login || ctx.route.path === login) return { kind: "redirect", location: to, status: 302 };
  const query = ctx.query.toString();
  const here = ctx.site.basePath + ctx.route.path + (query ? `?${query}` : "");
  return { kind: "redirect", location: `${login}?${new URLSearchParams({ redirect: here })}`, status: 302 };
}
