import { afterEach, describe, expect, it } from "vitest";
import type { ScreenOf } from "../../shared/screens";
import { formatPrice } from "../../shared/price-format";
import { HOME_FEATURED_PRODUCTS, HOME_POSTS, HOME_RAILS } from "../../worker/pages/controllers/cms-extras";
import { coldCache, faults } from "../faults/faults";
import { get, homeBelowOf, stateOf } from "./helpers";
import { REGISTRY_SITES } from "./registry-sites";

/**
 * The home page is a shop's front: the top categories, the featured list (the offers) with its
 * first products and a link to all of them, and the newest posts. Each is a teaser: one that
 * cannot be loaded leaves the rest of the page as it is.
 */
/** Every site of the registry (tests/integration/registry-sites.ts). */
const SITES = REGISTRY_SITES;

/** The page, its state's screen with the sections below the fold it renders but reads from the BFF (`below`), and the tenant. */
async function home(base: string) {
  const res = await get(`${base}/`);
  const html = await res.text();
  const state = stateOf(html);
  const below = await homeBelowOf(base, state);
  return { res, html, screen: { ...(state.screen as ScreenOf<"cms">), ...below }, tenant: state.tenant };
}

afterEach(() => faults.clear());

describe.each(SITES)("home page of $code", (site) => {
  it("shows the top categories, the featured offers in the site's currency with a link to all, and the newest posts", async () => {
    const { res, html, screen, tenant } = await home(site.base);
    expect(res.status).toBe(200);
    expect(screen.template).toBe("homepage");
    expect(screen.categories!.length).toBeGreaterThanOrEqual(12);
    const featured = screen.featured!;
    expect(featured.products.length).toBeGreaterThan(0);
    expect(featured.products.length).toBeLessThanOrEqual(HOME_FEATURED_PRODUCTS);
    expect(featured.products.every((p) => p.discount_percent_custom > 0)).toBe(true);
    // A card prints its price in the site's currency (the home page's cut carries none of its own).
    expect(tenant.currency).toBe(site.currency);
    expect(html).toContain(formatPrice(featured.products[0]!.price_custom, tenant.locale, site.currency));
    expect(screen.posts!.length).toBeGreaterThan(0);
    // Rendered, with links on the site's own mount.
    const mount = new URL(site.base).pathname.replace(/\/$/, "");
    expect(html).toContain(`href="${mount}${featured.list.url_without_domain}"`);
    expect(html).toContain(`href="${mount}${featured.products[0]!.url_without_domain}"`);
    expect(html).toContain(`href="${mount}${screen.categories![0]!.url_without_domain}"`);
  });
});

/** The `<img>` tags of a piece of HTML, each as its attribute map. */
function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map((m) => Object.fromEntries([...m[1]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!])));
}

