// npm run i18n:check (run by `npm run build`, hence by CI): per language, the label keys it
// misses or has beyond the reference language, and the seed texts it takes from its fallbacks.
// Fails only for languages i18n/languages.ts marks complete. Also flags labels the code asks
// for that no language defines (fails) and labels no code names (listed, not failing).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES, TEXT_AREAS } from "../i18n/languages";
import { languageFiles } from "../i18n/texts.generated";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/** The language every other is compared with: the one the shop is written in first. */
export const REFERENCE = LANGUAGES[0].code;

interface LanguageReport {
  code: string;
  complete: boolean;
  missingLabels: string[];
  extraLabels: string[];
  untranslated: string[];
}

type Files = Record<string, { labels: Record<string, string> } & Partial<Record<(typeof TEXT_AREAS)[number], Record<string, unknown>>>>;

export function reportLanguages(files: Files = languageFiles, languages: readonly { code: string; complete: boolean }[] = LANGUAGES): LanguageReport[] {
  const ref = files[REFERENCE]!;
  const refLabels = Object.keys(ref.labels);
  const refTexts = TEXT_AREAS.flatMap((a) => Object.keys(ref[a] ?? {}));
  return languages.map(({ code, complete }) => {
    const own = files[code] ?? { labels: {} };
    const labels = new Set(Object.keys(own.labels));
    const texts = new Set(TEXT_AREAS.flatMap((a) => Object.keys(own[a] ?? {})));
    return {
      code,
      complete,
      missingLabels: refLabels.filter((k) => !labels.has(k)),
      extraLabels: [...labels].filter((k) => !(k in ref.labels)),
      untranslated: refTexts.filter((id) => !texts.has(id)),
    };
  });
}

/** Source files that name labels: the storefront, the shared code, the commerce API and the seed scripts. */
function codeFiles(): string[] {
  const dirs = ["client", "worker", "shared", "commerce/routes", "commerce/lib", "commerce/seed", "scripts"];
  return dirs
    .filter((d) => existsSync(join(ROOT, d)))
    .flatMap((d) => (readdirSync(join(ROOT, d), { recursive: true }) as string[]).map((f) => join(d, f)))
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes(".generated."));
}

/**
 * Label keys the code names: `t("key")`, `label(labels, "key")`, `fail(c, 400, "key")`,
 * `label_name: "key"`, and the prefixes of keys it builds (`order_status_${…}`).
 */
export function labelUse(sources: string[]): { named: Set<string>; prefixes: Set<string>; literals: Set<string> } {
  const named = new Set<string>();
  const prefixes = new Set<string>();
  const literals = new Set<string>();
  const calls = [/\bt\(\s*"([a-z0-9_]+)"/g, /\blabel\([^,()]+,\s*"([a-z0-9_]+)"/g, /\bfail\(\s*c\s*,\s*\d+\s*,\s*"([a-z0-9_]+)"/g, /\blabel_name:\s*"([a-z0-9_]+)"/g];
  for (const source of sources) {
    // Comments name keys as examples; only code counts.
    const text = source.split("\n").filter((l) => !/^\s*(?:\*|\/\/|\/\*)/.test(l)).join("\n");
    for (const re of calls) for (const m of text.matchAll(re)) named.add(m[1]!);
    for (const m of text.matchAll(/`([a-z][a-z0-9]*_(?:[a-z0-9]+_)*)\$\{/g)) prefixes.add(m[1]!);
    for (const m of text.matchAll(/["'`]([a-z][a-z0-9_]*)["'`]/g)) literals.add(m[1]!);
  }
  return { named, prefixes, literals };
}

function checkLabelUse(files: Files = languageFiles): { usedMissing: string[]; unused: string[] } {
  const use = labelUse(codeFiles().map((f) => readFileSync(join(ROOT, f), "utf8")));
  const defined = new Set(Object.values(files).flatMap((f) => Object.keys(f.labels)));
  // Seed texts use t("<id>") too, with dotted ids: only snake_case names are label keys.
  const usedMissing = [...use.named].filter((k) => !defined.has(k) && !k.includes("."));
  const unused = [...defined].filter((k) => !use.literals.has(k) && ![...use.prefixes].some((p) => k.startsWith(p)));
  return { usedMissing: usedMissing.sort(), unused: unused.sort() };
}

/** The languages that fail the check: complete ones with anything missing or extra. */
export function failingLanguages(reports: LanguageReport[]): string[] {
  return reports.filter((r) => r.complete && r.missingLabels.length + r.extraLabels.length + r.untranslated.length > 0).map((r) => r.code);
}

function main(): number {
  const reports = reportLanguages();
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  console.log(`i18n: ${LANGUAGES.length} languages, reference ${REFERENCE}`);
  console.log(`${pad("lang", 6)}${pad("complete", 10)}${pad("missing labels", 16)}${pad("extra labels", 14)}untranslated texts`);
  for (const r of reports) {
    console.log(`${pad(r.code, 6)}${pad(r.complete ? "yes" : "no", 10)}${pad(r.missingLabels.length, 16)}${pad(r.extraLabels.length, 14)}${r.untranslated.length}`);
    const show = (what: string, list: string[]) => list.length && console.log(`  ${r.code} ${what}: ${list.slice(0, 8).join(", ")}${list.length > 8 ? ` … ${list.length - 8} more` : ""}`);
    show("missing labels", r.missingLabels);
    show("extra labels", r.extraLabels);
    show("untranslated (served from its fallbacks)", r.untranslated);
  }
  const { usedMissing, unused } = checkLabelUse();
  // A label the code names that no language defines reaches the shopper as its bare key: fails.
  console.log(`labels the code names but no language defines: ${usedMissing.length}${usedMissing.length ? ` (${usedMissing.join(", ")})` : ""}`);
  console.log(`labels no code names (check before deleting: a key may be built at run time): ${unused.length}${unused.length ? ` (${unused.slice(0, 12).join(", ")}${unused.length > 12 ? ` … ${unused.length - 12} more` : ""})` : ""}`);
  const failing = failingLanguages(reports);
  if (failing.length) console.error(`i18n:check failed: complete languages with missing or extra labels or texts: ${failing.join(", ")} (mark a language complete: false in i18n/languages.ts while it is being translated)`);
  if (usedMissing.length) console.error(`i18n:check failed: labels the code names but no language defines: ${usedMissing.join(", ")} (add them to i18n/<lang>/labels.json)`);
  return failing.length || usedMissing.length ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main());
