import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { RedirectsResponse } from "../../shared/contract/app";
import { compileRule, isExternal, matchRedirect } from "../../worker/edge/redirect-rules";
import { get } from "./helpers";

/**
 * The redirect rules commerce/seed/redirects.ts gives every site, served from D1 through the
 * commerce API and applied by the storefront's edge. One row per old_path pattern kind; each
 * row runs on hr (no prefix) and on de (prefix `/de`, route words `produkte` / `product`,
 * about page `ueber-uns`). Internal targets keep the tenant's prefix; external ones do not.
 */
interface RedirectCase {
  kind: string;
  /** The seeded old_path this row exercises (every seeded rule has a row; see the coverage test). */
  rule: string;
  from: string;
  status: number;
  hr: string;
  de: string;
}

const REDIRECT_CASES: RedirectCase[] = [
  { kind: "exact, type null → 301", rule: "/stara-akcija/", from: "/stara-akcija/", status: 301, hr: "/", de: "/" },
  { kind: "exact, type 301", rule: "/o-zrnu/", from: "/o-zrnu/", status: 301, hr: "/o-nama/", de: "/ueber-uns/" },
  { kind: "exact ignoring the request's query", rule: "/o-zrnu/", from: "/o-zrnu/?utm_source=newsletter", status: 301, hr: "/o-nama/", de: "/ueber-uns/" },
  { kind: "exact with query", rule: "/index.php?page=kontakt", from: "/index.php?page=kontakt", status: 301, hr: "/kontakt/", de: "/kontakt/" },
  { kind: "exact with query, type 302", rule: "/index.php?page=onama", from: "/index.php?page=onama", status: 302, hr: "/o-nama/", de: "/ueber-uns/" },
  { kind: "(slug+)+(id+)", rule: "/p/(slug+)+(id+)/", from: "/p/zob-flakes123/", status: 301, hr: "/proizvodi/zob-flakes-proizvod-123/", de: "/produkte/zob-flakes-product-123/" },
  { kind: "(slug+)+(id+), type 308", rule: "/artikl/(slug+)+(id+)/", from: "/artikl/chia42/", status: 308, hr: "/proizvodi/chia-proizvod-42/", de: "/produkte/chia-product-42/" },
  { kind: "(slug+)-suffix", rule: "/(slug+)-akcija/", from: "/zimska-akcija/", status: 301, hr: "/proizvodi/zimska/", de: "/produkte/zimska/" },
  { kind: "(slug+)-suffix, slug with digits", rule: "/(slug+)-arhiva/", from: "/recepti-2020-arhiva/", status: 301, hr: "/blog/recepti-2020/", de: "/blog/recepti-2020/" },
  { kind: "trailing (.*)", rule: "/stari-blog/(.*)", from: "/stari-blog/2019/zobena-kasa/", status: 301, hr: "/blog/2019/zobena-kasa/", de: "/blog/2019/zobena-kasa/" },
  { kind: "trailing (.*), empty, type 302", rule: "/shop/(.*)", from: "/shop/", status: 302, hr: "/proizvodi/", de: "/produkte/" },
  { kind: "(.+) over several segments", rule: "/arhiva/(.+)/", from: "/arhiva/2019/05/", status: 301, hr: "/blog/2019/05/", de: "/blog/2019/05/" },
  { kind: "(.+)", rule: "/kategorija/(.+)/", from: "/kategorija/zitarice/zob/", status: 301, hr: "/proizvodi/zitarice/zob/", de: "/produkte/zitarice/zob/" },
  { kind: "(slug*), empty", rule: "/tag-(slug*)/", from: "/tag-/", status: 301, hr: "/tagovi/", de: "/tags/" },
  { kind: "(slug*), non-empty", rule: "/katalog/(slug*)/", from: "/katalog/sve/", status: 301, hr: "/proizvodi/", de: "/produkte/" },
  { kind: "(slug+)", rule: "/autor/(slug+)/", from: "/autor/ana-horvat/", status: 301, hr: "/autori/ana-horvat/", de: "/authors/ana-horvat/" },
  { kind: "(slug+) into the target", rule: "/recepti-stari/(slug+)/", from: "/recepti-stari/juha/", status: 301, hr: "/recepti/juha/", de: "/recepti/juha/" },
  { kind: "(id*), empty, type 302", rule: "/kosarica(id*)/", from: "/kosarica/", status: 302, hr: "/webshop/", de: "/webshop/" },
  { kind: "(id*), digits after a word", rule: "/kosarica(id*)/", from: "/kosarica55/", status: 302, hr: "/webshop/", de: "/webshop/" },
  { kind: "(id*), digits", rule: "/narudzba/(id*)/", from: "/narudzba/123/", status: 302, hr: "/", de: "/" },
  { kind: "(id+) into the query", rule: "/item/(id+)/", from: "/item/42/", status: 301, hr: "/proizvodi/?id=42", de: "/produkte/?id=42" },
  { kind: "(id+) into another query", rule: "/post/(id+)/", from: "/post/9001/", status: 301, hr: "/blog/?id=9001", de: "/blog/?id=9001" },
  { kind: "(slug+)-(id+)", rule: "/proizvod/(slug+)-(id+)/", from: "/proizvod/zob-flakes-123/", status: 301, hr: "/proizvodi/zob-flakes-proizvod-123/", de: "/produkte/zob-flakes-product-123/" },
  { kind: "(slug+)-(id+), both captures", rule: "/clanak/(slug+)-(id+)/", from: "/clanak/juha-5/", status: 301, hr: "/blog/juha-5/", de: "/blog/juha-5/" },
];

