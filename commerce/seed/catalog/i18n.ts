// Small helpers for the catalogue seed: languages, route words, seeded randomness (slugs: shared/slug.ts).
import { chainFor, TENANTS } from "../../../tenants";
import { LABEL_LANGS, type LabelLang } from "../labels";
import type { L } from "../types";

export const LANGS: readonly LabelLang[] = LABEL_LANGS;

/** Builds an L by running fn for each language. */
export function perLang<T>(fn: (lang: LabelLang) => T): L<T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, fn(lang)])) as L<T>;
}

/**
 * A route word of each language's sites, taken from the tenant files (their one home,
 * tenants/<code>.ts routeWords). Category and list redirects are stored per language, so the
 * sites of one language must agree on it; a language no site speaks takes the word of the first
 * language of its fallback chain that has a site, else the default site's.
 */
export function languageRouteWord(key: "catalog" | "product", tenants: readonly { code: string; lang: string; routing: { isDefault: boolean }; routeWords: Record<string, string> }[] = TENANTS): L {
  return perLang((lang) => {
    for (const candidate of chainFor(lang)) {
      const sites = tenants.filter((t) => t.lang === candidate);
      const first = sites[0];
      if (!first) continue;
      const other = sites.find((t) => t.routeWords[key] !== first.routeWords[key]);
      if (other) {
        throw new Error(`tenants/${other.code}.ts: routeWords.${key}: "${other.routeWords[key]}" differs from tenants/${first.code}.ts ("${first.routeWords[key]}"); sites in one language (${candidate}) share it, since category and list redirects are stored per language`);
      }
      return first.routeWords[key]!;
    }
    const fallback = tenants.find((t) => t.routing.isDefault) ?? tenants[0];
    if (!fallback) throw new Error("tenants: no site");
    return fallback.routeWords[key]!;
  });
}

/** Catalogue root word of each language's sites (tenants/*.ts routeWords.catalog). */
export const CATALOG_WORD: L = languageRouteWord("catalog");

/** Product path word of each language's sites (routeWords.product), kept out of product slugs. */
export const PRODUCT_WORD: L = languageRouteWord("product");

/** Deterministic pseudo-random numbers (mulberry32), so the seed is the same on every build. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
