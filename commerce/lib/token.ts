import { sign, verify } from "hono/jwt";
import type { MiddlewareHandler } from "hono";
import type { CommerceEnv, TokenClaims } from "../env";
import { fail } from "./respond";

export type { TokenClaims } from "../env";

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
  return signToken(secret, id, userId);
}

function signToken(secret: string, id: string, userId: number | null): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: TokenClaims = { jti: id, sub: userId, iat: now, exp: now + ONE_YEAR_S };
  return sign({ ...claims }, secret, "HS256");
}

/** A new JWT for an existing token row (its id and user), e.g. after `tokenHash` proved possession. */
export function reissueToken(env: Env, id: string, userId: number | null): Promise<string> {
  return signToken(secretOf(env), id, userId);
}

// "token-proof:" keeps these MACs apart from the JWT signatures made with the same secret.
async function proofKey(env: Env): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secretOf(env)), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

/**
 * Proof of holding token row `id` (generate-token's `token_hash`): HMAC-SHA256 of the id with
 * TOKEN_SECRET, base64url. Whoever the API hands it to (e.g. in a payment return URL) can get a
 * JWT for that row back with `set_token_id` + `token_hash`; nobody else can compute it.
 */
export async function tokenHash(env: Env, id: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await proofKey(env), new TextEncoder().encode(`token-proof:${id}`)));
  let s = "";
  for (const b of mac) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Constant-time check of a `token_hash` (HMAC verify); a malformed one is a mismatch. */
export async function tokenHashMatches(env: Env, id: string, hash: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(hash)) return false;
  const bin = atob(hash.replace(/-/g, "+").replace(/_/g, "/") + "=");
  const mac = Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
  return crypto.subtle.verify("HMAC", await proofKey(env), mac, new TextEncoder().encode(`token-proof:${id}`));
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
