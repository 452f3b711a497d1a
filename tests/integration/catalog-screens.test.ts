import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { App } from "../../client/app";
import { SERVER_SCREENS } from "../../worker/render/screens";
import type { RouteRecord } from "../../shared/contract/app";
import type { ScreenOf } from "../../shared/screens";
import { CATEGORIES, LISTS, MANUFACTURERS, PRODUCTS, PRODUCT_TAGS } from "../../commerce/seed/catalog/index";
import type { SeedProduct } from "../../commerce/seed/types";
import { get, GOOGLEBOT_UA } from "./helpers";
import { TENANTS } from "../../tenants";
import { h1Of, jsonLdOf, ldOfType, page, routeOf, routesOf, SITES, staffCookie, type Site } from "./content-pages";

/**
 * The catalogue screens issue 3 lists beyond root, category and product (catalog.test.ts):
 * list, brands, brand, product tags, tag; the search screen on the catalogue root and its paging;
 * visibility of every hidden kind; list and category redirects; hreflang of a product across
 * sites; the bot's product page. All on the seeded data, checked against the seed itself.
 */
const lang = (s: Site) => s.tenant.lang as keyof SeedProduct["title"];
const prefix = (s: Site) => s.base.replace("http://localhost", "");
const category = (code: string) => CATEGORIES.find((c) => c.code === code)!;
const brand = (code: string) => MANUFACTURERS.find((m) => m.code === code)!;
/** docs/behaviour/04-states.md: visible, in a visible category, of a visible brand unless it ignores brand visibility. */
const isPublic = (p: SeedProduct) => p.visible && category(p.category).visible && (brand(p.manufacturer).visible || p.ignoreBrandVisibility);
const publicCount = (pick: (p: SeedProduct) => boolean) => PRODUCTS.filter((p) => pick(p) && isPublic(p)).length;

const list = LISTS.find((l) => l.visible && !l.redirect && l.products.length > 0)!;
const movedList = LISTS.find((l) => l.redirect)!;
const hiddenList = LISTS.find((l) => !l.visible)!;
const shownBrand = MANUFACTURERS.find((m) => m.visible && PRODUCTS.filter((p) => p.manufacturer === m.code).length >= 3)!;
const hiddenBrand = MANUFACTURERS.find((m) => !m.visible)!;
const tag = PRODUCT_TAGS.find((t) => publicCount((p) => p.tags.includes(t.code)) > 0)!;

interface Case {
  name: string;
  entity: string;
  check: (p: Awaited<ReturnType<typeof page>>, s: Site) => void;
}

