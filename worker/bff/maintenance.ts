import { Hono } from "hono";
import type { AppEnv } from "../env";
import { MaintenanceResponse } from "../../shared/contract/app";
import { dataContext, upstreamAs } from "../data/context";
import { loadEndpoints, publicCall } from "../data/app-data";
import { upstream } from "../upstream/client";
import { ok, unavailable } from "./respond";

/** Where the API publishes it when its endpoint table does not say (docs/behaviour/07-api.md). */
const DEFAULT_PATH = "/v1/misc/is-maintenance/";

/**
 * GET /api/nuxtapi/is-maintenance/: whether the commerce API is in maintenance, asked by the
 * browser once per session after a 503 (docs/behaviour/04-states.md "Reload and maintenance"). The path comes from
 * the API's endpoint table; the answer is never cached, since it is asked exactly when the
 * state may be changing. An API that cannot answer is reported as 503, not as "no maintenance".
 */
export const maintenanceBff = new Hono<AppEnv>();

maintenanceBff.get("/is-maintenance/", async (c) => {
  c.header("cache-control", "no-store");
  const dc = dataContext(c);
  try {
    const endpoints = await loadEndpoints(dc).catch(() => ({}) as Record<string, string>);
    const path = endpoints["misc.is_maintenance"] ?? DEFAULT_PATH;
    const res = await publicCall(dc, (token) => upstream(upstreamAs(dc, token), { path, cached: false, schema: MaintenanceResponse }));
    return ok(c, { maintenance: res.data.maintenance });
  } catch (err) {
    return unavailable(c, err, "is-maintenance");
  }
});
