import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import type { RouteRecord } from "../../shared/contract/app";
import { BROWSER_UA, cookieHeader, get, stateOf, testClientIp, tokenFrom } from "../integration/helpers";
import { routesOf, SITES, type Site } from "../integration/content-pages";

/**
 * "The anonymous HTML of every page type is byte-identical for two visitors with different
 * carts" (issue 10, Done when; docs/decisions/0011-edge-page-cache.md, "Nothing personal in the
 * copy"). On a site without a prefix (hr) and one with (de), one page of every public
 * controller/action/template of the route table, and the views no route row names (search
 * results with and without hits, a sorted and a second listing page, the 404 screen), is asked
 * for by two anonymous visitors: one whose cart holds three products (the page's own product
 * among them) and whose wishlist and compare list hold one, and one with an empty cart. Twice:
 *
 * - each visitor's own render (the page cache off, as the Worker renders for a visitor it does
 *   not share a copy with): what the server would write for that visitor holds nothing of theirs;
 * - through the page cache: both are served the stored copy, which is the same as their own render.
 *
 * The one value that differs per response is the CSP nonce (a fresh one for every answer, written
 * into every `nonce` attribute, also of a cached copy): NONCE below blanks it, and nothing else is
 * normalised between the two visitors. Set beside a fresh render, a served copy also has the
 * rewriter's spelling of the tags it wrote the nonce into undone (REWRITTEN_VOID_TAG). The shopper's own pages (cart, account, wishlist) are not anonymous and never shared
 * (tests/edge-cache/page-rules.test.ts): they are left out here.
 */
const NOT_ANONYMOUS: ReadonlySet<string> = new Set(["auth/index/auth", "webshop/cart/cart", "catalog/wishlist/wishlist"]);

/** The per-response CSP nonce in every element that carries one: the only value normalised. */
const NONCE = / nonce="[^"]*"/g;
const normalised = (html: string) => html.replace(NONCE, ' nonce=""');

/**
 * The stored copy's nonces are marked once by an HTMLRewriter (worker/cache/nonce-slots.ts), which
 * writes each start tag it touched back with a space before `/>` (`<link … nonce="…" />`
 * where React wrote `nonce="…"/>`). Not a value of the visitor nor of the response: the same
 * for every copy served, so it is undone only where a served copy is set beside a fresh render.
 */
const REWRITTEN_VOID_TAG = /( nonce="[^"]*"[^<>]*?) \/>/g;
const asRendered = (html: string) => normalised(html).replace(REWRITTEN_VOID_TAG, "$1/>");

