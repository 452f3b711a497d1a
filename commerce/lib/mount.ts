import type { Hono } from "hono";
import type { CommerceEnv } from "../env";

/**
 * The route table of a router: each of `routers` mounted at the root of `app`, in the order
 * given (every router names its full paths, so the table only says which modules answer).
 * Middleware `app` already has runs before all of them.
 */
export function mount(app: Hono<CommerceEnv>, routers: readonly Hono<CommerceEnv>[]): Hono<CommerceEnv> {
  for (const router of routers) app.route("/", router);
  return app;
}
