import { ApiVersionResponse, VersionNumber } from "../../shared/contract/app";
import { cached } from "../cache/kv-cache";
import { upstream } from "../upstream/client";
import { upstreamAs, type DataContext } from "./context";

/**
 * The oldest commerce API release this storefront works with (docs/behaviour/09-constants.md
 * "Base compatibility"): it calls the named endpoints, fields and labels that release has.
 */
export const BASE_COMPATIBILITY = "1.31.13";

export interface Compatibility {
  /** What the storefront requires. */
  base_compatibility: string;
  /** What the API answered; null when it did not say (too old to have /misc/version/) or could not be asked. */
  api_version: string | null;
  compatible: boolean;
}

/** Numeric comparison of `major.minor.patch` (1.31.13 < 1.32.0 < 1.100.0): negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export function compatibilityOf(apiVersion: string | null): Compatibility {
  return { base_compatibility: BASE_COMPATIBILITY, api_version: apiVersion, compatible: apiVersion !== null && compareVersions(apiVersion, BASE_COMPATIBILITY) >= 0 };
}

/** The API's release, cached as site info is (a day): it changes with a deploy of the API. */
export async function loadCompatibility(dc: DataContext): Promise<Compatibility> {
  let version: string | null = null;
  try {
    version = await cached(dc.cache, "info", "api-version", VersionNumber, async () => (await upstream(upstreamAs(dc, null), { path: "/misc/version/", cached: true, schema: ApiVersionResponse })).data.version);
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
export function checkCompatibilityOnce(dc: DataContext): Promise<Compatibility> {
  if (!checked) {
    checked = loadCompatibility(dc).then((verdict) => {
      if (!verdict.compatible) {
        console.error(`api-version: the commerce API is ${verdict.api_version ?? "of an unknown version"}; this storefront requires at least ${BASE_COMPATIBILITY} (docs/behaviour/09-constants.md)`);
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

