import type { Labels } from "../../shared/contract/app";

/**
 * The always-loaded side of the client runtime: calls report 401 and 503 here, and the router
 * asks here whether a newer build is out. The handlers themselves load lazily, on first use.
 * No atom is imported here (host.ts says why); the app hands in how to read its page instead.
 */

/**
 * The reload loop guard is used by all three lazy parts (idle, consent and fault reloads);
 * imported from here it rides in client.js instead of costing every page a chunk request of
 * its own (consent.ts and faults.ts import it from reload-guard.ts, the same module, so that
 * they do not import this file back).
 */
export { reloadGuard } from "./reload-guard";

/**
 * The same for the smooth scroll to a `#fragment`: the runtime (hash links) and a client-side
 * navigation (client/navigation/navigate.ts) both use it, and on its own it would be a chunk every
 * page requests with the runtime.
 */
export { scrollToHash } from "./hash-scroll";

/** Set by the build watcher: the next navigation is a full page load, onto the new build. */
export const build = { stale: false };

/** The page's mount and labels; connected to the store by host.ts at start-up. */
export const page = { current: (): { basePath: string; labels: Labels } => ({ basePath: "", labels: {} }) };

/** Hands a 401 or 503 to the runtime (docs/behaviour/08-errors.md); answers whether the status was one of those. */
export function reportStatus(status: number, target?: string): boolean {
  if (status !== 401 && status !== 503) return false;
  void import("./faults").then((m) => m.onFaultStatus(status, page.current(), target));
  return true;
}
