// Seed texts by stable id, from the per-language files of i18n/<lang>/ (catalog, content, pages).
// A language lacking a text takes it from its fallback chain (i18n/languages.ts); `langOf` says
// which language a text really is in, so pages can mark fallback content honestly.
import { LANGUAGE_CODES, TEXT_AREAS, type LanguageCode } from "../../i18n/languages";
import { languageFiles } from "../../i18n/texts.generated";
import { chainFor } from "../../tenants";
import type { L } from "./types";

const own = new Map<string, Map<string, unknown>>();
for (const lang of LANGUAGE_CODES) {
  const texts = new Map<string, unknown>();
  for (const area of TEXT_AREAS) for (const [id, value] of Object.entries(languageFiles[lang]?.[area] ?? {})) texts.set(id, value);
  own.set(lang, texts);
}

/** The language a text is served in for `lang`: the language itself or the first of its fallbacks that has it. */
export function langOf(id: string, lang: LanguageCode): LanguageCode | null {
  for (const candidate of chainFor(lang)) if (own.get(candidate)?.has(id)) return candidate as LanguageCode;
  return null;
}

/** Whether the language's own files hold the text (not a fallback). */
export function hasOwn(id: string, lang: string): boolean {
  return own.get(lang)?.has(id) ?? false;
}

/**
 * Which language each language's value of a text really is in: recorded for every t() result
 * and kept by values mapped from one (mapL), so routes can carry their content's language.
 */
const SOURCES = new WeakMap<object, Partial<Record<LanguageCode, LanguageCode>>>();

/** The language `value` (a t() result, or a value mapped from one) is really in for `lang`; null if not a text. */
export function sourceLang(value: unknown, lang: LanguageCode): LanguageCode | null {
  return (typeof value === "object" && value !== null && SOURCES.get(value)?.[lang]) || null;
}

/** A per-language value derived from a text is in the text's languages. */
export function keepSource<T extends object>(from: unknown, to: T): T {
  const known = typeof from === "object" && from !== null ? SOURCES.get(from) : undefined;
  if (known) SOURCES.set(to, known);
  return to;
}

/**
 * A text in every language, by its stable id. The value's shape (a string, a post's fields, a
 * list) is what the id's entity expects; the caller's type says which.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the per-entity shape is checked by the seed's checks, not by JSON typing
export function t(id: string): L<any> {
  const out = {} as L<unknown>;
  const sources: Partial<Record<LanguageCode, LanguageCode>> = {};
  for (const lang of LANGUAGE_CODES) {
    const from = langOf(id, lang);
    if (!from) throw new Error(`i18n/${lang}/: no text "${id}", in the language or its fallbacks (${chainFor(lang).slice(1).join(", ") || "none"})`);
    out[lang] = own.get(from)!.get(id);
    sources[lang] = from;
  }
  SOURCES.set(out, sources);
  return out;
}
