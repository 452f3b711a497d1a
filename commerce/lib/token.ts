import { sign, verify } from "hono/jwt";
import type { Context, MiddlewareHandler } from "hono";
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

function signToken(secret: string, id: string, userId: number | null, gen = 0): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: TokenClaims = { jti: id, sub: userId, iat: now, exp: now + ONE_YEAR_S, ...(gen > 0 ? { gen } : {}) };
  return sign({ ...claims }, secret, "HS256");
}

/** Whether a JWT is of its row's current generation (a handoff bumped it: older copies are dead). */
export function currentGeneration(claims: TokenClaims, rowGeneration: number): boolean {
  return (claims.gen ?? 0) === rowGeneration;
}

function base64url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A session handoff for token row `id` (generate-token's `token_hash`, docs/behaviour/07-api.md):
 * 256 random bits, base64url (43 characters), of which the row keeps only the SHA-256 and an
 * expiry. It goes into a payment's return paths, so a shopper whose cookie was lost on the way
 * (another browser, a privacy mode, a cleared store) gets the session back. A newer handoff of
 * the row replaces the older one; redeeming uses it up.
 */
export async function issueHandoff(db: D1Database, id: string, ttlS: number): Promise<string> {
  const proof = base64url(crypto.getRandomValues(new Uint8Array(32)));
  await db
    .prepare("UPDATE tokens SET handoff_hash = ?2, handoff_expires_at = datetime('now', ?3) WHERE id = ?1 AND revoked_at IS NULL")
    .bind(id, await sha256Hex(proof), `+${Math.max(1, Math.floor(ttlS))} seconds`)
    .run();
  return proof;
}

/**
 * Redeems a handoff: once, before it expires, for a live row. The row's generation goes up in
 * the same statement, so every JWT of it signed before (a copy someone else holds, the one in a
 * lost cookie) stops counting: whoever redeems holds the session alone (no session fixation).
 * Null when the proof is wrong, used, expired, or the row is revoked.
 */
export async function redeemHandoff(env: Env, id: string, proof: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(proof)) return null;
  const row = await env.DB.prepare(
    `UPDATE tokens SET handoff_hash = NULL, handoff_expires_at = NULL, generation = generation + 1
      WHERE id = ?1 AND handoff_hash = ?2 AND handoff_expires_at > datetime('now') AND revoked_at IS NULL
      RETURNING user_id, generation`,
  )
    .bind(id, await sha256Hex(proof))
    .first<{ user_id: number | null; generation: number }>();
  return row ? signToken(secretOf(env), id, row.user_id, row.generation) : null;
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
    const row = await c.env.DB.prepare("SELECT revoked_at, generation FROM tokens WHERE id = ?1").bind(claims.jti).first<{ revoked_at: string | null; generation: number }>();
    if (!row || row.revoked_at || !currentGeneration(claims, row.generation)) return fail(c, 401, "error_unauthorized");
    c.set("token", claims);
    await next();
  };
}

/** The verified token, in a handler behind `requireToken`, `requireLiveToken` or `requireStaff`. */
export function tokenOf(c: Context): TokenClaims {
  // Any environment: a handler's context also carries what its other guards made certain.
  const claims: TokenClaims | undefined = c.get("token");
  if (!claims) throw new Error("tokenOf() without a token guard");
  return claims;
}
