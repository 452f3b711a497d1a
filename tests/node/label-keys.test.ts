import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { labelUse } from "../../scripts/i18n-check";
import { literalsOf } from "../../scripts/label-keys";
import { languageFiles } from "../../i18n/texts.generated";
import { COMMON_LABEL_KEYS, FAMILY_LABEL_KEYS, LABEL_KEY_PREFIXES } from "../../worker/label-keys.generated";

/**
 * A page embeds only the label keys scripts/label-keys.ts found in its screen family's chunks and
 * in the code every page loads (worker/render/page-labels.ts). This reads the sources instead of
 * the bundle: every key a screen's modules name with `t("…")` must be in its family's list or the
 * common one, so a key the extraction misses fails here, not as a raw key in a shopper's page.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const DEFINED = new Set(Object.values(languageFiles).flatMap((f) => Object.keys(f.labels)));
const FAMILY_ENTRY = /^client\/screens\/([a-z]+)\/index\.tsx?$/;

function resolve(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) if (existsSync(join(ROOT, c)) && /\.tsx?$/.test(c)) return c;
  return null;
}

/** The source modules `start` loads, following dynamic imports except into other screen families. */
function graph(start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(ROOT, file), "utf8");
    // Type-only imports are erased from the bundle: they load nothing.
    const specs = [...code.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^;]*?from\s+"(\.[^"]+)"/gm)].filter((m) => !m[1]).map((m) => m[2]!);
    specs.push(...[...code.matchAll(/(?:import\s*\(\s*|^\s*import\s+)"(\.[^"]+)"/gm)].map((m) => m[1]!));
    for (const spec of specs) {
      const dep = resolve(file, spec);
      if (!dep || dep.includes(".generated.")) continue;
      if (FAMILY_ENTRY.test(dep) && dep !== start) continue;
      todo.push(relative(ROOT, join(ROOT, dep)));
    }
  }
  return seen;
}

function namedKeys(files: Iterable<string>): Set<string> {
  const { named } = labelUse([...files].map((f) => readFileSync(join(ROOT, f), "utf8")));
  return new Set([...named].filter((k) => DEFINED.has(k)));
}

const covered = (k: string, family: readonly string[]) =>
  COMMON_LABEL_KEYS.includes(k) || family.includes(k) || LABEL_KEY_PREFIXES.some((p) => k.startsWith(p));

describe("label keys per screen family", () => {
  const common = graph("client/entry.tsx");

  it("the code every page loads names only keys of the common list", () => {
    expect(common.size).toBeGreaterThan(20);
    expect([...namedKeys(common)].filter((k) => !covered(k, []))).toEqual([]);
  });

  it("a family's own lazy part (the thank-you page's account offer) counts for that family, not for every page", () => {
    expect(COMMON_LABEL_KEYS).not.toContain("checkout_account_offer_title");
    expect(FAMILY_LABEL_KEYS.order).toContain("checkout_account_offer_title");
  });

  it.each(Object.keys(FAMILY_LABEL_KEYS))("the %s screens name only keys of their list", (family) => {
    const entry = ["ts", "tsx"].map((e) => `client/screens/${family}/index.${e}`).find((f) => existsSync(join(ROOT, f)))!;
    const files = [...graph(entry)].filter((f) => !common.has(f));
    const named = namedKeys(files);
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((k) => !covered(k, FAMILY_LABEL_KEYS[family]!))).toEqual([]);
  });

  it("reads literals and built keys' prefixes from minified code", () => {
    const found = literalsOf('l(`cart_added`),x("home_title"),t(`unit_${u}`),t("allergen_"+a)');
    expect([...found.literals]).toEqual(expect.arrayContaining(["cart_added", "home_title"]));
    expect([...found.prefixes].sort()).toEqual(["allergen_", "unit_"]);
  });
});
