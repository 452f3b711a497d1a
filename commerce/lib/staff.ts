import type { MiddlewareHandler } from "hono";
import type { CommerceEnv } from "../env";
import { fail } from "./respond";
import { currentGeneration, readToken, type TokenClaims } from "./token";

/** A live token of a staff user (editors' endpoints); anyone else gets 401 or 403. */
export function requireStaff(): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => {
    const claims = await readToken(c.env, c.req.header("authorization"));
    if (!claims) return fail(c, 401, "error_unauthorized");
    const row = await c.env.DB.prepare("SELECT t.revoked_at, t.generation, u.is_staff FROM tokens t LEFT JOIN users u ON u.id = t.user_id WHERE t.id = ?1")
      .bind(claims.jti)
      .first<{ revoked_at: string | null; generation: number; is_staff: number | null }>();
    if (!row || row.revoked_at || !currentGeneration(claims, row.generation)) return fail(c, 401, "error_unauthorized");
    if (row.is_staff !== 1) return fail(c, 403, "error_forbidden");
    c.set("token", claims);
    await next();
  };
}

/**
 * What a staff user may do beyond seeing hidden entities (staff_permissions, migration 0023):
 * see stock per warehouse, and set it (migration 0025).
 */
const STAFF_PERMISSIONS = ["warehouse_view", "warehouse_edit"] as const;
type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * The permissions of the user of a live token (signed claims `claims`): none for an anonymous
 * visitor, a customer, a revoked or superseded token, or a user who is no longer staff.
 */
export async function permissionsOf(db: D1Database, claims: TokenClaims): Promise<StaffPermission[]> {
  const { results } = await db
    .prepare(
      `SELECT sp.permission FROM tokens t JOIN users u ON u.id = t.user_id AND u.is_staff = 1
         JOIN staff_permissions sp ON sp.user_id = u.id
        WHERE t.id = ?1 AND t.revoked_at IS NULL AND t.generation = ?2 ORDER BY sp.permission`,
    )
    .bind(claims.jti, claims.gen ?? 0)
    .all<{ permission: StaffPermission }>();
  return results.map((r) => r.permission);
}

/** Whether the request's bearer token is a live staff session holding `permission`. */
export async function requestMay(env: Env, authorization: string | undefined, permission: StaffPermission): Promise<boolean> {
  const claims = await readToken(env, authorization);
  if (!claims?.sub) return false;
  return (await permissionsOf(env.DB, claims)).includes(permission);
}

/** A live staff session holding `permission` (401 without a live session, 403 without the permission). */
export function requireStaffMay(permission: StaffPermission): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => {
    const claims = await readToken(c.env, c.req.header("authorization"));
    if (!claims?.sub) return fail(c, 401, "error_unauthorized");
    if (!(await permissionsOf(c.env.DB, claims)).includes(permission)) return fail(c, 403, "error_forbidden");
    c.set("token", claims);
    await next();
  };
}
