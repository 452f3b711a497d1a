import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { RoutesResponse, type RouteRecord } from "../../shared/contract/app";
import type { ScreenOf } from "../../shared/screens";
import { staffCookie } from "./content-pages";
import { get, stateOf } from "./helpers";
import { REGISTRY_SITES } from "./registry-sites";

/** Catalogue screens on the seeded data, for every site of the registry (each currency among them). */
const SITES = REGISTRY_SITES;

describe("the registry's sites", () => {
  it("include the three currencies with the symbols shops print and the hosts the API knows", () => {
    const pick = (code: string) => SITES.filter((s) => s.code === code).map(({ code, base, currency, symbol, host, lang }) => ({ code, base, currency, symbol, host, lang }));
    expect([...pick("hr"), ...pick("rs"), ...pick("ba")]).toEqual([
      { code: "hr", base: "http://localhost", currency: "EUR", symbol: "€", host: "www.zrno.hr", lang: "hr" },
      { code: "rs", base: "http://localhost/rs", currency: "RSD", symbol: "RSD", host: "www.zrno.rs", lang: "sr" },
      { code: "ba", base: "http://localhost/ba", currency: "BAM", symbol: "KM", host: "www.zrno.eu", lang: "bs" },
    ]);
  });
});

async function routesOf(base: string): Promise<RouteRecord[]> {
  const res = await get(`${base}/api/nuxtapi/routes/`);
  return v.parse(RoutesResponse, await res.json()).data;
}

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "{}"));
}

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, { headers });
  const html = await res.text();
  return { res, html, state: res.status === 200 || res.status === 404 ? stateOf(html) : null };
}

