import { MAINTENANCE_RETRY_MS } from "../../shared/timings";

type Store = Pick<Storage, "getItem" | "setItem">;

interface MaintenanceDeps {
  storage: () => Store;
  /** Asks the BFF's is-maintenance; true/false, or throws when it cannot tell. */
  isMaintenance: () => Promise<boolean>;
  /** Shows the maintenance screen (it refreshes itself). */
  show: () => void;
  /** The guarded reload of the page, or of the page a failed navigation was going to. */
  retry: (target?: string) => void;
}

const KEY = "zrno:maintenance";

/**
 * What the app does on a 503 (docs/behaviour/04-states.md "Reload and maintenance"): it asks whether the shop is
 * in maintenance once per session (the answer is kept in sessionStorage, and concurrent 503s
 * share one question). In maintenance it shows the maintenance screen; otherwise it retries
 * with a reload after 5 s. An unanswerable question counts as "not in maintenance": the
 * reload then reaches the server, which shows its own maintenance page when it must.
 */
export function createMaintenanceHandler(deps: MaintenanceDeps) {
  let asking: Promise<boolean> | null = null;
  let retrying = false;

  function known(): boolean | null {
    try {
      const v = deps.storage().getItem(KEY);
      return v === "1" ? true : v === "0" ? false : null;
    } catch {
      return null;
    }
  }

  function ask(): Promise<boolean> {
    const cached = known();
    if (cached !== null) return Promise.resolve(cached);
    asking ??= deps
      .isMaintenance()
      .catch(() => false)
      .then((answer) => {
        try {
          deps.storage().setItem(KEY, answer ? "1" : "0");
        } catch {
          // the session cannot remember it; this page still does
        }
        return answer;
      });
    return asking;
  }

  return async function onServiceUnavailable(target?: string): Promise<void> {
    if (await ask()) return deps.show();
    if (retrying) return;
    retrying = true;
    setTimeout(() => deps.retry(target), MAINTENANCE_RETRY_MS);
  };
}
