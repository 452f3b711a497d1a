import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { get, stateOf, visitorWith } from "./helpers";

/**
 * The shop's header and its counts (docs/decisions/0012-shop-navigation.md): the category tree
 * and the content pages every page links to, and the visitor's counts kept out of the server's
 * HTML — rendered for two visitors whose carts and wishlists differ, with the page cache off, a
 * page is byte for byte the same apart from its nonce, so the edge cache may share it.
 */
const BASE = "http://localhost";
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, ' nonce=""');

async function pathOf(site: string, entity: string): Promise<string> {
  const row = await db.prepare("SELECT path FROM routes WHERE site = ?1 AND entity_key = ?2").bind(site, entity).first<{ path: string }>();
  if (!row) throw new Error(`no route for ${entity} on ${site}`);
  return row.path;
}

describe("the header's links come from the route table and the category tree", () => {
  it("every page names the top categories with their children, and recipes, magazine, FAQ and stores", async () => {
    const html = await (await get(`${BASE}/en/`)).text();
    const nav = stateOf(html).nav!;
    const top = await db.prepare("SELECT code FROM catalog_categories WHERE parent_id IS NULL AND visible = 1 ORDER BY position, id").all<{ code: string }>();
    expect(nav.categories.map((c) => c.code)).toEqual(top.results.map((r) => r.code));
    expect(nav.categories.some((c) => c.children.length > 0)).toBe(true);
    for (const [name, entity] of [["recipes", "publish_category:recipes"], ["magazine", "publish_category:magazine"], ["faq", "cms:faq"], ["stores", "location:index"]] as const) {
      const path = await pathOf("en", entity);
      expect(nav.pages[name]).toBe(path);
      // In the server's HTML as a link (with the site's mount), not only in the state.
      expect(html).toContain(`href="/en${path}"`);
    }
    for (const c of nav.categories) expect(html).toContain(`href="/en${c.url}"`);
    // The currency beside each other site in the switch.
    expect(stateOf(html).alternates.find((a) => a.hreflang === "de")?.currency).toBe("EUR");
  });
});

describe("the 404 screen's header is every page's header", () => {
  it("its site switch lists every site's home page (a missing page has no same page elsewhere), with no hreflang in the head", async () => {
    const res = await get(`${BASE}/de/gibt-es-nicht/`);
    expect(res.status).toBe(404);
    const html = await res.text();
    const homes = new Map(stateOf(html).alternates.filter((a) => a.hreflang !== "x-default").map((a) => [a.hreflang, a]));
    expect(homes.get("hr")).toMatchObject({ href: `${BASE}/`, currency: "EUR" });
    expect(homes.get("sr-Latn")).toMatchObject({ href: `${BASE}/rs/`, currency: "RSD" });
    expect(homes.get("de")?.href).toBe(`${BASE}/de/`);
    // In the server's HTML (the switch works before hydration), each site's home beside its currency.
    expect(html).toContain('<details class="site-switch">');
    expect(html).toContain(`<a href="${BASE}/rs/" hrefLang="sr-Latn" lang="sr-Latn">Srbija<span class="site-switch-currency">RSD</span></a>`);
    // hreflang names the same entity elsewhere: a 404 has none, and no canonical.
    expect(html).not.toMatch(/<link rel="(alternate|canonical)"/);
  });
});

describe("the counts are the visitor's own, filled in the browser", () => {
  it("two visitors with different carts and wishlists get the same home, listing and product HTML", async () => {
    const [full, empty] = [await visitorWith(3), await visitorWith(0)];
    const category = await pathOf("hr", "catalog_category:grains");
    const product = (await db.prepare("SELECT path FROM routes WHERE site = 'hr' AND content_type = 'catalog_product' AND visible = 1 ORDER BY path LIMIT 1").first<{ path: string }>())!.path;
    for (const path of ["/", category, product]) {
      const a = await (await get(`${BASE}${path}`, { headers: full })).text();
      const b = await (await get(`${BASE}${path}`, { headers: empty })).text();
      expect(withoutNonce(a), path).toBe(withoutNonce(b));
      expect(a).toContain('class="nav-cart');
      expect(a).not.toContain("cart-count");
      expect(a).not.toContain("nav-count");
    }
    // The browser's one call for both counts.
    const counts = await (await get(`${BASE}/api/nuxtapi/webshop/cart-summary/`, { headers: full })).json<{ data: { items: number; wishlist: number } }>();
    expect(counts.data).toEqual({ items: 3, wishlist: 1 });
    const none = await (await get(`${BASE}/api/nuxtapi/webshop/cart-summary/`, { headers: empty })).json<{ data: { items: number; wishlist: number } }>();
    expect(none.data).toEqual({ items: 0, wishlist: 0 });
  });
});
