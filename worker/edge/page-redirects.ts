import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { EdgeRedirect, EdgeRequest } from "./edge-redirect";
import { slashRedirect } from "./trailing-slash";
import { instashopRedirect } from "./instashop";
import { tableRedirect } from "./redirects";

/**
 * The redirecting edge rules in the order worker/index.ts wires them as middleware (docs/behaviour/02-screens-and-routes.md,
 * docs/behaviour/04-states.md): slash, instashop, redirect table. Client-side navigation asks the same rules through
 * the pages endpoint, so an old link lands where a full load would (entity redirects follow in
 * the page resolution). tests/integration/client-redirects.test.ts runs one case table on both.
 */
const EDGE_REDIRECTS = [slashRedirect, instashopRedirect, tableRedirect] as const;

export async function edgeRedirectFor(c: Context<AppEnv>, req: EdgeRequest): Promise<EdgeRedirect | null> {
  for (const rule of EDGE_REDIRECTS) {
    const target = await rule(c, req);
    if (target) return target;
  }
  return null;
}
