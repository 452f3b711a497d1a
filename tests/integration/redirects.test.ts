import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { RedirectsResponse } from "../../shared/contract/app";
import { compileRule, matchRedirect } from "../../worker/edge/redirect-rules";
import { get } from "./helpers";

/**
 * The redirect rules commerce/seed/redirects.ts gives every site, served from D1 through the
 * commerce API and applied by the storefront's edge. One row per old_path pattern kind; each
 * row runs on hr (no prefix) and on de (prefix `/de`, route words `produkte` / `product`,
 * about page `ueber-uns`). Internal targets keep the tenant's prefix; external ones do not.
 */
interface RedirectCase {
  kind: string;
  from: string;
  status: number;
  hr: string;
  de: string;
}

const REDIRECT_CASES: RedirectCase[] = [
  { kind: "exact, type null → 301", from: "/stara-akcija/", status: 301, hr: "/", de: "/" },
  { kind: "exact, type 301", from: "/o-zrnu/", status: 301, hr: "/o-nama/", de: "/ueber-uns/" },
  { kind: "exact with query", from: "/index.php?page=kontakt", status: 301, hr: "/kontakt/", de: "/kontakt/" },
  { kind: "exact with query, type 302", from: "/index.php?page=onama", status: 302, hr: "/o-nama/", de: "/ueber-uns/" },
  { kind: "(slug+)+(id+)", from: "/p/zob-flakes123/", status: 301, hr: "/proizvodi/zob-flakes-proizvod-123/", de: "/produkte/zob-flakes-product-123/" },
  { kind: "(slug+)+(id+), type 308", from: "/artikl/chia42/", status: 308, hr: "/proizvodi/chia-proizvod-42/", de: "/produkte/chia-product-42/" },
  { kind: "(slug+)-suffix", from: "/zimska-akcija/", status: 301, hr: "/proizvodi/zimska/", de: "/produkte/zimska/" },
  { kind: "trailing (.*)", from: "/stari-blog/2019/zobena-kasa/", status: 301, hr: "/blog/2019/zobena-kasa/", de: "/blog/2019/zobena-kasa/" },
  { kind: "trailing (.*), empty, type 302", from: "/shop/", status: 302, hr: "/proizvodi/", de: "/produkte/" },
  { kind: "(.+)", from: "/kategorija/zitarice/zob/", status: 301, hr: "/proizvodi/zitarice/zob/", de: "/produkte/zitarice/zob/" },
  { kind: "(slug*), empty", from: "/tag-/", status: 301, hr: "/tagovi/", de: "/tags/" },
  { kind: "(slug*), non-empty", from: "/katalog/sve/", status: 301, hr: "/proizvodi/", de: "/produkte/" },
  { kind: "(slug+)", from: "/autor/ana-horvat/", status: 301, hr: "/autori/ana-horvat/", de: "/authors/ana-horvat/" },
  { kind: "(id*), empty, type 302", from: "/kosarica/", status: 302, hr: "/webshop/", de: "/webshop/" },
  { kind: "(id*), digits", from: "/narudzba/123/", status: 302, hr: "/", de: "/" },
  { kind: "(id+) into the query", from: "/item/42/", status: 301, hr: "/proizvodi/?id=42", de: "/produkte/?id=42" },
  { kind: "(slug+)-(id+)", from: "/proizvod/zob-flakes-123/", status: 301, hr: "/proizvodi/zob-flakes-proizvod-123/", de: "/produkte/zob-flakes-product-123/" },
];

const EXTERNAL_CASES = [
  { kind: "external https", from: "/facebook/", status: 302, location: "https://www.facebook.com/zrno.shop" },
  { kind: "external // becomes https", from: "/instagram/", status: 302, location: "https://www.instagram.com/zrno.shop/" },
  { kind: "external http with a capture", from: "/blog-stari/recept/", status: 301, location: "http://blog.zrno.eu/recept/" },
];

describe.each([
  { tenant: "hr", prefix: "" },
  { tenant: "de", prefix: "/de" },
] as const)("redirect rules on $tenant", ({ tenant, prefix }) => {
  it.each(REDIRECT_CASES)("$kind: $from", async (c) => {
    const res = await get(`http://localhost${prefix}${c.from}`);
    expect(res.status).toBe(c.status);
    const target = tenant === "hr" ? c.hr : c.de;
    expect(res.headers.get("location")).toBe(prefix + target);
  });

  it.each(EXTERNAL_CASES)("$kind: $from → $location, without the tenant prefix", async (c) => {
    const res = await get(`http://localhost${prefix}${c.from}`);
    expect(res.status).toBe(c.status);
    expect(res.headers.get("location")).toBe(c.location);
  });

  it("leaves a path no rule names to the page resolution (404 screen, no Location)", async () => {
    const res = await get(`http://localhost${prefix}/p/samo-slova/`);
    expect(res.status).toBe(404);
    expect(res.headers.get("location")).toBeNull();
  });

  it("matches an exact rule with a query only on that query", async () => {
    const res = await get(`http://localhost${prefix}/index.php?page=nesto-drugo`);
    expect(res.headers.get("location")).toBeNull();
  });
});

describe("exact rules beat patterns", () => {
  it("/stara-akcija/ matches both the exact rule (→ /) and the (slug+)-akcija pattern; the exact rule wins", async () => {
    const res = await get("http://localhost/stara-akcija/");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/");
  });

  it("wins with the seeded rules in reverse order too (pattern listed first)", async () => {
    const res = await get("http://localhost/api/nuxtapi/redirects/");
    const rules = v.parse(RedirectsResponse, await res.json()).data;
    const reversed = [...rules].reverse().map(compileRule);
    const patternIndex = reversed.findIndex((r) => r.rule.old_path === "/(slug+)-akcija/");
    const exactIndex = reversed.findIndex((r) => r.rule.old_path === "/stara-akcija/");
    expect(patternIndex).toBeGreaterThanOrEqual(0);
    expect(patternIndex).toBeLessThan(exactIndex);
    expect(matchRedirect(reversed, "/stara-akcija/", "", "http://localhost")?.location).toBe("/");
    // and the pattern alone would have sent it elsewhere
    expect(matchRedirect([reversed[patternIndex]!], "/stara-akcija/", "", "http://localhost")?.location).toBe("/proizvodi/stara/");
  });
});
