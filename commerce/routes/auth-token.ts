import { Hono } from "hono";
import * as v from "valibot";
import { GenerateTokenQuery } from "../../shared/contract/auth";
import type { CommerceEnv } from "../env";
import { ok } from "../lib/respond";
import { issueToken, readToken, redeemHandoff } from "../lib/token";

/**
 * GET /auth/generate-token/ (docs/behaviour/07-api.md): a signed token for every visitor, and two variants:
 * - `set_token_id` + `token_hash`: the session handoff a payment's return paths carry
 *   (lib/token.ts `issueHandoff`): a JWT for that live token row, with its user, once and
 *   before it expires; every earlier JWT of the row stops counting. Otherwise a new token.
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

  if (q.set_token_id && q.token_hash) {
    const handedOver = await redeemHandoff(c.env, q.set_token_id, q.token_hash);
    if (handedOver) return ok(c, { jwt: handedOver });
  }
  return ok(c, { jwt: await issueToken(c.env) });
});
