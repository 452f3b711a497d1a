import { compatibilityOf, type Compatibility } from "../../shared/api-version";
import { ApiVersionResponse, VersionNumber } from "../../shared/contract/app";
import { cached } from "../cache/kv-cache";
import { callAs } from "../upstream/client";
import type { DataContext } from "./context";

/** The API's release, cached as site info is (a day): it changes with a deploy of the API. */
export async function loadCompatibility(dc: DataContext): Promise<Compatibility> {
  let version: string | null = null;
  try {
    version = await cached(dc.cache, "info", "api-version", VersionNumber, async () => (await callAs(dc, null, { path: "/misc/version/", cached: true, schema: ApiVersionResponse })).data.version);
  } catch (err) {
    console.error("api-version: the commerce API did not say its version", err);
  }
  return compatibilityOf(version);
}

/** One check per isolate: its first page starts it; the verdict is logged once. */
let checked: Promise<Compatibility> | null = null;

/**
 * The start-up check: on this isolate's first page or start-up call it asks the API's release and
 * logs an error naming both numbers when it is older than BASE_COMPATIBILITY, so a deploy of an
 * old API (or of this storefront against one) shows in the logs at once. Pages are still served:
 * one version string must not take every site down; `/api/nuxtapi/info/` shows the verdict.
 */
function checkCompatibilityOnce(dc: DataContext): Promise<Compatibility> {
  if (!checked) {
    checked = loadCompatibility(dc).then((verdict) => {
      if (!verdict.compatible) {
        console.error(`api-version: the commerce API is ${verdict.api_version ?? "of an unknown version"}; this storefront requires at least ${verdict.base_compatibility} (docs/behaviour/09-constants.md)`);
        // Asked again by the next isolate start or after a fix: a failed ask is not kept.
        if (verdict.api_version === null) checked = null;
      }
      return verdict;
    });
  }
  return checked;
}

/**
 * Starts the check on an isolate's first page or start-up call, without holding the answer up:
 * the page's own info load goes on beside it.
 */
export function checkOnStart(dc: DataContext): void {
  if (checked) return;
  const verdict = checkCompatibilityOnce(dc);
  try {
    dc.cache.waitUntil(verdict);
  } catch {
    // A request without an execution context (a test's app.request): the promise runs on its own.
  }
}

/** For tests: the next info load checks again. */
export function resetCompatibilityCheck(): void {
  checked = null;
}

