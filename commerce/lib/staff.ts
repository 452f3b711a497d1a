import type { MiddlewareHandler } from "hono";
import type { CommerceEnv } from "../env";
import { fail } from "./respond";
import { readToken } from "./token";

/** A live token of a staff user (editors' endpoints); anyone else gets 401 or 403. */
export function requireStaff(): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => {
    const claims = await readToken(c.env, c.req.header("authorization"));
    if (!claims) return fail(c, 401, "error_unauthorized");
    const row = await c.env.DB.prepare("SELECT t.revoked_at, u.is_staff FROM tokens t LEFT JOIN users u ON u.id = t.user_id WHERE t.id = ?1")
      .bind(claims.jti)
      .first<{ revoked_at: string | null; is_staff: number | null }>();
    if (!row || row.revoked_at) return fail(c, 401, "error_unauthorized");
    if (row.is_staff !== 1) return fail(c, 403, "error_forbidden");
    c.set("token", claims);
    await next();
  };
}