/** Where two pages part, with some text either side (a 60 KB page in a failure is unreadable); null when byte-identical. */
function difference(a: string, b: string): string | null {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i} of ${a.length}/${b.length}: …${a.slice(Math.max(0, i - 80), i + 120)}… vs …${b.slice(Math.max(0, i - 80), i + 120)}…`;
}

const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin", "content-type": "application/json" };

/** Search words that find products on each site, and words that find none. */
const SEARCH: Record<string, { hits: string; none: string }> = {
  hr: { hits: "zobene", none: "qqzyxwv" },
  de: { hits: "hafer", none: "qqzyxwv" },
};
/** A path no route names: the 404 screen. */
const MISSING = "/nema-ovakve-stranice-10b/";

interface Row {
  kind: string;
  candidates: string[];
  status: 200 | 404;
  /** How the page cache answers a second anonymous view (a search that found nothing is rendered each time). */
  served: "hit" | "bypass";
}

/** One row per public page type of the site's route table, then the views no route row names. */
function rowsOf(s: Site, routes: RouteRecord[]): Row[] {
  const groups = new Map<string, string[]>();
  for (const r of routes) {
    const kind = `${r.controller}/${r.action}/${r.template}`;
    if (r.visible === false || NOT_ANONYMOUS.has(kind)) continue;
    groups.set(kind, [...(groups.get(kind) ?? []), r.path]);
  }
  const first = (kind: string) => groups.get(kind)?.[0] ?? "";
  const words = SEARCH[s.code]!;
  return [
    ...[...groups.entries()].map(([kind, candidates]) => ({ kind, candidates: candidates.slice(0, 6), status: 200 as const, served: "hit" as const })),
    { kind: "search results with products", candidates: [`${first("catalog/search/search")}?search_q=${words.hits}`], status: 200, served: "hit" },
    { kind: "search results without products", candidates: [`${first("catalog/search/search")}?search_q=${words.none}`], status: 200, served: "bypass" },
    { kind: "a listing sorted by price", candidates: [`${first("catalog/index/catalog")}?sort=price_asc`], status: 200, served: "hit" },
    { kind: "a listing's second page", candidates: [`${first("catalog/index/catalog")}?page=2`], status: 200, served: "hit" },
    { kind: "the 404 screen", candidates: [MISSING], status: 404, served: "hit" },
  ];
}

const sites = SITES.slice(0, 2);
const tables = await Promise.all(sites.map(async (s) => ({ site: s, routes: await routesOf(s) })));

/** A visitor as the browser becomes one: its first BFF call on the site issues the token. */
async function visitor(s: Site): Promise<Record<string, string>> {
  const res = await get(`${s.base}/api/nuxtapi/webshop/cart-summary/`);
  expect(res.status).toBe(200);
  return cookieHeader(tokenFrom(res.headers.get("set-cookie"))!);
}

async function summaryOf(s: Site, who: Record<string, string>) {
  const res = await get(`${s.base}/api/nuxtapi/webshop/cart-summary/`, { headers: who });
  return ((await res.json()) as { data: { items: number; wishlist?: number } }).data;
}

/** Variation codes of the site's first product pages, in route order: what the full cart holds. */
async function firstProducts(s: Site, routes: RouteRecord[], n: number): Promise<string[]> {
  const codes: string[] = [];
  for (const r of routes.filter((r) => r.controller === "catalog" && r.action === "product")) {
    const row = await db
      .prepare(
        `SELECT v.code FROM routes r JOIN products p ON r.entity_key = 'catalog_product:' || p.code
           JOIN product_variations v ON v.product_id = p.id
          WHERE r.site = ?1 AND r.path = ?2 AND v.stock > 5 ORDER BY v.position LIMIT 1`,
      )
      .bind(s.code, r.path)
      .first<{ code: string }>();
    if (row) codes.push(row.code);
    if (codes.length === n) break;
  }
  expect(codes).toHaveLength(n);
  return codes;
}

/** The page as this visitor's own render: the Worker with the page cache off. */
async function ownRender(url: string, who: Record<string, string>) {
  const headers = { ...who, "user-agent": BROWSER_UA, "cf-connecting-ip": testClientIp() };
  const res = await worker.fetch(new Request(url, { headers }), { ...env, PAGE_CACHE: "off" } as Env, createExecutionContext());
  return { status: res.status, html: await res.text() };
}

/** The page through the page cache, as every anonymous visitor is served. */
async function cachedView(url: string, who: Record<string, string>) {
  const res = await get(url, { headers: who });
  return { status: res.status, state: res.headers.get("x-zrno-cache"), html: await res.text() };
}

describe.each(tables)("every anonymous page type of $site.code", ({ site, routes }) => {
  const rows = rowsOf(site, routes);
  let carted: Record<string, string> = {};
  let empty: Record<string, string> = {};

  beforeAll(async () => {
    [carted, empty] = [await visitor(site), await visitor(site)];
    const [first, second, third] = await firstProducts(site, routes, 3);
    for (const [code, qty] of [[first, 1], [second, 2], [third, 3]] as const) {
      const add = await get(`${site.base}/api/nuxtapi/webshop/product/`, { method: "POST", headers: { ...carted, ...SAME_ORIGIN }, body: JSON.stringify({ code, qty }) });
      expect(add.status).toBe(200);
    }
    for (const [list, body] of [["wishlist", { code: first }], ["compare", { shopping_cart_code: first }]] as const) {
      const added = await get(`${site.base}/api/nuxtapi/catalog/${list}/`, { method: "POST", headers: { ...carted, ...SAME_ORIGIN }, body: JSON.stringify(body) });
      expect(added.status, list).toBe(200);
    }
    // The two really differ where the header shows it (filled after hydration).
    expect(await summaryOf(site, carted)).toMatchObject({ items: 6 });
    expect(await summaryOf(site, empty)).toMatchObject({ items: 0 });
  });

  it("the table holds every page type the issue names", () => {
    const kinds = rows.map((r) => r.kind);
    for (const kind of [
      "cms/index/homepage",
      "catalog/index/catalog",
      "catalog/category/grid",
      "catalog/product/product",
      "catalog/manufacturer/manufacturer",
      "catalog/tag/tag",
      "catalog/search/search",
      "publish/detail/post",
      "publish/detail/recipe",
      "publish/category/recipes",
      "publish/category/magazine",
      "cms/index/faq",
      "location/index/locations",
      "publish/author/author",
      "cms/index/default",
      "the 404 screen",
    ])
      expect(kinds, kind).toContain(kind);
  });

  it.each(rows)("$kind", async ({ candidates, status, served }) => {
    // The first row of the kind that is a page today (the seed hides some posts).
    let url = "";
    for (const path of candidates) {
      url = site.base + path;
      if ((await cachedView(url, {})).status === status) break;
    }
    const [a, b] = [await ownRender(url, carted), await ownRender(url, empty)];
    expect([a.status, b.status]).toEqual([status, status]);
    expect(difference(normalised(a.html), normalised(b.html)), "own renders").toBeNull();
    expect(stateOf(a.html).session).toEqual({ hasToken: true, loggedIn: false });

    const [x, y] = [await cachedView(url, carted), await cachedView(url, empty)];
    expect([x.status, y.status]).toEqual([status, status]);
    expect([x.state, y.state]).toEqual([served, served]);
    expect(difference(normalised(x.html), normalised(y.html)), "served copies").toBeNull();
    expect(difference(asRendered(x.html), normalised(a.html)), "served copy and own render").toBeNull();
  });
});
