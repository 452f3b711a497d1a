// The label keys each screen family's browser code can ask for, read from the built chunks
// themselves (what the browser runs): every string literal that is a label key, and the
// prefixes of keys the code builds (`unit_${…}`). A page embeds only these keys of its screen's
// family and of the code every page loads, not all labels (docs/decisions/0016-lean-pages.md).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
  isEntry?: boolean;
}

interface LabelKeySets {
  /** Keys of the code every page loads: the entry, the runtime and the chunks outside the screen families. */
  common: string[];
  /** Per screen family (client/screens/registry.tsx), the keys of its chunks not in `common`. */
  families: Record<string, string[]>;
  /** Prefixes of keys the code builds; a page carries every key that starts with one. */
  prefixes: string[];
  /**
   * Keys an API answer may name (`label_name` of a refusal: "not confirmed yet", "wrong password"),
   * read from the commerce API's and the BFF's source: no browser code names them as literals, so
   * the form screens carry them all.
   */
  answers: string[];
}

/** String literals of (minified) code, and the text before each `${` of its template literals. */
export function literalsOf(code: string): { literals: Set<string>; prefixes: Set<string> } {
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  for (const m of code.matchAll(/["'`]([a-z][a-z0-9_]*)["'`]/g)) literals.add(m[1]!);
  for (const m of code.matchAll(/[`]([a-z][a-z0-9]*_(?:[a-z0-9]+_)*)\$\{/g)) prefixes.add(m[1]!);
  for (const m of code.matchAll(/["']([a-z][a-z0-9]*_(?:[a-z0-9]+_)*)["']\s*\+/g)) prefixes.add(m[1]!);
  return { literals, prefixes };
}

/**
 * The chunk files a manifest entry loads or may load (its static and dynamic imports,
 * transitively), stopping at another screen family's entry (`isFamily`): each family counts apart.
 */
function closure(manifest: Record<string, ManifestEntry>, start: string, isFamily: (src: string) => string | undefined): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const k = todo.pop()!;
    if (seen.has(k) || !manifest[k] || (k !== start && isFamily(k))) continue;
    seen.add(k);
    todo.push(...(manifest[k]!.imports ?? []), ...(manifest[k]!.dynamicImports ?? []));
  }
  return new Set([...seen].map((k) => manifest[k]!.file));
}

/**
 * `defined`: every label key some language has. `read(file)`: a chunk's code. Families are the
 * dynamic entries `client/screens/<family>/index.ts(x)`, with what they load or may load (a
 * family's own lazy parts: the product page's review script, the thank-you page's account offer);
 * everything else the entry loads or may load (runtime, consent, mini cart, search suggestions,
 * fault screens) counts for every page.
 */
function labelKeySets(manifest: Record<string, ManifestEntry>, defined: Set<string>, read: (file: string) => string): LabelKeySets {
  const familyOf = (src: string) => /^client\/screens\/([a-z]+)\/index\.tsx?$/.exec(src)?.[1];
  const familyFiles = new Map<string, Set<string>>();
  const commonFiles = new Set<string>();
  for (const [src, entry] of Object.entries(manifest)) {
    const family = familyOf(src);
    if (family && entry.isDynamicEntry) familyFiles.set(family, closure(manifest, src, familyOf));
    else if (entry.isEntry) for (const f of closure(manifest, src, familyOf)) commonFiles.add(f);
  }
  const prefixes = new Set<string>();
  const keysOf = (files: Iterable<string>): Set<string> => {
    const out = new Set<string>();
    for (const f of files) {
      const found = literalsOf(read(f));
      for (const l of found.literals) if (defined.has(l)) out.add(l);
      for (const p of found.prefixes) if ([...defined].some((k) => k.startsWith(p))) prefixes.add(p);
    }
    return out;
  };
  const common = keysOf(commonFiles);
  const families: Record<string, string[]> = {};
  for (const [family, files] of [...familyFiles].sort(([a], [b]) => a.localeCompare(b))) {
    families[family] = [...keysOf([...files].filter((f) => !commonFiles.has(f)))].filter((k) => !common.has(k)).sort();
  }
  return { common: [...common].sort(), families, prefixes: [...prefixes].sort(), answers: [] };
}

/** The label keys named as string literals in source files (the API's and the BFF's answers). */
export function answerKeysOf(sources: Iterable<string>, defined: Set<string>): string[] {
  const out = new Set<string>();
  for (const code of sources) for (const l of literalsOf(code).literals) if (defined.has(l)) out.add(l);
  return [...out].sort();
}

/** Every `.ts` file below `dir`, leaving out folders that hold data rather than answers. */
export function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name)) out.push(...sourceFiles(path, skip));
    } else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

/** The generated module the Worker imports (worker/render/page-labels.ts). */
export function renderLabelKeys(sets: LabelKeySets): string {
  return [
    "// Generated by scripts/write-build-id.ts (scripts/label-keys.ts) from the built chunks. Do not edit.",
    `export const COMMON_LABEL_KEYS: readonly string[] = ${JSON.stringify(sets.common)};`,
    `export const FAMILY_LABEL_KEYS: Record<string, readonly string[]> = ${JSON.stringify(sets.families)};`,
    `export const LABEL_KEY_PREFIXES: readonly string[] = ${JSON.stringify(sets.prefixes)};`,
    `export const ANSWER_LABEL_KEYS: readonly string[] = ${JSON.stringify(sets.answers)};`,
    "",
  ].join("\n");
}

/** Reads the built assets' manifest and chunks under `assetsDir`. */
export function labelKeySetsOfBuild(assetsDir: string, manifest: Record<string, ManifestEntry>, defined: Set<string>): LabelKeySets {
  return labelKeySets(manifest, defined, (f) => readFileSync(join(assetsDir, f), "utf8"));
}
