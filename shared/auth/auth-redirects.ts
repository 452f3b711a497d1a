import { safeRedirect, type RedirectScope } from "../safe-redirect";

/**
 * Auth redirects (docs/behaviour/04-states.md "Auth redirects", docs/behaviour/06-roles.md): where the auth screens send a shopper who is on
 * the wrong side of logging in, and where logout goes. Pure; the page loader follows the answer.
 */

/** The screens of the auth controller (docs/behaviour/02-screens-and-routes.md "auth"), by their URL segment. */
export type AuthScreen =
  | "dashboard"
  | "login"
  | "signup"
  | "forgotten_password"
  | "new_password"
  | "confirm_signup"
  | "edit"
  | "orders"
  | "coupons"
  | "wishlist"
  | "logout";

/** Screens for shoppers who are not logged in: a logged-in shopper is sent on (docs/behaviour/04-states.md). */
const LOGGED_OUT_SCREENS: ReadonlySet<AuthScreen> = new Set(["login", "signup", "forgotten_password", "new_password", "confirm_signup"]);

export interface AuthRedirectInput {
  /**
   * `dashboard` is the default auth screen (`/{auth}/`): the dashboard for a logged-in shopper,
   * the log-in form for everyone else.
   */
  screen: AuthScreen;
  loggedIn: boolean;
  /** tenants/*.ts `authRedirects`, site paths. */
  redirects: { loggedIn: string | null; loggedOut: string | null };
  /** The site path being shown, so a configured redirect to the same page is not a loop. */
  currentPath: string;
}

/** Where to send the shopper instead, or null to show the screen. */
export function authRedirect(input: AuthRedirectInput): { to: string } | { name: "auth" | "auth_login" } | null {
  const { screen, loggedIn, redirects, currentPath } = input;
  if (screen === "logout") return null;
  const away = (to: string | null, fallback: "auth" | "auth_login") => (to === null ? { name: fallback } : to === currentPath ? null : { to });
  if (loggedIn) {
    if (screen === "dashboard") return redirects.loggedIn === null ? null : away(redirects.loggedIn, "auth");
    return LOGGED_OUT_SCREENS.has(screen) ? away(redirects.loggedIn, "auth") : null;
  }
  if (screen === "dashboard" || LOGGED_OUT_SCREENS.has(screen)) return null;
  return away(redirects.loggedOut, "auth_login");
}

/**
 * Where logout goes: the `redirect` query under the one redirect rule (shared/safe-redirect.ts),
 * on this site's origin and mount; null means home. Without a scope, any path of this host.
 */
export function logoutTarget(redirect: string | null, scope: RedirectScope = { origin: "https://same-site.invalid", basePath: "" }): string | null {
  return safeRedirect(redirect, scope);
}
