import { afterEach, describe, expect, it } from "vitest";
import { cookieHeader, get, tokenFrom } from "../integration/helpers";
import { faults } from "../faults/faults";

/**
 * Search results pages in the edge page cache are bounded (docs/decisions/0011-edge-page-cache.md
 * "Search pages"): the key folds the words, so a query however written is one entry; a search
 * that found no products and a very long one are rendered for each view, never stored; price
 * bounds written differently are one entry.
 */
async function view(path: string) {
  const res = await get(`http://localhost${path}`);
  const html = await res.text();
  return { cache: res.headers.get("x-zrno-cache"), status: res.status, html };
}

afterEach(() => faults.clear());

describe("search pages in the page cache", () => {
  it("a search that found products is a hit for a visitor with a token: no listing is asked again", async () => {
    // As `npm run bench` asks it: an anonymous shopper whose first BFF call issued a token.
    const who = cookieHeader(tokenFrom((await get("http://localhost/api/nuxtapi/webshop/cart-summary/")).headers.get("set-cookie"))!);
    const path = "/pretraga/?search_q=pahuljice";
    const first = await get(`http://localhost${path}`, { headers: who });
    expect([first.status, first.headers.get("x-zrno-cache")]).toEqual([200, "miss"]);
    expect(await first.text()).toContain("product-card");
    await faults.clear();
    const again = await get(`http://localhost${path}`, { headers: who });
    expect([again.status, again.headers.get("x-zrno-cache")]).toEqual([200, "hit"]);
    await again.arrayBuffer();
    // Only the search log hears of the view (tests/edge-cache/search-log.test.ts).
    expect((await faults.calls()).map((c) => c.path).filter((p) => p !== "/search/log/")).toEqual([]);
  });

  it("keeps one entry per folded query: case, hooks and spaces do not split it", async () => {
    expect((await view("/pretraga/?search_q=zobene%20pahuljice")).cache).toBe("miss");
    for (const q of ["Zobene%20Pahuljice", "%20zobene%20%20pahuljice%20", "ZOBENE%20PAHULJICE"]) {
      const again = await view(`/pretraga/?search_q=${q}`);
      expect(again.status).toBe(200);
      expect(again.cache, q).toBe("hit");
    }
    expect((await view("/pretraga/?search_q=cokolada")).cache).toBe("miss");
    expect((await view("/pretraga/?search_q=%C4%8Dokolada")).cache).toBe("hit");
  });

  it("does not store a search that found nothing, or a very long one", async () => {
    for (const path of ["/pretraga/?search_q=qqzyxwv", `/pretraga/?search_q=${encodeURIComponent("čokolada tamna 85 posto bez šećera")}`]) {
      const first = await view(path);
      expect(first.status).toBe(200);
      expect(first.cache).toBe("bypass");
      expect((await view(path)).cache).toBe("bypass");
    }
  });

  it("reads price bounds as the listing does: 2, 2.00 and 2,0 are one entry; a bad bound is none", async () => {
    expect((await view("/pretraga/?search_q=cokolada&price_from=2")).cache).toBe("miss");
    expect((await view("/pretraga/?search_q=cokolada&price_from=2.00")).cache).toBe("hit");
    expect((await view("/pretraga/?search_q=cokolada&price_from=2,0")).cache).toBe("hit");
    const bad = await view("/pretraga/?search_q=cokolada&price_from=abc");
    expect(bad.cache).toBe("hit");
    expect(bad.html).not.toContain('class="filter-chip"');
  });
});
