import { sign, verify } from "hono/jwt";
import type { MiddlewareHandler } from "hono";
import type { CommerceEnv } from "../env";
import { fail } from "./respond";

export interface TokenClaims {
  jti: string;
  sub: number | null;
  iat: number;
  exp: number;
}

const ONE_YEAR_S = 31_536_000;

/**
 * The signing key. Deployed environments set it as a secret; without one the API refuses to
 * issue or accept any token (fail closed) instead of signing with a guessable value.
 */
function secretOf(env: Env): string {
  const secret = env.TOKEN_SECRET;
  if (!secret || secret.length < 32) throw new Error("TOKEN_SECRET is not set (wrangler secret put TOKEN_SECRET)");
  return secret;
}

/** Issues a visitor token: a D1 row (for revocation) and an HS256 JWT naming it. */
export async function issueToken(env: Env, userId: number | null = null): Promise<string> {
  const secret = secretOf(env);
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO tokens (id, user_id) VALUES (?1, ?2)").bind(id, userId).run();
  const now = Math.floor(Date.now() / 1000);
  const claims: TokenClaims = { jti: id, sub: userId, iat: now, exp: now + ONE_YEAR_S };
  return sign({ ...claims }, secret, "HS256");
}

export async function readToken(env: Env, header: string | undefined): Promise<TokenClaims | null> {
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match?.[1]) return null;
  const secret = secretOf(env);
  try {
    const payload = (await verify(match[1], secret, "HS256")) as unknown as TokenClaims;
    return typeof payload.jti === "string" ? payload : null;
  } catch {
    return null;
  }
}

/** Signature check only: enough for public, cacheable data. */
export function requireToken(): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => {
    const claims = await readToken(c.env, c.req.header("authorization"));
    if (!claims) return fail(c, 401, "error_unauthorized");
    c.set("token", claims);
    await next();
  };
}

/** Signature plus the revocation row: for anything bound to a visitor (cart, account, orders). */
export function requireLiveToken(): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => {
    const claims = await readToken(c.env, c.req.header("authorization"));
    if (!claims) return fail(c, 401, "error_unauthorized");
    const row = await c.env.DB.prepare("SELECT revoked_at FROM tokens WHERE id = ?1").bind(claims.jti).first<{ revoked_at: string | null }>();
    if (!row || row.revoked_at) return fail(c, 401, "error_unauthorized");
    c.set("token", claims);
    await next();
  };
}
