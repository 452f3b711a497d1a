import { RELOAD_GUARD_SHORT_TTL_MS, RELOAD_GUARD_TTL_MS } from "../../shared/timings";

/** Idle and consent reloads are wanted again soon, so their guard is short (docs/behaviour/09-constants.md). */
type ReloadKind = "default" | "idle" | "consent";

type Store = Pick<Storage, "getItem" | "setItem">;

interface ReloadGuardDeps {
  storage: () => Store;
  now: () => number;
  /** The page's path; the guard counts reloads per path. */
  path: () => string;
  /** Loads `target` if given, else reloads the page. */
  load: (target?: string) => void;
}

const KEY = "zrno:reloads";

/**
 * The reload loop guard (docs/behaviour/04-states.md "Reload and maintenance"): at most one reload per path
 * within the time-to-live, remembered in sessionStorage so it outlives the reload it allowed.
 * Where that storage is unusable the guard cannot see a loop coming, so it refuses to reload.
 */
export function createReloadGuard(deps: ReloadGuardDeps) {
  const pathOf = (target?: string) => (target ? new URL(target, "http://x/").pathname : deps.path());

  function read(): Record<string, number> | null {
    try {
      const raw = JSON.parse(deps.storage().getItem(KEY) ?? "{}") as unknown;
      return raw && typeof raw === "object" ? (raw as Record<string, number>) : {};
    } catch {
      return null;
    }
  }

  /** Whether a reload of this path would be allowed now. */
  function allowed(target?: string): boolean {
    const seen = read();
    return seen !== null && !((Object.hasOwn(seen, pathOf(target)) ? seen[pathOf(target)]! : 0) > deps.now());
  }

  /** Reloads (or loads `target`) unless this path was reloaded within the TTL; answers whether it did. */
  function reload(kind: ReloadKind = "default", target?: string): boolean {
    const now = deps.now();
    const seen = read();
    if (seen === null || !allowed(target)) return false;
    const next: Record<string, number> = {};
    for (const [p, until] of Object.entries(seen)) if (until > now) next[p] = until;
    next[pathOf(target)] = now + (kind === "default" ? RELOAD_GUARD_TTL_MS : RELOAD_GUARD_SHORT_TTL_MS);
    try {
      deps.storage().setItem(KEY, JSON.stringify(next));
    } catch {
      return false;
    }
    deps.load(target);
    return true;
  }

  return { allowed, reload };
}

export type ReloadGuard = ReturnType<typeof createReloadGuard>;

/** The guard over this browser tab (it reads the browser only when asked). */
export const reloadGuard: ReloadGuard = createReloadGuard({
  storage: () => sessionStorage,
  now: () => Date.now(),
  path: () => location.pathname,
  load: (target) => (target ? location.assign(target) : location.reload()),
});