describe.each(SITES)("the home page of $code as the best grocery shops have it", (site) => {
  it("a hero with the offer's call to action and the LCP picture, USPs, category tiles with pictures, three rails of cards with add-to-cart, recipes and articles with pictures", async () => {
    const { html, screen } = await home(site.base);
    const mount = new URL(site.base).pathname.replace(/\/$/, "");
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    // The hero: the first picture of the page, fetched first, its box reserved, in the sizes the screens use.
    const hero = main.slice(main.indexOf('class="hero"'), main.indexOf("</section>"));
    expect(hero).toContain(`href="${mount}${screen.featured!.list.url_without_domain}"`);
    const [lcp, ...rest] = images(main);
    expect(lcp).toMatchObject({ fetchpriority: "high", width: "1200", height: "800", src: "/media/home/hero-large.svg" });
    expect(lcp!.srcset).toMatch(/hero-medium\.svg 800w, .*hero-large\.svg 1200w/);
    expect(lcp!.sizes).toBeTruthy();
    expect(lcp!.alt).toBeTruthy();
    expect(lcp!.loading).toBeUndefined();
    // Everything else waits until it is near (below the fold on a phone) and nothing else competes.
    expect(rest.every((i) => i.loading === "lazy" && i.fetchpriority === undefined && i.width && i.height)).toBe(true);
    expect(main.match(/class="home-usp"[\s\S]*?<\/ul>/)![0].match(/<li>/g)).toHaveLength(4);
    // Category tiles, each with its own picture.
    const tiles = screen.categories!;
    expect(tiles.length).toBeGreaterThanOrEqual(12);
    for (const c of tiles) {
      expect(c.image, c.code).toBe(`/media/categories/${c.code}-medium.svg`);
      expect(main).toContain(`href="${mount}${c.url_without_domain}"><img src="${c.image}"`);
    }
    expect(new Set(tiles.map((c) => c.image)).size).toBe(tiles.length);
    // Offers, bestsellers and new: each a rail with its link to all, every card with its add-to-cart form.
    const rails = [screen.featured!, ...screen.rails!];
    expect(rails.map((r) => r.list.code)).toEqual(["on-sale", ...HOME_RAILS]);
    for (const r of rails) {
      expect(r.products.length, r.list.code).toBeGreaterThan(0);
      expect(r.products.length).toBeLessThanOrEqual(HOME_FEATURED_PRODUCTS);
      expect(main).toContain(`href="${mount}${r.list.url_without_domain}"`);
    }
    const cards = rails.reduce((n, r) => n + r.products.filter((p) => p.is_available).length, 0);
    expect(main.match(/<form class="card-add"/g)?.length).toBe(cards);
    // The newest recipes and articles, each with its picture.
    expect(screen.recipes!.length).toBe(HOME_POSTS);
    expect(screen.recipes!.every((p) => p.kind === "recipe")).toBe(true);
    expect(screen.posts!.every((p) => p.kind === "post")).toBe(true);
    for (const p of [...screen.recipes!, ...screen.posts!]) {
      expect(main).toContain(`<img src="${p.main_image_thumbs.medium}"`);
      expect(main).toContain(`href="${mount}${p.url_without_domain}"`);
    }
  });
});

describe("the home page's state stays lean", () => {
  it("products and posts carry only what their cards show", async () => {
    const { html, screen } = await home("http://localhost/en");
    const product = screen.featured!.products[0]!;
    // Always there: what every card shows. Only when they say something: the picture's own title,
    // a loyalty price, an order limit (shared/screens/cms.ts `slimHomeProduct`); never the currency.
    // `code` and `category_title` name the product in the consented e-commerce events (docs/decisions/0023).
    const always = ["attributes", "available_qty", "basic_price_custom", "category_title", "code", "discount_percent_custom", "feedback_rate_widget", "id", "is_available", "main_image_thumbs", "manufacturer_title", "net_quantity", "price_custom", "shopping_cart_code", "title", "unitd_qty", "unitd_unit", "url_without_domain"];
    const sometimes = ["main_image_title", "loyalty_price", "limited_qty"];
    for (const p of [...screen.featured!.products, ...screen.rails!.flatMap((r) => r.products)]) {
      expect(Object.keys(p).filter((k) => !sometimes.includes(k)).sort()).toEqual(always);
    }
    expect(Object.keys(product).sort()).toEqual(always);
    expect(Object.keys(product.main_image_thumbs)).toEqual(["medium"]);
    expect(Object.keys(screen.posts![0]!).sort()).toEqual(["category_title", "category_url_without_domain", "id", "kind", "main_image_thumbs", "title", "url_without_domain"]);
    // 18 cards, 6 teasers and the tiles: the screen's part of the embedded state, measured 2026-11-26 at 16.4 KB, 14.5 KB with the cards cut, 15.7 KB with the events' product code and category.
    const state = /<script type="application\/json" id="__STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.stringify(JSON.parse(state).screen).length).toBeLessThan(16_000);
  });
});

describe("the home page's teasers fail alone", () => {
  it("with the catalogue down, the home page still renders its welcome and posts, without categories or offers", async () => {
    await coldCache("http://localhost");
    await faults.set([
      { prefix: "/catalog/", fault: { status: 503 } },
    ]);
    const { res, screen } = await home("http://localhost");
    expect(res.status).toBe(200);
    expect(screen.categories).toBeUndefined();
    expect(screen.featured).toBeUndefined();
    expect(screen.posts!.length).toBeGreaterThan(0);
  });

  it("with the posts down, the offers and categories still show", async () => {
    await coldCache("http://localhost");
    await faults.set([{ prefix: "/publish/", fault: { status: 503 } }]);
    const { res, screen } = await home("http://localhost");
    expect(res.status).toBe(200);
    expect(screen.posts).toBeUndefined();
    expect(screen.featured!.products.length).toBeGreaterThan(0);
  });
});
