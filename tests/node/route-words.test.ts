import { describe, expect, it } from "vitest";
import { CATALOG_WORD, languageRouteWord, PRODUCT_WORD } from "../../commerce/seed/catalog/i18n";
import { TENANTS } from "../../tenants";

/** The seed's per-language route words come from the tenant files, their one home (issue 15). */
const site = (code: string, lang: string, catalog: string, isDefault = false) => ({ code, lang, routing: { isDefault }, routeWords: { catalog, product: "p" } });

describe("seed route words", () => {
  it("are the route words of each language's sites", () => {
    for (const t of TENANTS) {
      expect(CATALOG_WORD[t.lang], t.code).toBe(t.routeWords.catalog);
      expect(PRODUCT_WORD[t.lang], t.code).toBe(t.routeWords.product);
    }
  });

  it("a language no site speaks takes the default site's word; sites of one language that disagree stop the build naming both files", () => {
    expect(languageRouteWord("catalog", [site("hr", "hr", "proizvodi", true)]).en).toBe("proizvodi");
    expect(() => languageRouteWord("catalog", [site("hr", "hr", "proizvodi", true), site("zg", "hr", "artikli")])).toThrow(
      'tenants/zg.ts: routeWords.catalog: "artikli" differs from tenants/hr.ts ("proizvodi")',
    );
  });
});
