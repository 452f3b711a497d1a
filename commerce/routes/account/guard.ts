import type { Context, MiddlewareHandler } from "hono";
import type { CommerceEnv } from "../../env";
import { allow } from "../../lib/rate-limit";
import { fail } from "../../lib/respond";
import { requireSite } from "../../lib/site";

/** After `requireLiveToken`: the token must belong to an account (a logged-in shopper), else 401. */
export function requireAccount(): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => {
    if (!c.get("token")?.sub) return fail(c, 401, "error_unauthorized");
    await next();
  };
}

/** The logged-in user's id (only after `requireAccount`). */
export function accountId(c: Context): number {
  // Any environment: a handler's context also carries what its other guards made certain.
  const sub: number | null | undefined = c.get("token")?.sub;
  if (!sub) throw new Error("accountId() without requireAccount()");
  return sub;
}

/**
 * Guard: the site a mail is written for (its language and its account route). Calls that mail
 * need the base host and language headers the storefront always sends.
 */
export function requireMailSite() {
  return requireSite("error_invalid_request", "Unknown site: send the x-base-host and x-lang headers.");
}

/** A rate-limit check that answers 429 with Retry-After when `key` is used up. */
export async function overLimit<E extends CommerceEnv>(c: Context<E>, key: string, limit: number, windowSeconds: number): Promise<Response | null> {
  if (await allow(c.env.DB, key, limit, windowSeconds)) return null;
  // Fixed windows start on multiples of their length (lib/rate-limit.ts): wait for the next one.
  const now = Math.floor(Date.now() / 1000);
  c.header("retry-after", String(windowSeconds - (now % windowSeconds)));
  return fail(c, 429, "error_too_many_attempts");
}

/** Guard: `overLimit` before the body is read, keyed by what `keyOf` names (e.g. the account). */
export function requireUnderLimit(keyOf: (c: Context<CommerceEnv>) => string, { limit, windowSeconds }: { limit: number; windowSeconds: number }): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => (await overLimit(c, keyOf(c), limit, windowSeconds)) ?? next();
}
