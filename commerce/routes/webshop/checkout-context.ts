import type { Context, MiddlewareHandler } from "hono";
import type { CommerceEnv } from "../../env";
import { fail } from "../../lib/respond";
import type { SiteRow } from "../../lib/site";
import { requireLiveToken, type TokenClaims } from "../../lib/token";
import { ownerOf, type Owner } from "./cart-rows";

/** What every checkout route works with: the site, the verified visitor and the cart's owner. */
export interface Visitor {
  site: SiteRow;
  claims: TokenClaims;
  owner: Owner;
}

type C = Context<CommerceEnv>;

/**
 * requireLiveToken, unless an earlier middleware on the same path already verified the token
 * (the cart's `/webshop/*` guard matches these paths too): one revocation lookup per request.
 */
export function liveToken(): MiddlewareHandler<CommerceEnv> {
  const check = requireLiveToken();
  return async (c, next) => (c.get("token") ? next() : check(c, next));
}

/**
 * Guard of every checkout route, after `liveToken()` and before its body validator: the call names
 * a site (400) and carries a verified token (401). Handlers then read `visitorOf(c)`.
 */
export function requireVisitor(): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => {
    if (!c.get("site")) return fail(c, 400, "error_unknown_site", "Send the x-base-host and x-lang headers.");
    if (!c.get("token")) return fail(c, 401, "error_unauthorized");
    await next();
  };
}

/** The visitor of a route behind `requireVisitor()`. */
export function visitorOf(c: C): Visitor {
  const site = c.get("site");
  const claims = c.get("token");
  if (!site || !claims) throw new Error("visitorOf() without requireVisitor()");
  return { site, claims, owner: ownerOf(claims) };
}

/** A change of the shopper's choices: counted as a cart change (see migration 0010). */
export function updateChoices(db: D1Database, cartId: number, set: Record<string, string | number | null>): D1PreparedStatement {
  const cols = Object.keys(set);
  if (cols.some((k) => !/^[a-z_]+$/.test(k))) throw new Error("updateChoices: bad column name");
  const assignments = cols.map((k, i) => `${k} = ?${i + 2}`).join(", ");
  return db
    .prepare(`UPDATE carts SET ${assignments}, revision = revision + 1, last_order_id = NULL, updated_at = datetime('now') WHERE id = ?1`)
    .bind(cartId, ...cols.map((k) => set[k] ?? null));
}
