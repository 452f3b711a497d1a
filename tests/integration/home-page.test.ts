import { afterEach, describe, expect, it } from "vitest";
import type { ScreenOf } from "../../shared/screens";
import { HOME_FEATURED_PRODUCTS } from "../../worker/pages/controllers/cms-extras";
import { coldCache, faults } from "../faults/faults";
import { get, stateOf } from "./helpers";
import { REGISTRY_SITES } from "./registry-sites";

/**
 * The home page is a shop's front: the top categories, the featured list (the offers) with its
 * first products and a link to all of them, and the newest posts. Each is a teaser: one that
 * cannot be loaded leaves the rest of the page as it is.
 */
/** Every site of the registry (tests/integration/registry-sites.ts). */
const SITES = REGISTRY_SITES;

async function home(base: string) {
  const res = await get(`${base}/`);
  const html = await res.text();
  return { res, html, screen: stateOf(html).screen as ScreenOf<"cms"> };
}

afterEach(() => faults.clear());

describe.each(SITES)("home page of $code", (site) => {
  it("shows the top categories, the featured offers in the site's currency with a link to all, and the newest posts", async () => {
    const { res, html, screen } = await home(site.base);
    expect(res.status).toBe(200);
    expect(screen.template).toBe("homepage");
    expect(screen.categories!.length).toBeGreaterThanOrEqual(12);
    const featured = screen.featured!;
    expect(featured.products.length).toBeGreaterThan(0);
    expect(featured.products.length).toBeLessThanOrEqual(HOME_FEATURED_PRODUCTS);
    expect(featured.products.every((p) => p.currency === site.currency && p.discount_percent_custom > 0)).toBe(true);
    expect(screen.posts!.length).toBeGreaterThan(0);
    // Rendered, with links on the site's own mount.
    const mount = new URL(site.base).pathname.replace(/\/$/, "");
    expect(html).toContain(`href="${mount}${featured.list.url_without_domain}"`);
    expect(html).toContain(`href="${mount}${featured.products[0]!.url_without_domain}"`);
    expect(html).toContain(`href="${mount}${screen.categories![0]!.url_without_domain}"`);
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
