import type { RouteWords } from "../route-words";
import type { AuthScreen } from "./auth-redirects";

/**
 * Which auth screen a path below the account root shows (docs/behaviour/02-screens-and-routes.md "auth: chosen by the second URL
 * segment"). Pure. Segments are hyphenated (`forgotten-password`); the underscore spelling of the
 * spec's names is accepted too, so links written either way keep working. Every screen has an
 * exact number of segments: anything else, and any unknown word, is the 404 screen (null).
 */
export type AuthTarget =
  | { screen: Exclude<AuthScreen, "new_password" | "confirm_signup"> }
  | { screen: "new_password" | "confirm_signup"; id: string; code: string }
  | { screen: "social_login"; provider: string };

/** Screens of one segment, by their word (both spellings). */
const SINGLE: Readonly<Record<string, Exclude<AuthScreen, "new_password" | "confirm_signup" | "dashboard" | "orders">>> = {
  login: "login",
  signup: "signup",
  "forgotten-password": "forgotten_password",
  forgotten_password: "forgotten_password",
  edit: "edit",
  coupons: "coupons",
  "my-webshop-coupons": "coupons",
  my_webshop_coupons: "coupons",
  wishlist: "wishlist",
  logout: "logout",
};

/** Screens of a mailed link: word, then `{id}/{code}`. */
const LINKED: Readonly<Record<string, "new_password" | "confirm_signup">> = {
  "change-password": "new_password",
  change_password: "new_password",
  "confirm-signup": "confirm_signup",
  confirm_signup: "confirm_signup",
  "signup-confirm": "confirm_signup",
  signup_confirm: "confirm_signup",
};

/** A segment as it may appear in a mailed link or a provider name: no dots, slashes or spaces. */
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

export function authTargetOf(subpath: readonly string[], words: Pick<RouteWords, "orders">): AuthTarget | null {
  const [first, ...rest] = subpath;
  if (first === undefined) return { screen: "dashboard" };
  if (rest.length === 0) {
    if (first === words.orders || first === "my-webshop-orders" || first === "my_webshop_orders") return { screen: "orders" };
    return Object.hasOwn(SINGLE, first) ? { screen: SINGLE[first]! } : null;
  }
  if (Object.hasOwn(LINKED, first) && rest.length === 2 && rest.every((s) => SEGMENT.test(s))) {
    return { screen: LINKED[first]!, id: rest[0]!, code: rest[1]! };
  }
  if ((first === "social-login" || first === "social_login") && rest.length === 1 && SEGMENT.test(rest[0]!)) return { screen: "social_login", provider: rest[0]! };
  return null;
}