const EXTERNAL_CASES = [
  { kind: "external https", rule: "/facebook/", from: "/facebook/", status: 302, location: "https://www.facebook.com/zrno.shop" },
  { kind: "external // becomes https", rule: "/instagram/", from: "/instagram/", status: 302, location: "https://www.instagram.com/zrno.shop/" },
  { kind: "external http with a capture", rule: "/blog-stari/(.*)", from: "/blog-stari/recept/", status: 301, location: "http://blog.zrno.eu/recept/" },
];

/** The docs/behaviour/04-states.md pattern an old_path uses (the seed must have at least two of each). */
function patternOf(oldPath: string): string {
  for (const token of ["(slug+)+(id+)", "(slug+)-(id+)", "(slug*)", "(id*)", "(id+)", "(.+)"]) if (oldPath.includes(token)) return token;
  if (/\(slug\+\)-[a-z]/.test(oldPath)) return "(slug+)-suffix";
  if (oldPath.endsWith("(.*)")) return "trailing (.*)";
  if (oldPath.includes("(slug+)")) return "(slug+)";
  return oldPath.includes("?") ? "exact with query" : "exact";
}

async function seededRules(prefix = "") {
  const res = await get(`http://localhost${prefix}/api/nuxtapi/redirects/`);
  expect(res.status).toBe(200);
  return v.parse(RedirectsResponse, await res.json()).data;
}

describe("the seeded redirect table", () => {
  it("has at least two rules of every old_path pattern of spec §4, and external ones", async () => {
    const rules = await seededRules();
    const counts = new Map<string, number>();
    for (const r of rules) counts.set(patternOf(r.old_path), (counts.get(patternOf(r.old_path)) ?? 0) + 1);
    const patterns = ["exact", "exact with query", "(slug+)+(id+)", "(slug+)-suffix", "trailing (.*)", "(.+)", "(slug*)", "(slug+)", "(id*)", "(id+)", "(slug+)-(id+)"];
    expect([...counts.keys()].sort()).toEqual([...patterns].sort());
    for (const p of patterns) expect(counts.get(p), p).toBeGreaterThanOrEqual(2);
    const external = rules.filter((r) => isExternal(r.new_path));
    expect(external.length).toBeGreaterThanOrEqual(2);
    expect(external.some((r) => r.new_path.startsWith("//"))).toBe(true);
  });

  it("every seeded rule has a row in the case tables below, and every row names a seeded rule", async () => {
    const seeded = new Set((await seededRules()).map((r) => r.old_path));
    const exercised = new Set([...REDIRECT_CASES, ...EXTERNAL_CASES].map((c) => c.rule));
    expect([...seeded].sort()).toEqual([...exercised].sort());
  });

  it("de has the same rules with its own route words in the targets", async () => {
    const hr = await seededRules();
    const de = await seededRules("/de");
    expect(de.map((r) => r.old_path)).toEqual(hr.map((r) => r.old_path));
    expect(de.find((r) => r.old_path === "/shop/(.*)")?.new_path).toBe("/produkte/");
  });
});

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

/**
 * Rules are data an editor types into the backend: a broken one must cost only itself. A target
 * with CR/LF (header injection), a script URL or an off-site capture is dropped and logged; the
 * path then resolves as if no rule named it (here: the 404 screen), never a 500, and every other
 * rule keeps working.
 */
describe("broken rules in the backend's table", () => {
  const db = () => (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
  const BAD = [
    { old_path: "/los-crlf/", new_path: "/o-nama/\r\nSet-Cookie: injected=1" },
    { old_path: "/los-lf/", new_path: "/o-nama/\nLocation: https://evil.example/" },
    { old_path: "/los-js/", new_path: "javascript:alert(1)" },
    { old_path: "/los-data/", new_path: "data:text/html,<script>alert(1)</script>" },
    { old_path: "/los-backslash/", new_path: "/\\evil.example/" },
    { old_path: "/los-host/(slug+)/", new_path: "evil.example/(1)/" },
  ];

  async function clearRedirects() {
    const res = await get("http://localhost/api/nuxtapi/clearCache/", { method: "POST", body: JSON.stringify({ keys: ["redirects"] }), headers: { "content-type": "application/json" } });
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    await db().batch(BAD.map((r) => db().prepare("INSERT INTO redirects (site, old_path, new_path, type) VALUES ('hr', ?1, ?2, 301)").bind(r.old_path, r.new_path)));
    await clearRedirects();
  });
  afterAll(async () => {
    await db().prepare("DELETE FROM redirects WHERE old_path LIKE '/los-%'").run();
    await clearRedirects();
  });

  it("the storefront receives them (the table is not refused whole)", async () => {
    const oldPaths = (await seededRules()).map((r) => r.old_path);
    for (const r of BAD) expect(oldPaths).toContain(r.old_path);
  });

  it.each(BAD.map((r) => [r.old_path.replace("(slug+)", "x"), r.new_path] as const))("%s (→ %j) is dropped: the 404 screen, no Location, no injected header", async (path) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await get(`http://localhost${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("location")).toBeNull();
      expect(res.headers.get("set-cookie") ?? "").not.toContain("injected");
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(errors.mock.calls.map((c) => String(c[0])).join("\n")).toContain("redirects: dropped rule");
    } finally {
      errors.mockRestore();
    }
  });

  it("the good rules beside them still redirect", async () => {
    const res = await get("http://localhost/o-zrnu/");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/o-nama/");
  });
});
