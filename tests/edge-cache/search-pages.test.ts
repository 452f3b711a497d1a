import { describe, expect, it } from "vitest";
import { get } from "../integration/helpers";

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

describe("search pages in the page cache", () => {
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
