/**
 * Whether the commerce API's release is one this storefront works with: the rule, with no I/O
 * (worker/data/api-version.ts asks the API and applies it).
 */

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
