import { Hono } from "hono";
import type { AppEnv } from "../env";
import { dataContext } from "../data/context";
import { loadMaintenance } from "../data/app-data";
import { ok, unavailable } from "./respond";

/**
 * GET /api/nuxtapi/is-maintenance/: whether the commerce API is in maintenance, asked by the
 * browser once per session after a 503 (docs/behaviour/04-states.md "Reload and maintenance"). The path comes from
 * the API's endpoint table; the answer is never cached, since it is asked exactly when the
 * state may be changing. An API that cannot answer is reported as 503, not as "no maintenance".
 */
export const maintenanceBff = new Hono<AppEnv>();

maintenanceBff.get("/is-maintenance/", async (c) => {
  c.header("cache-control", "no-store");
  try {
    const { maintenance } = await loadMaintenance(dataContext(c));
    return ok(c, { maintenance });
  } catch (err) {
    return unavailable(c, err, "is-maintenance");
  }
});
