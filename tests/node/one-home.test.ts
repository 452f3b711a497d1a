import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { siteLines } from "../../scripts/list-sites";
import { TENANTS } from "../../tenants";
import { LANGUAGE_CODES } from "../../i18n/languages";

/**
 * Each fact has one home (issue 15): currency codes are named only by the currency registry and
 * by data (tenant files, seed texts and item rows), never by code that would have to be edited
 * when a currency is added.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const DATA = [/^tenants\/[a-z]{2,3}\.ts$/, /^tenants\/currencies\.ts$/, /^commerce\/seed\/content\//, /^commerce\/seed\/catalog\/items\//, /^commerce\/seed\/pages\.ts$/, /^commerce\/seed\/i18n\//];

function sourceFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "worker", "client", "shared", "commerce", "scripts", "tenants"], { cwd: ROOT, encoding: "utf8" });
  return out.split("\n").filter((f) => /\.(ts|tsx|js)$/.test(f) && !f.includes(".generated.") && !DATA.some((re) => re.test(f)));
}

describe("one home per fact", () => {
  it("no source file outside the currency registry and data names EUR, RSD or BAM", () => {
    const offenders: string[] = [];
    for (const f of sourceFiles()) {
      readFileSync(resolve(ROOT, f), "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (/\b(EUR|RSD|BAM)\b/.test(line)) offenders.push(`${f}:${i + 1}: ${line.trim().slice(0, 100)}`);
        });
    }
    expect(offenders).toEqual([]);
  });

  // An object literal keying texts by two or more language codes ({ hr: "…", en: "…" }): coupon
  // words and place exonyms were such tables before they moved to i18n/<lang>/content.json.
  const LANG_KEY = `\\b(?:${LANGUAGE_CODES.join("|")}):\\s*"`;
  const INLINE_PER_LANGUAGE = new RegExp(`\\{[^{}]*${LANG_KEY}[^{}]*${LANG_KEY}`);

  it("no seed source holds a positional pipe-separated translation or the tr() helper: texts live in i18n/<lang>/ by stable id", () => {
    const offenders: string[] = [];
    for (const f of sourceFiles().filter((x) => x.startsWith("commerce/seed/") || x.startsWith("scripts/"))) {
      const text = readFileSync(resolve(ROOT, f), "utf8");
      if (/"(?:[^"|\n]*\|){8}[^"|\n]*"/.test(text)) offenders.push(`${f}: pipe-separated texts`);
      if (/\btr\(/.test(text)) offenders.push(`${f}: tr()`);
      if (INLINE_PER_LANGUAGE.test(text)) offenders.push(`${f}: an inline per-language table`);
    }
    expect(offenders).toEqual([]);
  });

  it("npm start's banner lists the sites of the registry (scripts/list-sites.ts), default first at /", () => {
    const lines = siteLines(TENANTS, "http://localhost:8787");
    expect(lines).toHaveLength(TENANTS.length);
    const home = TENANTS.find((t) => t.routing.isDefault)!;
    expect(lines[0]).toContain(`http://localhost:8787/ `);
    expect(lines[0]).toContain(home.name);
    for (const t of TENANTS.filter((x) => !x.routing.isDefault)) expect(lines.some((l) => l.includes(`/${t.routing.prefix}/ `) && l.includes(t.name))).toBe(true);
    expect(readFileSync(resolve(ROOT, "scripts/start.sh"), "utf8")).toContain("scripts/list-sites.ts");
  });
});
