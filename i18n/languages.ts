// Languages the commerce API serves labels and content in, in seed order. A language is this
// line plus its folder i18n/<code>/: labels.json (UI labels, one key per label) and, optionally,
// catalog.json, content.json and pages.json (seed texts keyed by stable ids). `fallback` is the
// chain a text missing in the language is taken from, unless the language's sites set their own
// (a tenant file's `fallback`, tenants/registry.ts contentChain); such content is served marked
// with the language it is really in, and no hreflang names it. `complete` languages must have every label and text: the build's
// `npm run i18n:check` fails for them, and only lists what is missing for the others
// (docs/decisions/0011-currencies-countries-languages.md).
export interface Language {
  code: string;
  /** The language's own name. */
  name: string;
  fallback: readonly string[];
  complete: boolean;
}

export const LANGUAGES = [
  { code: "hr", name: "Hrvatski", fallback: [], complete: true },
  { code: "en", name: "English", fallback: [], complete: true },
  { code: "sl", name: "Slovenščina", fallback: [], complete: true },
  { code: "de", name: "Deutsch", fallback: [], complete: true },
  { code: "it", name: "Italiano", fallback: [], complete: true },
  { code: "es", name: "Español", fallback: [], complete: true },
  { code: "sr", name: "Srpski", fallback: [], complete: true },
  { code: "bs", name: "Bosanski", fallback: [], complete: true },
  // Montenegrin is ISO 639-3 `cnr`.
  { code: "cnr", name: "Crnogorski", fallback: [], complete: true },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [LanguageCode, ...LanguageCode[]];

/** Text areas of a language folder besides labels.json. */
export const TEXT_AREAS = ["catalog", "content", "pages"] as const;

/** The language itself, then its fallback chain: where a text is looked for, in order. */
export function chainOf(code: string): string[] {
  const lang = (LANGUAGES as readonly Language[]).find((l) => l.code === code);
  if (!lang) throw new Error(`i18n/languages.ts: ${code}: no such language`);
  return [code, ...lang.fallback];
}
