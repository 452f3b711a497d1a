import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { failingLanguages, labelUse, REFERENCE, reportLanguages } from "../../scripts/i18n-check";
import { LANGUAGES } from "../../i18n/languages";
import { languageFiles } from "../../i18n/texts.generated";

/** `npm run i18n:check`: a table per language, failing only for languages marked complete. */
const ROOT = resolve(import.meta.dirname, "../..");

describe("i18n:check", () => {
  it("every current language is complete with 0 missing or extra labels and 0 untranslated texts", () => {
    const reports = reportLanguages();
    expect(reports.map((r) => r.code)).toEqual(LANGUAGES.map((l) => l.code));
    for (const r of reports) {
      expect(r.complete, r.code).toBe(true);
      expect([r.code, r.missingLabels, r.extraLabels, r.untranslated]).toEqual([r.code, [], [], []]);
    }
    expect(failingLanguages(reports)).toEqual([]);
  });

  it("a new language with a few labels and no texts is listed with what it lacks, and fails only once marked complete", () => {
    const files = { ...languageFiles, pl: { labels: { back_to_homepage: "Powrót do strony głównej", not_a_label_elsewhere: "x" } } };
    const reference = languageFiles[REFERENCE]!;
    const [pl] = reportLanguages(files, [{ code: "pl", complete: false }]);
    expect(pl!.missingLabels).toHaveLength(Object.keys(reference.labels).length - 1);
    expect(pl!.extraLabels).toEqual(["not_a_label_elsewhere"]);
    expect(pl!.untranslated.length).toBeGreaterThan(500);
    expect(pl!.untranslated).toContain("post.press-results-2025");
    expect(failingLanguages([pl!])).toEqual([]);
    expect(failingLanguages([{ ...pl!, complete: true }])).toEqual(["pl"]);
  });

  it("finds the labels code names, the prefixes of keys it builds, and ignores keys named in comments", () => {
    const use = labelUse([
      'const a = t("cart_title"); label(labels, "maintenance_title"); return fail(c, 404, "error_not_found");',
      "const s = t(`order_status_${status}`);",
      '/** `t("example_in_a_comment")` */',
    ]);
    expect([...use.named].sort()).toEqual(["cart_title", "error_not_found", "maintenance_title"]);
    expect([...use.prefixes]).toEqual(["order_status_"]);
  });

  it("prints one row per language and exits 0 on today's files", () => {
    const run = spawnSync(join(ROOT, "node_modules", ".bin", "tsx"), [join(ROOT, "scripts", "i18n-check.ts")], { cwd: ROOT, encoding: "utf8" });
    expect(run.status).toBe(0);
    for (const { code } of LANGUAGES) expect(run.stdout).toMatch(new RegExp(`^${code}\\s+yes\\s+0\\s+0\\s+0$`, "m"));
    // Every label the code names (the commerce API's error names included) has a text.
    expect(run.stdout).toContain("labels the code names but no language defines: 0\n");
  }, 30_000);
});
