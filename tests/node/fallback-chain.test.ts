import { describe, expect, it } from "vitest";
import { chainOf } from "../../i18n/languages";
import { chainFor, TENANTS } from "../../tenants";
import { contentChain, loadTenants } from "../../tenants/registry";
import { tenantModules } from "../../tenants/index.generated";

/** A language's fallback chain is set by its sites' tenant files, else by i18n/languages.ts (issue 15). */
const site = (code: string, lang: string, fallback?: string[]) => ({ code, lang, fallback });

describe("fallback chain per tenant", () => {
  it("today's sites set none: each language's chain is the one i18n/languages.ts gives it", () => {
    for (const t of TENANTS) expect(chainFor(t.lang), t.code).toEqual(chainOf(t.lang));
  });

  it("a site's fallback sets its language's chain, and sites of one language that disagree stop the build naming both files", () => {
    expect(contentChain("bs", [site("ba", "bs", ["hr", "en"]), site("zz", "bs")])).toEqual(["bs", "hr", "en"]);
    expect(contentChain("hr", [site("ba", "bs", ["hr", "en"])])).toEqual(chainOf("hr"));
    expect(() => contentChain("bs", [site("ba", "bs", ["hr"]), site("mo", "bs", ["sr"])])).toThrow(
      "tenants/mo.ts: fallback: [sr] differs from tenants/ba.ts ([hr]); sites in one language (bs) share its fallback chain",
    );
  });

  it("a tenant file whose fallback names its own language or an unknown one is refused", () => {
    const ba = tenantModules["ba.ts"] as Record<string, unknown>;
    expect(() => loadTenants({ ...tenantModules, "ba.ts": { ...ba, fallback: ["bs"] } })).toThrow('tenants/ba.ts: fallback: must not name the site\'s own language "bs"');
    expect(() => loadTenants({ ...tenantModules, "ba.ts": { ...ba, fallback: ["pl"] } })).toThrow("tenants/ba.ts: fallback.0: must be a language of i18n/languages.ts");
  });
});
