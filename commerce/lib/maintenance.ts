import type { MiddlewareHandler } from "hono";
import type { CommerceEnv } from "../env";
import { fail } from "./respond";

/** How long an isolate trusts what it last read of the switch (MAINTENANCE_CHECK_MS overrides; tests use 0). */
const DEFAULT_CHECK_MS = 5000;
/** What a client should wait before asking again, in seconds. */
const RETRY_AFTER_S = 60;

/** Still answered in maintenance: the question itself, and the static endpoint table that names it. */
const ALWAYS_OPEN = /^\/(?:v\d+\/misc\/is-maintenance|misc\/endpoints)\/$/;

/**
 * One global switch for the whole API, not request data: an isolate may keep the last reading
 * for a few seconds instead of asking D1 on every call.
 */
let last: { on: boolean; at: number } | null = null;

async function isOn(env: Env): Promise<boolean> {
  const raw = Number((env as { MAINTENANCE_CHECK_MS?: string }).MAINTENANCE_CHECK_MS);
  const checkMs = Number.isFinite(raw) && raw >= 0 ? raw : DEFAULT_CHECK_MS;
  if (last && Date.now() - last.at < checkMs) return last.on;
  let on = false;
  try {
    const row = await env.DB.prepare("SELECT value FROM settings WHERE key = 'maintenance'").first<{ value: string }>();
    on = row?.value === "1";
  } catch (err) {
    // The switch cannot be read: keep serving; an unreadable database fails its own calls.
    console.error("commerce: maintenance switch unreadable", err);
  }
  last = { on, at: Date.now() };
  return on;
}

/**
 * The operator's maintenance switch (`settings.maintenance = '1'`, the value `/v1/misc/is-maintenance/`
 * reports): while it is on, every other call answers 503 `error_maintenance` with Retry-After, which
 * the storefront turns into its maintenance page (or a stale copy of a cached page).
 */
export function maintenanceSwitch(): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => {
    if (ALWAYS_OPEN.test(c.req.path) || !(await isOn(c.env))) return next();
    c.header("retry-after", String(RETRY_AFTER_S));
    return fail(c, 503, "error_maintenance");
  };
}