const SCREENS: Case[] = [
  {
    name: "list: its title and exactly its public products",
    entity: `catalog_list:${list.code}`,
    check: ({ html, state }, s) => {
      expect(h1Of(html)).toBe(list.title[lang(s)]);
      const screen = state!.screen as ScreenOf<"catalog-list">;
      expect(screen.kind).toBe("catalog-list");
      expect(screen.listing.products.total).toBe(publicCount((p) => list.products.includes(p.code)));
    },
  },
  {
    name: "brands: every visible brand, each with its logo",
    entity: "catalog:manufacturers",
    check: ({ html, state }) => {
      const screen = state!.screen as ScreenOf<"catalog-manufacturers">;
      expect(screen.manufacturers.map((m) => m.code).sort()).toEqual(MANUFACTURERS.filter((m) => m.visible).map((m) => m.code).sort());
      expect(screen.manufacturers.length).toBeGreaterThanOrEqual(20);
      for (const m of screen.manufacturers) expect(m.image_thumbs.medium).toBe(`/media/brands/${m.code.toLowerCase()}-medium.svg`);
      expect(html).toContain(screen.manufacturers[0]!.image_thumbs.medium);
    },
  },
  {
    name: "brand: its description and only its public products",
    entity: `catalog_manufacturer:${shownBrand.code}`,
    check: ({ html, state }, s) => {
      expect(h1Of(html)).toBe(shownBrand.title);
      const screen = state!.screen as ScreenOf<"catalog-manufacturer">;
      expect(screen.listing.products.total).toBe(publicCount((p) => p.manufacturer === shownBrand.code));
      expect(screen.listing.products.items.every((p) => p.manufacturer_code === shownBrand.code)).toBe(true);
      expect(html).toContain(shownBrand.description[lang(s)].replace(/<[^>]*>/g, "").slice(0, 30));
    },
  },
  {
    name: "product tags: every tag with its count of public products",
    entity: "catalog:tags",
    check: ({ state }) => {
      const screen = state!.screen as ScreenOf<"catalog-tags">;
      expect(screen.tags.map((t) => t.code).sort()).toEqual(PRODUCT_TAGS.filter((t) => publicCount((p) => p.tags.includes(t.code)) > 0).map((t) => t.code).sort());
      const one = screen.tags.find((t) => t.code === tag.code)!;
      expect(one.product_count).toBe(publicCount((p) => p.tags.includes(tag.code)));
    },
  },
  {
    name: "product tag: exactly the public products with the tag",
    entity: `catalog_tag:${tag.code}`,
    check: ({ html, state }, s) => {
      expect(h1Of(html)).toBe(`#${tag.title[lang(s)]}`);
      const screen = state!.screen as ScreenOf<"catalog-tag">;
      const want = PRODUCTS.filter((p) => p.tags.includes(tag.code) && isPublic(p)).map((p) => p.code);
      expect(screen.listing.products.total).toBe(want.length);
      expect(screen.listing.products.items.every((p) => want.includes(p.code))).toBe(true);
    },
  },
];

describe.each(SITES)("catalogue screens of $code", (s) => {
  let routes: RouteRecord[];
  beforeAll(async () => {
    routes = await routesOf(s);
  });

  it.each(SCREENS)("$name", async ({ entity, check }) => {
    const p = await page(s.base + routeOf(routes, { entity }).path);
    expect(p.res.status).toBe(200);
    expect(p.state!.tenant.code).toBe(s.code);
    expect(ldOfType(p.html, "BreadcrumbList")).toHaveProperty("itemListElement.0.item");
    check(p, s);
  });

  it("a listing's results open with their own h2 before the cards' h3 titles (the filters drawer and its h2 are hidden on a phone)", async () => {
    const { html } = await page(s.base + routeOf(routes, { entity: `catalog_list:${list.code}` }).path);
    const results = html.slice(html.indexOf('class="listing-results"'));
    expect(/<h[1-6]\b[^>]*>/.exec(results)?.[0]).toMatch(/^<h2 class="listing-count"/);
    expect(results.indexOf('<h2 class="listing-count"')).toBeLessThan(results.indexOf('<h3 class="product-card-title"'));
  });

  it("a moved list answers 301 to its target on the site's mount", async () => {
    const res = await page(s.base + routeOf(routes, { entity: `catalog_list:${movedList.code}` }).path);
    expect(res.res.status).toBe(movedList.redirect!.code);
    expect(res.res.headers.get("location")).toBe(prefix(s) + movedList.redirect!.to[lang(s)]);
  });

  it("each moved category answers with its own code (301 or 302) and target", async () => {
    const moved = CATEGORIES.filter((c) => c.redirect);
    expect(new Set(moved.map((c) => c.redirect!.code)).size).toBe(2);
    for (const c of moved) {
      const res = await page(s.base + routeOf(routes, { entity: `catalog_category:${c.code}` }).path);
      expect(res.res.status).toBe(c.redirect!.code);
      expect(res.res.headers.get("location")).toBe(prefix(s) + c.redirect!.to[lang(s)]);
    }
  });
});

