// UI labels served by the commerce API per language: i18n/<lang>/labels.json, one file per
// language (the way translators work). Keys are snake_case; values are plain text (no HTML).
// {placeholders} in braces are filled by the storefront. A label a language lacks is taken from
// its fallback chain (i18n/languages.ts); `npm run i18n:check` lists what is missing.
import { LANGUAGE_CODES, type LanguageCode } from "../../i18n/languages";
import { languageFiles } from "../../i18n/texts.generated";
import { chainFor } from "../../tenants";

export const LABEL_LANGS = LANGUAGE_CODES;
export type LabelLang = LanguageCode;

function build(): Record<string, Record<LabelLang, string>> {
  const out: Record<string, Record<LabelLang, string>> = {};
  const keys = new Set<string>();
  for (const lang of LABEL_LANGS) for (const key of Object.keys(languageFiles[lang]?.labels ?? {})) keys.add(key);
  for (const key of keys) {
    const byLang = {} as Record<LabelLang, string>;
    for (const lang of LABEL_LANGS) {
      const from = chainFor(lang).find((c) => languageFiles[c]?.labels[key] !== undefined);
      if (from) byLang[lang] = languageFiles[from]!.labels[key]!;
    }
    out[key] = byLang;
  }
  return out;
}

/** key → language → text, every language filled from its own file or its fallbacks. */
export const labels: Record<string, Record<LabelLang, string>> = build();
