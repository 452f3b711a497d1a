import { describe, expect, it } from "vitest";
import { alternatesOf } from "../../../worker/seo/alternates";

/** hreflang + x-default for one entity across the sites (pages and sitemaps share this). */
const base = (t: { code: string }) => `https://${t.code}.example/`;

describe("alternatesOf", () => {
  it("lists the entity on every site that has it, by the site's html lang, and x-default on the default site", () => {
    const out = alternatesOf({ hr: "/o-nama/", de: "/uber-uns/", rs: "/o-nama/" }, base);
    expect(out.map((a) => [a.hreflang, a.href]).sort()).toEqual([
      ["de", "https://de.example/uber-uns/"],
      ["hr", "https://hr.example/o-nama/"],
      ["sr-Latn", "https://rs.example/o-nama/"],
      ["x-default", "https://hr.example/o-nama/"],
    ]);
    expect(out.at(-1)?.hreflang).toBe("x-default");
  });

  it("an entity the default site lacks still names an x-default: the English site's version", () => {
    const out = alternatesOf({ de: "/filialen/berlin/", at: "/filialen/berlin/", en: "/stores/berlin/" }, base);
    expect(out.find((a) => a.hreflang === "x-default")?.href).toBe("https://en.example/stores/berlin/");
  });

  it("without the default and English sites, the first site that has it", () => {
    const out = alternatesOf({ it: "/negozi/milano/", es: "/tiendas/milan/" }, base);
    expect(out.find((a) => a.hreflang === "x-default")?.href).toMatch(/^https:\/\/(it|es)\.example\//);
    expect(out.filter((a) => a.hreflang === "x-default")).toHaveLength(1);
  });

  it("no site has it: no alternates at all", () => {
    expect(alternatesOf({}, base)).toEqual([]);
  });
});
