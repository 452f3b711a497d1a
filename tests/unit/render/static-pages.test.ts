import { describe, expect, it } from "vitest";
import { LABEL_LANGS, labels as seedLabels } from "../../../commerce/seed/labels";
import { assertBuildMeta, buildMetaProblem } from "../../../worker/render/build-meta";
import { BuildMetadataMissing } from "../../../worker/errors";
import { errorPage, maintenancePage, pageTexts } from "../../../worker/render/static-pages";
import { OFFLINE_LABELS } from "../../../worker/render/offline-labels.generated";

describe("build metadata (spec §8 'missing build-metadata error')", () => {
  it.each([
    ["an empty build id", { buildId: "", screenChunks: { catalog: ["/a.js"] } }, /build id/],
    ["a blank build id", { buildId: "  ", screenChunks: { catalog: ["/a.js"] } }, /build id/],
    ["no build id export", { buildId: undefined, screenChunks: { catalog: ["/a.js"] } }, /build id/],
    ["no asset manifest (no screen chunks)", { buildId: "abc123", screenChunks: {} }, /asset manifest/],
    ["no screen chunks export", { buildId: "abc123", screenChunks: undefined }, /asset manifest/],
  ])("%s is the build-metadata error", (_name, meta, problem) => {
    expect(buildMetaProblem(meta)).toMatch(problem);
    expect(() => assertBuildMeta(meta)).toThrow(BuildMetadataMissing);
  });

  it("a complete build has none (this build included)", () => {
    expect(buildMetaProblem({ buildId: "abc123", screenChunks: { catalog: ["/a.js"] } })).toBeNull();
    expect(buildMetaProblem()).toBeNull();
  });
});

describe("offline labels: the seed's texts, copied at build time", () => {
  it.each(LABEL_LANGS)("%s matches the seed for every key the pages use", (lang) => {
    const copy = OFFLINE_LABELS[lang]!;
    expect(Object.keys(copy).length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(copy)) expect(text).toBe(seedLabels[key]?.[lang]);
  });

  it("Nadogradnja in Croatian, Nadgradnja in Slovenian (spec §8)", () => {
    expect(pageTexts(null, "hr")("maintenance_title")).toBe("Nadogradnja");
    expect(pageTexts(null, "sl")("maintenance_title")).toBe("Nadgradnja");
  });

  it("live labels win over the copy; an unknown language falls back to English", () => {
    expect(pageTexts({ maintenance_title: "Radovi" }, "hr")("maintenance_title")).toBe("Radovi");
    expect(pageTexts(null, "xx")("back_to_homepage")).toBe("Back to homepage");
  });
});

describe("maintenance and error pages: no script, escaped values", () => {
  const t = pageTexts(null, "hr");
  it("the maintenance page refreshes by meta (no JavaScript) and its button links to the same address", () => {
    const html = maintenancePage({ htmlLang: "hr", t, cssHref: "/assets/client.css", refreshSeconds: 60, selfHref: '/a/?q="><script>x</script>', statusLine: "Error 503" });
    expect(html).toContain('<meta http-equiv="refresh" content="60">');
    expect(html).toContain("<h1 id=\"maintenance-title\">Nadogradnja</h1>");
    expect(html).toContain(">Osvježi</a>");
    expect(html).toContain("Error 503");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&#34;&#62;&#60;script&#62;");
  });

  it("the error page shows the code, the status message and the back-to-homepage button", () => {
    const html = errorPage({ htmlLang: "hr", t, cssHref: "/assets/client.css", status: 502, statusMessage: "Bad Gateway", homeHref: "/" });
    expect(html).toMatch(/<p class="error-code">.*502<\/p>/);
    expect(html).toContain("Bad Gateway");
    expect(html).toContain('<a class="button" href="/">Povratak na naslovnicu</a>');
    expect(html).not.toMatch(/<script|http-equiv/i);
  });
});
