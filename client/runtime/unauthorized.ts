import type { ReloadGuard } from "./reload-guard";

/**
 * What the app does on a 401 from any call (docs/behaviour/08-errors.md): the token cookie is HttpOnly, so the
 * BFF is asked for a fresh one (it replaces the old), then the page reloads. Concurrent 401s
 * share one regeneration; when the guard would refuse the reload (it just happened on this
 * path), nothing is regenerated either, so a token the backend keeps refusing never loops.
 */
export function createUnauthorizedHandler(guard: ReloadGuard, regenerate: () => Promise<unknown>) {
  let running: Promise<void> | null = null;
  return function onUnauthorized(target?: string): Promise<void> {
    running ??= (async () => {
      if (!guard.allowed(target)) {
        console.error("401 again right after a token renewal: not reloading");
        return;
      }
      await regenerate().catch((err: unknown) => console.error("token renewal failed", err));
      guard.reload("default", target);
    })();
    return running;
  };
}
