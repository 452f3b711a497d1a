import { Hono } from "hono";
import * as v from "valibot";
import { GenerateTokenQuery } from "../../shared/contract/auth";
import type { CommerceEnv } from "../env";
import { ok } from "../lib/respond";
import { issueToken, readToken, reissueToken, tokenHashMatches } from "../lib/token";

/**
 * GET /auth/generate-token/ (docs/behaviour/07-api.md): a signed token for every visitor, and two variants:
 * - `set_token_id` + `token_hash`: a JWT for that existing, live token row (with its user), but
 *   only when `token_hash` proves possession (lib/token.ts `tokenHash`); otherwise a new token.
 * - `force_logout=1`: the presented token is revoked and a fresh anonymous one answered.
 */
export const authToken = new Hono<CommerceEnv>();

authToken.get("/auth/generate-token/", async (c) => {
  const q = v.parse(GenerateTokenQuery, c.req.query());
  const db = c.env.DB;

  if (q.force_logout === "1") {
    const presented = await readToken(c.env, c.req.header("authorization"));
    if (presented) await db.prepare("UPDATE tokens SET revoked_at = datetime('now') WHERE id = ?1 AND revoked_at IS NULL").bind(presented.jti).run();
    return ok(c, { jwt: await issueToken(c.env) });
  }

  if (q.set_token_id && q.token_hash && (await tokenHashMatches(c.env, q.set_token_id, q.token_hash))) {
    const row = await db.prepare("SELECT user_id, revoked_at FROM tokens WHERE id = ?1").bind(q.set_token_id).first<{ user_id: number | null; revoked_at: string | null }>();
    if (row && !row.revoked_at) return ok(c, { jwt: await reissueToken(c.env, q.set_token_id, row.user_id) });
  }
  return ok(c, { jwt: await issueToken(c.env) });
});
