import type { Labels } from "../../shared/contract/app";
import { SHOP_CLIENT_HEADER } from "../../shared/contract/constants";
import { MAINTENANCE_REFRESH_MS } from "../../shared/timings";
import { createMaintenanceHandler } from "./maintenance";
import { showLoader, showMaintenance } from "./screens";
import { reloadGuard } from "./reload-guard";
import { createUnauthorizedHandler } from "./unauthorized";

/**
 * 401 and 503 from any call, and a start without page data (docs/behaviour/08-errors.md). Loaded on the first of
 * them only. The BFF is called with plain fetch here: a 401 or 503 of these very calls must not
 * report itself again.
 */

const api = (basePath: string, path: string) => `${basePath}/api/nuxtapi/${path}`;
const renewToken = (basePath: string) => fetch(api(basePath, "token?regenerate=1"), { credentials: "same-origin", cache: "no-store", headers: { [SHOP_CLIENT_HEADER]: "1" } });

let context = { basePath: "", labels: {} as Labels };

const onUnauthorized = createUnauthorizedHandler(reloadGuard, () => renewToken(context.basePath));

const onServiceUnavailable = createMaintenanceHandler({
  storage: () => sessionStorage,
  isMaintenance: async () => {
    const res = await fetch(api(context.basePath, "is-maintenance/"), { credentials: "same-origin", cache: "no-store", headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`is-maintenance ${res.status}`);
    return ((await res.json()) as { data?: { maintenance?: unknown } }).data?.maintenance === true;
  },
  show: () => {
    // A plain reload, not the guarded one: the visitor asked for it, or a minute has passed.
    showMaintenance(document, context.labels, () => location.reload());
    setTimeout(() => location.reload(), MAINTENANCE_REFRESH_MS);
  },
  retry: (target) => reloadGuard.reload("default", target),
});

/** `basePath` and `labels` of the page the fault happened on. */
export function onFaultStatus(status: number, page: typeof context, target?: string): void {
  context = page;
  if (status === 401) void onUnauthorized(target);
  else if (status === 503) void onServiceUnavailable(target);
}

/**
 * A start without page data: a loader shows, the BFF issues a fresh token in place of the old
 * one, and the page reloads. If that reload brought no data either, the guard stops here and
 * the server's own page stays visible: never a reload loop.
 */
export async function recoverStartup(): Promise<void> {
  if (!reloadGuard.allowed()) {
    console.error("start-up without page data right after a reload: not reloading again");
    return;
  }
  showLoader(document);
  await renewToken("").catch(() => null);
  reloadGuard.reload();
}
