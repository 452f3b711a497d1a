import { describe, expect, it } from "vitest";
import { DELIBERATE, markdown, pagesOf, scoreWithout } from "../../scripts/lighthouse";

/** `npm run lighthouse` (scripts/lighthouse.ts) finds each page type from the home page's own links. */
describe("the Lighthouse script", () => {
  it("takes the category from the footer, the product from a card, article and recipe from the teasers, the cart from the header", () => {
    const home = [
      '<header><a href="/en/cart/" class="nav-cart header-action">Cart</a></header>',
      '<section class="home-section"><div class="product-grid"><article class="product-card" data-product-id="1"><a href="/en/products/oats-product-1/" class="product-card-image">',
      '<section id="home-recipes"><ul><li><img src="x.svg"/><p class="post-card-meta"><a href="/en/recipes/">Recipes</a></p><h3><a href="/en/recipes/pancakes/">Pancakes</a></h3></li></ul></section>',
      '<section id="home-posts"><ul><li><p class="post-card-meta"><a href="/en/news/">News</a></p><h3><a href="/en/news/fair/">Fair</a></h3></li></ul></section>',
      '<footer><details class="footer-col footer-col-shop"><summary><h2>Products</h2></summary><ul><li><a href="/en/products/grains/">Grains</a></li></ul></details></footer>',
    ].join("");
    expect(pagesOf(home, "/en/")).toEqual({
      home: "/en/",
      category: "/en/products/grains/",
      product: "/en/products/oats-product-1/",
      article: "/en/news/fair/",
      recipe: "/en/recipes/pancakes/",
      cart: "/en/cart/",
    });
  });
});

describe("the Lighthouse script's deliberate exceptions (docs/decisions/0026-cart-noindex-and-lighthouse.md)", () => {
  it("scores a category without the named audits, as Lighthouse weighs the rest", () => {
    const seo = { auditRefs: [{ id: "is-crawlable", weight: 4.043 }, { id: "document-title", weight: 1 }, { id: "link-text", weight: 1 }, { id: "hreflang", weight: 0 }] };
    const audits = { "is-crawlable": { score: 0 }, "document-title": { score: 1 }, "link-text": { score: 1 }, hreflang: { score: 0 } };
    expect(scoreWithout(seo, audits, [])).toBe(33);
    expect(scoreWithout(seo, audits, ["is-crawlable"])).toBe(100);
    // Another fault on the cart still shows.
    expect(scoreWithout(seo, { ...audits, "link-text": { score: 0 } }, ["is-crawlable"])).toBe(50);
  });

  it("excuses only the cart's is-crawlable", () => {
    expect(DELIBERATE).toEqual({ cart: { "is-crawlable": expect.any(String) } });
  });

  it("records the median run's scores with the spread of every run's performance beside them", () => {
    const row = { site: "/", page: "home" as const, url: "http://x/", scores: { performance: 97, accessibility: 100, "best-practices": 100, seo: 100 }, lcpMs: 1100, tbtMs: 140, cls: 0, failing: [], perfRuns: [94, 97, 100] };
    const table = markdown([row, { ...row, page: "recipe" as const, perfRuns: [100] }], new Date(0), "0.1 0.1 0.1");
    expect(table).toContain("| / | home | 97 (94–100) | 100 | 100 | 100 | 1100 | 140 | 0.000 |  |");
    expect(table).toContain("| / | recipe | 97 | 100 |");
    expect(table).toMatch(/the median run \(Lighthouse's `computeMedianRun`\) is shown/);
  });
});
