/**
 * Whether the visitor's token names an account, for the header's wording only ("Log in" or "My
 * account"): read from the token itself, so no page pays an is-login call for it. The commerce
 * API's tokens are JWTs whose `sub` is the account (null for an anonymous visitor). Nothing is
 * verified here and nothing may be decided by it: every account call is checked by the API,
 * and a revoked token is found out (and replaced) at the first such call. A token in any other
 * form gives no hint (undefined), and the header stays neutral.
 */
export function accountHint(token: string | null): boolean | undefined {
  const claims = unverifiedClaims(token);
  if (!claims || !("sub" in claims)) return undefined;
  const sub = claims.sub;
  return sub === null ? false : typeof sub === "number" || typeof sub === "string" ? true : undefined;
}

/**
 * The token row a JWT names (`jti`), read the same unverified way: enough to tell whether two
 * tokens are copies of one session (worker/session/handoff.ts), never to trust either.
 */
export function tokenIdHint(token: string | null): string | undefined {
  const jti = unverifiedClaims(token)?.jti;
  return typeof jti === "string" ? jti : undefined;
}

function unverifiedClaims(token: string | null): Record<string, unknown> | undefined {
  const payload = token?.split(".")[1];
  if (!payload || payload.length > 2048) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