describe.each(SITES)("catalogue of $code", (site) => {
  it("catalogue root lists products with prices in the site's currency", async () => {
    const routes = await routesOf(site.base);
    const root = routes.find((r) => r.controller === "catalog" && r.action === "index")!;
    const { res, html, state } = await page(site.base + root.path);
    expect(res.status).toBe(200);
    const screen = state!.screen as ScreenOf<"catalog-index">;
    expect(screen.kind).toBe("catalog-index");
    expect(screen.listing.products.total).toBeGreaterThanOrEqual(200);
    expect(screen.listing.products.items.every((p) => p.currency === site.currency)).toBe(true);
    expect(html).toContain(site.symbol);
  });

  it("a category sorts by price, filters by attribute and brand, and pages with crawl-safe links", async () => {
    const routes = await routesOf(site.base);
    const category = routes.find((r) => r.action === "category" && r.visible !== false && r.controller === "catalog" && (r.path.match(/\//g) ?? []).length === 3)!;
    const sorted = await page(`${site.base}${category.path}?sort=price_asc`);
    const items = (sorted.state!.screen as ScreenOf<"catalog-category">).listing.products.items;
    const prices = items.map((p) => p.price_custom);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(sorted.html).toContain('name="robots" content="noindex');

    const plain = (await page(site.base + category.path)).state!.screen as ScreenOf<"catalog-category">;
    const attr = plain.listing.products.facets.attributes[0]!;
    const filtered = (await page(`${site.base}${category.path}?attr=${attr.code}`)).state!.screen as ScreenOf<"catalog-category">;
    expect(filtered.listing.products.total).toBe(attr.count);
    expect(filtered.listing.products.items.every((p) => p.attributes.some((a) => a.code === attr.code))).toBe(true);

    const brand = plain.listing.products.facets.manufacturers[0]!;
    const byBrand = (await page(`${site.base}${category.path}?brand=${brand.code}`)).state!.screen as ScreenOf<"catalog-category">;
    expect(byBrand.listing.products.items.every((p) => p.manufacturer_code === brand.code)).toBe(true);

    const beyond = await page(`${site.base}${category.path}?page=999`);
    expect(beyond.res.status).toBe(404);
  });

  it("the catalogue pages with ?page=N, canonical keeps the page, and page 2 differs from page 1", async () => {
    const routes = await routesOf(site.base);
    const root = routes.find((r) => r.controller === "catalog" && r.action === "index")!;
    const one = await page(site.base + root.path);
    const two = await page(`${site.base}${root.path}?page=2`);
    expect(two.res.status).toBe(200);
    expect(two.html).toMatch(/<link rel="canonical" href="[^"]*\?page=2"/);
    expect(one.html).toContain('href="' + new URL(site.base).pathname.replace(/\/$/, "") + root.path + '?page=2"');
    const ids1 = (one.state!.screen as ScreenOf<"catalog-index">).listing.products.items.map((p) => p.id);
    const ids2 = (two.state!.screen as ScreenOf<"catalog-index">).listing.products.items.map((p) => p.id);
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
  });

  it.each([
    { query: "?page=1", status: 301, location: "" },
    { query: "?sort=price_asc&page=1&brand=x", status: 301, location: "?sort=price_asc&brand=x" },
    { query: "?page=abc", status: 404 },
    { query: "?page=0", status: 404 },
    { query: "?page=-2", status: 404 },
    { query: "?page=2.5", status: 404 },
    { query: "?page=99999", status: 404 },
  ])("a category's $query answers $status (one address for page 1, no made-up pages)", async ({ query, status, location }) => {
    const routes = await routesOf(site.base);
    const category = routes.find((r) => r.action === "category" && r.visible !== false && r.controller === "catalog")!;
    const res = await get(`${site.base}${category.path}${query}`);
    expect(res.status).toBe(status);
    if (location !== undefined) expect(res.headers.get("location")).toBe(`${new URL(site.base).pathname.replace(/\/$/, "")}${category.path}${location}`);
  });

  it("a product page shows variations and has Product JSON-LD with offers valid for 7 days", async () => {
    const routes = await routesOf(site.base);
    const product = routes.find((r) => r.action === "product" && r.visible !== false)!;
    const { res, html, state } = await page(site.base + product.path);
    expect(res.status).toBe(200);
    const screen = state!.screen as ScreenOf<"catalog-product">;
    expect(screen.product.variations.length).toBeGreaterThan(0);
    const ld = jsonLdOf(html);
    const p = ld.find((d) => d["@type"] === "Product")!;
    expect(p).toBeTruthy();
    const offers = p.offers as Array<Record<string, string>>;
    expect(offers[0]!.priceCurrency).toBe(site.currency);
    const days = (Date.parse(offers[0]!.priceValidUntil!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(5);
    expect(days).toBeLessThan(8);
    expect("aggregateRating" in p).toBe(screen.product.feedback_rate_widget.rates_votes > 0);
    expect(String(p.description).split(/\s+/).length).toBeLessThanOrEqual(51);
    expect(ld.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("search finds a product by a word of its title", async () => {
    const routes = await routesOf(site.base);
    const search = routes.find((r) => r.action === "search")!;
    const product = routes.find((r) => r.action === "product" && r.visible !== false)!;
    const detail = (await page(site.base + product.path)).state!.screen as ScreenOf<"catalog-product">;
    const word = detail.product.title.split(/\s+/).find((w) => w.length > 4) ?? detail.product.title;
    const found = (await page(`${site.base}${search.path}?search_q=${encodeURIComponent(word)}`)).state!.screen as ScreenOf<"catalog-search">;
    expect(found.listing?.products.items.map((p) => p.id)).toContain(detail.product.id);
  });
});

describe("catalogue visibility", () => {
  it("a hidden product is a 404 for a shopper and renders for staff", async () => {
    const routes = await routesOf("http://localhost");
    const hidden = routes.filter((r) => r.action === "product" && r.visible === false);
    expect(hidden.length).toBeGreaterThan(0);
    for (const r of hidden.slice(0, 3)) {
      expect((await get(`http://localhost${r.path}`)).status).toBe(404);
    }
    const staff = await get(`http://localhost${hidden[0]!.path}`, { headers: await staffCookie() });
    expect(staff.status).toBe(200);
    expect(await staff.text()).toContain('name="robots" content="noindex');
  });

  it("a category with a redirect answers with its code and target, on the site's mount", async () => {
    const routes = await routesOf("http://localhost/de");
    const categories = routes.filter((r) => r.action === "category" && r.controller === "catalog");
    let seen = 0;
    for (const r of categories) {
      const res = await get(`http://localhost/de${r.path}`);
      if (res.status >= 300 && res.status < 400) {
        seen++;
        expect(res.headers.get("location")).toMatch(/^\/de\//);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe("sitemaps and robots", () => {
  it("robots.txt names the sitemap of every site served on the host", async () => {
    const text = await (await get("http://localhost/robots.txt")).text();
    expect(text).toContain("Sitemap: http://localhost/sitemap.xml");
    expect(text).toContain("Sitemap: http://localhost/de/sitemap.xml");
    expect(text).toContain("Disallow: /api/");
  });

  it("the product sitemap lists public products with their alternates and leaves hidden ones out", async () => {
    const index = await (await get("http://localhost/de/sitemap.xml")).text();
    expect(index).toContain("http://localhost/de/sitemap-catalog_product.xml");
    const res = await get("http://localhost/de/sitemap-catalog_product.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const routes = await routesOf("http://localhost/de");
    const hidden = routes.find((r) => r.action === "product" && r.visible === false)!;
    const shown = routes.find((r) => r.action === "product" && r.visible !== false)!;
    expect(xml).toContain(`<loc>http://localhost/de${shown.path}</loc>`);
    expect(xml).not.toContain(`http://localhost/de${hidden.path}<`);
    expect(xml).toContain('hreflang="hr"');
    expect(xml).toContain('hreflang="x-default"');
  });
});

describe("home page structured data", () => {
  it.each(SITES)("$code home has Organization and WebSite with a SearchAction on its search page", async (site) => {
    const { html } = await page(`${site.base}/`);
    const ld = jsonLdOf(html);
    const org = ld.find((d) => d["@type"] === "Organization");
    const web = ld.find((d) => d["@type"] === "WebSite") as { potentialAction?: { target?: { urlTemplate?: string } } } | undefined;
    expect(org?.name).toBeTruthy();
    expect(web?.potentialAction?.target?.urlTemplate).toMatch(new RegExp(`/${site.tenant.routeWords.search}/\\?search_q=\\{search_term_string\\}$`));
  });
});

describe("pages work without JavaScript", () => {
  it("a long listing is rendered in place, not in hidden segments that a script must move", async () => {
    const { html } = await page("http://localhost/proizvodi/");
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain("$RC(");
    const main = html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
    expect(main).toContain('class="product-card"');
  });
});
