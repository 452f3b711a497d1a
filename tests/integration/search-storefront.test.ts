import { describe, expect, it } from "vitest";
import type { ScreenOf } from "../../shared/screens";
import { cookieHeader, get, stateOf, tokenFrom } from "./helpers";

/**
 * The storefront's side of search (docs/decisions/0011-search-engine.md): the header box's BFF
 * suggestions (public, briefly cached, nothing asked below two letters) and the results page
 * (the typo note, content apart, suggestions when nothing is found, never indexed).
 */
describe("search suggestions through the BFF", () => {
  it("answers cokol with chocolate products, cacheable for a minute", async () => {
    const first = await get("http://localhost/api/nuxtapi/search/suggest/?q=cokol");
    const token = tokenFrom(first.headers.get("set-cookie"));
    const res = await get("http://localhost/api/nuxtapi/search/suggest/?q=cokol", { headers: token ? cookieHeader(token) : {} });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    const { data } = (await res.json()) as { data: { products: { title: string; url_without_domain: string }[] } };
    expect(data.products[0]?.title).toMatch(/čokolad/i);
  });

  it("is never shared when it hands the visitor a token cookie", async () => {
    const res = await get("http://localhost/api/nuxtapi/search/suggest/?q=cokol");
    expect(res.headers.get("set-cookie")).toContain("hapi_auth_token=");
    expect(res.headers.get("cache-control")).toBe("private, max-age=60");
  });

  it("takes q alone, once (the validator's 400 otherwise)", async () => {
    const extra = await get("http://localhost/api/nuxtapi/search/suggest/?q=cokol&v=1");
    expect(extra.status).toBe(400);
    expect(((await extra.json()) as { label_name: string }).label_name).toBe("error_invalid_request");
    expect((await get("http://localhost/api/nuxtapi/search/suggest/?q=cokol&q=mlijeko")).status).toBe(400);
  });

  it("asks nothing below two letters and survives hostile input", async () => {
    const short = (await (await get("http://localhost/api/nuxtapi/search/suggest/?q=c")).json()) as { data: { products: unknown[] } };
    expect(short.data.products).toEqual([]);
    for (const q of ['"', "NEAR(", "*", "%F0%9F", "a".repeat(10_000)]) {
      expect((await get(`http://localhost/api/nuxtapi/search/suggest/?q=${encodeURIComponent(q)}`)).status).toBe(200);
    }
  });
});

describe("search results page", () => {
  const search = async (q: string, more = "") => {
    const res = await get(`http://localhost/pretraga/?search_q=${encodeURIComponent(q)}${more}`);
    const html = await res.text();
    return { res, html, screen: stateOf(html).screen as ScreenOf<"catalog-search"> };
  };

  it("shows what it searched for instead of a typo", async () => {
    const { res, html, screen } = await search("cokolda");
    expect(res.status).toBe(200);
    expect(screen.corrected).toBe("čokolada");
    expect(screen.listing?.products.items[0]?.title).toMatch(/čokolad/i);
    expect(html).toContain('class="search-corrected"');
    // The product titles mark the corrected word, and the heading and the header box hold the query.
    expect(html).toMatch(/class="product-card-title"><a [^>]*>[^<]*<mark>[Čč]okolad/);
    expect(html).toMatch(/<h1 class="search-heading">[^<]*cokolda/);
    expect(html).toMatch(/<input[^>]*role="combobox"[^>]*value="cokolda"|<input[^>]*value="cokolda"[^>]*role="combobox"/);
    expect(html).toContain('name="robots" content="noindex');
  });

  it("offers categories when nothing is found, and a 10 000 character query is no error", async () => {
    const { screen, html } = await search("xyzzyqq");
    expect(screen.listing?.products.total ?? 0).toBe(0);
    expect(screen.offers?.categories.length).toBeGreaterThan(0);
    expect(screen.offers?.bestsellers?.products.length).toBeGreaterThan(0);
    expect(html).toContain('class="search-empty"');
    expect((await get(`http://localhost/pretraga/?search_q=${"a".repeat(10_000)}`)).status).toBe(200);
    expect((await get(`http://localhost/pretraga/?search_q=%22NEAR(%2A`)).status).toBe(200);
  });

  it("filters by a price range from the URL, shows it as a removable chip, and ignores bad bounds", async () => {
    const all = await search("čokolada");
    const range = all.screen.listing!.products.facets.price!;
    const to = Math.floor((range.min + range.max) / 2);
    const { screen, html } = await search("čokolada", `&price_to=${to}`);
    expect(screen.listing!.priceTo).toBe(to);
    expect(screen.listing!.products.items.every((p) => p.price_custom <= to)).toBe(true);
    expect(screen.listing!.products.total).toBeLessThan(all.screen.listing!.products.total);
    // The chip links to the same search without the price; the form keeps the bound typed.
    expect(html).toMatch(/<a class="filter-chip" href="\/pretraga\/\?search_q=%C4%8Dokolada"/);
    expect(html).toMatch(new RegExp(`name="price_to"[^>]*value="${to}"`));
    const bad = await search("čokolada", "&price_from=abc&price_to=-3");
    expect(bad.res.status).toBe(200);
    expect(bad.screen.listing!.priceFrom).toBeNull();
    expect(bad.screen.listing!.products.total).toBe(all.screen.listing!.products.total);
    expect(bad.html).not.toContain('class="filter-chip"');
  });

  it("lists content apart, with the words marked", async () => {
    const { screen, html } = await search("kaša");
    expect(screen.content.length).toBeGreaterThan(0);
    expect(html).toMatch(/<mark>[Kk]aš/);
  });
});

describe("quick order", () => {
  it("searches with the same engine: cokolada without the hook, and the cokolda typo, find chocolate", async () => {
    for (const q of ["cokolada", "cokolda"]) {
      const res = await get(`http://localhost/proizvodi/?special_view=order_form&search_q=${q}`);
      expect(res.status).toBe(200);
      const screen = stateOf(await res.text()).screen as ScreenOf<"webshop-quick-order">;
      expect(screen.products.length).toBeGreaterThan(0);
      expect(screen.products.slice(0, 3).every((p) => /čokolad/i.test(p.product.title))).toBe(true);
    }
  });
});