describe("search on the seeded catalogue (spec §2: search_q, search_content, the search content type)", () => {
  const s = SITES[0]!;

  it("the catalogue root with search_q shows the search screen, products only unless search_content=1", async () => {
    const routes = await routesOf(s);
    const root = routeOf(routes, { controller: "catalog", action: "index" }).path;
    const post = routeOf(routes, (r) => r.template === "post" && r.visible !== false);
    const postTitle = h1Of((await page(s.base + post.path)).html);
    const word = postTitle.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), "");

    const plain = await page(`${s.base}${root}?search_q=${encodeURIComponent(word)}`);
    expect(plain.res.status).toBe(200);
    const screen = plain.state!.screen as ScreenOf<"catalog-search">;
    expect(screen.kind).toBe("catalog-search");
    expect(screen.content).toEqual([]);
    expect(plain.html).toContain('name="robots" content="noindex');

    const withContent = (await page(`${s.base}${root}?search_q=${encodeURIComponent(word)}&search_content=1`)).state!.screen as ScreenOf<"catalog-search">;
    expect(withContent.content.map((c) => c.url_without_domain)).toContain(post.path);
  });

  it("the search route (content type search) shows articles too", async () => {
    const routes = await routesOf(s);
    const search = routeOf(routes, { action: "search" });
    expect(search.content_type).toBe("search");
    const post = routeOf(routes, (r) => r.template === "recipe" && r.visible !== false);
    const title = h1Of((await page(s.base + post.path)).html);
    const word = title.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), "");
    const found = (await page(`${s.base}${search.path}?search_q=${encodeURIComponent(word)}`)).state!.screen as ScreenOf<"catalog-search">;
    expect(found.content.map((c) => c.url_without_domain)).toContain(post.path);
  });

  it("paging, sorting and filtering search results keep the words searched for", async () => {
    const search = routeOf(await routesOf(s), { action: "search" }).path;
    const first = await page(`${s.base}${search}?search_q=a`);
    const listing = (first.state!.screen as ScreenOf<"catalog-search">).listing!;
    expect(listing.products.pages).toBeGreaterThan(1);
    expect(first.html).toContain(`href="${search}?search_q=a&amp;page=2"`);
    expect(first.html).toMatch(/<form [^>]*class="filters"[^>]*>\s*<input type="hidden" name="search_q" value="a"\/>/);
    const second = await page(`${s.base}${search}?search_q=a&page=2`);
    const ids = (p: typeof first) => (p.state!.screen as ScreenOf<"catalog-search">).listing!.products.items.map((x) => x.id);
    expect(ids(second).length).toBeGreaterThan(0);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    expect(second.html).toContain(`href="${search}?search_q=a&amp;page=3"`);
  });
});

describe("visibility of every hidden catalogue kind (spec §4): 404 for a shopper, shown (noindex) to staff", () => {
  const s = SITES[0]!;
  const hiddenCategory = CATEGORIES.find((c) => !c.visible && !c.redirect)!;
  const CASES = [
    { name: "an invisible product", entity: `catalog_product:${PRODUCTS.find((p) => !p.visible)!.code}` },
    { name: "a product in a hidden category", entity: `catalog_product:${PRODUCTS.find((p) => p.visible && p.category === hiddenCategory.code)!.code}` },
    { name: "a product of a hidden brand", entity: `catalog_product:${PRODUCTS.find((p) => p.visible && p.manufacturer === hiddenBrand.code && !p.ignoreBrandVisibility && category(p.category).visible)!.code}` },
    { name: "a hidden category", entity: `catalog_category:${hiddenCategory.code}` },
    { name: "a hidden list", entity: `catalog_list:${hiddenList.code}` },
    { name: "a hidden brand", entity: `catalog_manufacturer:${hiddenBrand.code}` },
  ];
  let staff: Record<string, string>;
  let routes: RouteRecord[];
  beforeAll(async () => {
    staff = await staffCookie();
    routes = await routesOf(s);
  });

  it.each(CASES)("$name", async ({ entity }) => {
    const path = s.base + routeOf(routes, { entity }).path;
    const shopper = await page(path);
    expect(shopper.res.status).toBe(404);
    expect(shopper.state!.screen.kind).toBe("not-found");
    const seen = await page(path, staff);
    expect(seen.res.status).toBe(200);
    expect(seen.html).toContain('name="robots" content="noindex');
  });

  it("the product of a hidden brand that ignores brand visibility is public", async () => {
    const exempt = PRODUCTS.find((p) => p.ignoreBrandVisibility)!;
    const shopper = await page(s.base + routeOf(routes, { entity: `catalog_product:${exempt.code}` }).path);
    expect(shopper.res.status).toBe(200);
    expect(h1Of(shopper.html)).toBe(exempt.title.hr);
    expect(shopper.html).not.toContain('name="robots" content="noindex');
  });
});

