/**
 * Every abuse limit of the storefront in one table (docs/security.md "Limits"; README "Abuse
 * limits"). Each row is counted on a Workers Rate Limiting binding of wrangler.toml, whose limit
 * and period are set there (a binding is one limit and one period of 10 or 60 s); LIMITERS
 * mirrors them and tests/node/limits-table.test.ts checks that both agree.
 *
 * What a row counts with:
 * - `client`: the client's address (CF-Connecting-IP, an IPv6 client by its /64), all accounts;
 * - `account+client`: one e-mail from one client — a client that fails on an account is slowed,
 *   the owner on a client of their own never is (owners are never locked out);
 * - `cart`: the visitor's token, whichever client it comes from;
 * - `account`: the logged-in shopper.
 * Failures per account from MANY clients are slowed down by the commerce API instead (a growing
 * delay of at most 1.5 s, commerce/lib/rate-limit.ts `loginPace`): refusing them would let anyone
 * lock the owner out; past that wait only clients that failed on the account themselves get 429.
 */

export const LIMITERS = {
  THROTTLE_10_PER_MIN: { limit: 10, period: 60 },
  THROTTLE_5_PER_MIN: { limit: 5, period: 60 },
  THROTTLE_3_PER_MIN: { limit: 3, period: 60 },
} as const;
type LimiterName = keyof typeof LIMITERS;

type LimitScope = "client" | "account+client" | "cart" | "account";

interface LimitRow {
  limiter: LimiterName;
  per: LimitScope;
  /** What is counted, for the README and docs/security.md. */
  what: string;
  /**
   * The BFF endpoints that count this row. Empty: the form does not exist yet and `waitsFor`
   * names the issue that adds it (tests/node/limits-table.test.ts checks both ways).
   */
  endpoints: readonly string[];
  waitsFor?: string;
}

export const LIMITS = {
  login_client: { limiter: "THROTTLE_10_PER_MIN", per: "client", what: "log-in tries from one client, any e-mail (password spraying)", endpoints: ["POST auth/login/"] },
  login_account_client: { limiter: "THROTTLE_5_PER_MIN", per: "account+client", what: "log-in tries for one e-mail from one client (guessing one password)", endpoints: ["POST auth/login/"] },
  signup_client: { limiter: "THROTTLE_5_PER_MIN", per: "client", what: "sign-ups, quick sign-ups and accounts from an order from one client", endpoints: ["POST auth/signup/", "POST auth/quick-signup/", "POST webshop/order-account/"] },
  forgotten_client: { limiter: "THROTTLE_5_PER_MIN", per: "client", what: "forgotten-password mails asked for from one client", endpoints: ["POST auth/forgotten-password/"] },
  forgotten_account_client: { limiter: "THROTTLE_3_PER_MIN", per: "account+client", what: "forgotten-password mails for one e-mail from one client", endpoints: ["POST auth/forgotten-password/"] },
  new_password_client: { limiter: "THROTTLE_5_PER_MIN", per: "client", what: "new passwords set from mailed links, from one client", endpoints: ["POST auth/new-password/"] },
  change_password_account: { limiter: "THROTTLE_5_PER_MIN", per: "account+client", what: "password changes (current password checked) of one account from one client", endpoints: ["POST auth/change-password/"] },
  coupon_client: { limiter: "THROTTLE_10_PER_MIN", per: "client", what: "coupon codes tried from one client (cart and my coupons)", endpoints: ["POST webshop/coupon/", "POST auth/my-coupons/"] },
  coupon_cart: { limiter: "THROTTLE_5_PER_MIN", per: "cart", what: "coupon codes tried on one cart or account", endpoints: ["POST webshop/coupon/", "POST auth/my-coupons/"] },
  newsletter_client: { limiter: "THROTTLE_3_PER_MIN", per: "client", what: "newsletter sign-ups from one client", endpoints: ["POST newsletter/subscribe/"] },
  back_in_stock_client: { limiter: "THROTTLE_5_PER_MIN", per: "client", what: "back-in-stock requests from one client", endpoints: ["POST catalog/back-in-stock/"] },
  sweepstake_client: { limiter: "THROTTLE_3_PER_MIN", per: "client", what: "sweepstake entries from one client", endpoints: [], waitsFor: "a sweepstake entry form (the spec's sweepstake pages are read-only; no issue yet)" },
  contact_client: { limiter: "THROTTLE_3_PER_MIN", per: "client", what: "contact-form messages from one client", endpoints: [], waitsFor: "a contact form (the contact page is CMS text; no issue yet)" },
  review_client: { limiter: "THROTTLE_5_PER_MIN", per: "client", what: "reviews posted from one client", endpoints: ["POST catalog/reviews/"] },
  review_account: { limiter: "THROTTLE_3_PER_MIN", per: "account", what: "reviews posted by one account (the id the API confirms)", endpoints: ["POST catalog/reviews/"] },
} as const satisfies Record<string, LimitRow>;
export type LimitKind = keyof typeof LIMITS;

/** The seconds a refused client waits at most: a fixed window never outlasts its period. */
export function retryAfterOf(kind: LimitKind): number {
  return LIMITERS[LIMITS[kind].limiter].period;
}
