import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { labels } from "../../commerce/seed/labels";
import type { ShopOffers } from "../../shared/screens/cms";
import { get, homeBelowOf, stateOf, upstreamCallsDuring, visitorWith } from "./helpers";

/**
 * Issue 10, "Empty states": an empty cart, wishlist and comparison and a search that found nothing
 * say so and offer the shop's top categories as tiles and a row of its bestsellers, each card with
 * its add-to-cart form, in the server's HTML (they show without JavaScript). What they offer is
 * the home page's (the same cached loads: worker/pages/controllers/shop-offers.ts) and nothing of
 * the visitor's: the search page, shared by the edge cache, is the same for every visitor.
 */
const BASE = "http://localhost";
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, ' nonce=""');

/** The home page's bestsellers rail (what the empty states take their first cards from). */
async function homeBestsellers(): Promise<number[]> {
  const below = await homeBelowOf(BASE, stateOf(await (await get(`${BASE}/`)).text()));
  return below.rails!.find((r) => r.list.code === "bestsellers")!.products.map((p) => p.id);
}

/** The empty state in a page's HTML: its message, its category tiles' links and its cards' ids and add forms. */
function emptyStateOf(html: string) {
  const state = /<div class="empty-state">[\s\S]*$/.exec(html)?.[0] ?? "";
  const tiles = /<section class="empty-offer empty-categories"[\s\S]*?<\/section>/.exec(state)?.[0] ?? "";
  const best = /<section class="empty-offer empty-bestsellers"[\s\S]*?<\/section>/.exec(state)?.[0] ?? "";
  return {
    state,
    tileLinks: [...tiles.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]),
    cards: [...best.matchAll(/data-product-id="(\d+)"/g)].map((m) => Number(m[1])),
    addForms: [...best.matchAll(/<form class="card-add"[^>]*>/g)].filter((m) => m[0].includes('action="/api/nuxtapi/webshop/product/"') && m[0].includes('method="post"')).length,
    best,
  };
}

async function topCategories(): Promise<string[]> {
  const top = await db.prepare("SELECT code FROM catalog_categories WHERE parent_id IS NULL AND visible = 1 ORDER BY position, id").all<{ code: string }>();
  return top.results.map((r) => r.code);
}

const PAGES = [
  { name: "cart", path: "/webshop/", message: "cart_empty" },
  { name: "wishlist", path: "/lista-zelja/", message: "wishlist_empty" },
  { name: "comparison", path: "/proizvodi/?special_view=compare", message: "compare_empty" },
] as const;

describe("empty states offer the shop's categories and bestsellers (issue 10)", () => {
  for (const p of PAGES) {
    it(`an empty ${p.name} says so, shows the way on, and offers the top categories and the home page's bestsellers with add-to-cart forms, rendered by the server`, async () => {
      const res = await get(BASE + p.path, { headers: await visitorWith(0) });
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      const offers = (stateOf(html).screen as { offers: ShopOffers }).offers;
      const { state, tileLinks, cards, addForms, best } = emptyStateOf(html);
      expect(state).toContain(labels[p.message]!.hr);
      expect(state).toContain('<a class="button" href="/proizvodi/">');
      // The first top categories, in the menu's order, each a tile linking to it.
      const top = await topCategories();
      expect(offers.categories.map((c) => c.code)).toEqual(top.slice(0, 8));
      expect(tileLinks).toEqual(offers.categories.map((c) => c.url_without_domain));
      // The bestsellers the home page shows first, each card with its add-to-cart form when in stock.
      expect(cards).toEqual((await homeBestsellers()).slice(0, 4));
      expect(best).toContain(labels.cart_bestsellers!.hr);
      expect(addForms).toBe(offers.bestsellers!.products.filter((x) => x.is_available).length);
      expect(addForms).toBeGreaterThan(0);
    });
  }

  it("a full cart, wishlist and comparison carry the offers too (the last line removed shows them), and render none", async () => {
    const who = await visitorWith(2);
    for (const path of ["/webshop/", "/lista-zelja/"]) {
      const html = await (await get(BASE + path, { headers: who })).text();
      expect((stateOf(html).screen as { offers: ShopOffers }).offers.bestsellers?.products.length, path).toBe(4);
      expect(html, path).not.toContain('class="empty-state"');
    }
  });

  it("the offers come from the cache: a second empty page asks the commerce API for no category or product list", async () => {
    const who = await visitorWith(0);
    await get(`${BASE}/lista-zelja/`, { headers: who });
    const calls = await upstreamCallsDuring(() => get(`${BASE}/lista-zelja/`, { headers: who }));
    expect(calls.filter((c) => /\/catalog\/(categories|products|lists)\/$/.test(c))).toEqual([]);
  });

  it("a search that found nothing offers them too, and its HTML is the same for two visitors whose carts and wishlists differ", async () => {
    const [full, empty] = [await visitorWith(3), await visitorWith(0)];
    const path = `${BASE}/pretraga/?search_q=xyzzyqq`;
    const a = await (await get(path, { headers: full })).text();
    const b = await (await get(path, { headers: empty })).text();
    expect(withoutNonce(a)).toBe(withoutNonce(b));
    const { state, tileLinks, cards, addForms } = emptyStateOf(a);
    expect(state).toContain(labels.search_no_results!.hr!.replace("{query}", "xyzzyqq"));
    expect(tileLinks.length).toBe(Math.min(8, (await topCategories()).length));
    expect(cards).toEqual((await homeBestsellers()).slice(0, 4));
    expect(addForms).toBeGreaterThan(0);
    expect(a).not.toContain("cart-count");
  });
});