describe("SEO of a product page", () => {
  it("absolute canonical; hreflang alternates to the same product on every site, and x-default", async () => {
    const hr = SITES[0]!;
    const route = routeOf(await routesOf(hr), (r) => r.action === "product" && r.visible !== false);
    const { html } = await page(hr.base + route.path);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(canonical).toMatch(/^https?:\/\/[^/]+\//);
    expect(new URL(canonical).pathname).toBe(route.path);
    const alternates = new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]));
    expect(alternates.size).toBe(TENANTS.length + 1); // every site of the registry, and x-default
    expect(alternates.get("x-default")).toBe(canonical);
    for (const other of SITES.slice(1)) {
      const there = routeOf(await routesOf(other), { entity: route.entity });
      expect(alternates.get(other.tenant.htmlLang)).toMatch(new RegExp(`^https?://[^/]+${prefix(other)}${there.path}$`));
    }
  });
});

describe("a crawler on a product page", () => {
  it("gets the bot layout with the full product and its JSON-LD, and no client script", async () => {
    const route = routeOf(await routesOf(SITES[0]!), (r) => r.action === "product" && r.visible !== false);
    const res = await get(`http://localhost${route.path}`, { headers: { "user-agent": GOOGLEBOT_UA } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(html).toContain('class="layout-bot"');
    expect(html).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")[^>]*>/);
    expect(html).not.toContain('rel="modulepreload"');
    const product = ldOfType(html, "Product") as unknown as { name: string; offers: unknown[] };
    expect(h1Of(html)).toBe(product.name);
    expect(product.offers.length).toBeGreaterThan(0);
    expect(html).toContain('class="price-now"');
    expect(jsonLdOf(html).some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });
});

describe("a listing with no products says why", () => {
  const s = SITES[1]!; // de: the texts below are the German ones
  const shelf = CATEGORIES.find((c) => c.visible && !c.redirect)!;

  it("filters that match nothing say so and link to the shelf without them", async () => {
    const path = routeOf(await routesOf(s), { entity: `catalog_category:${shelf.code}` }).path;
    const p = await page(`${s.base}${path}?price_from=99999`);
    expect(p.res.status).toBe(200);
    expect((p.state!.screen as ScreenOf<"catalog-category">).listing.products.items).toEqual([]);
    expect(p.html).toMatch(/<p class="empty">Keine Produkte passen zu diesen Filtern\.(<!-- -->)? (<!-- -->)?<a class="filter-clear" href="[^"]*">Filter zurücksetzen<\/a><\/p>/);
    expect(p.html).not.toContain("Keine Ergebnisse");
  });

  it("an empty shelf says it is empty, not that a search found nothing", async () => {
    const path = routeOf(await routesOf(s), { entity: `catalog_category:${shelf.code}` }).path;
    const p = await page(`${s.base}${path}`);
    const state = p.state!;
    const screen = state.screen as ScreenOf<"catalog-category">;
    const empty = { ...state, screen: { ...screen, listing: { ...screen.listing, products: { ...screen.listing.products, items: [], total: 0, pages: 0 } } } };
    const stream = await renderToReadableStream(createElement(App, { state: empty, screens: SERVER_SCREENS }));
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('<p class="empty">Hier gibt es noch keine Produkte.</p>');
    expect(html).not.toContain("filter-clear");
  });
});
