import { describe, expect, it } from "vitest";
import { get } from "./helpers";
import { routesOf, SITES } from "./content-pages";

/**
 * Sitemaps of every content type (catalog.test.ts checks the product one in depth): the index of
 * each site names one sitemap per type, each answers with URLs that carry their alternates and
 * x-default, and no hidden, moved, search, wishlist, account or cart page appears in any of them.
 */
describe.each(SITES.slice(0, 2))("sitemaps of $code", (s) => {
  it("one sitemap per public content type, each with alternates; nothing hidden or private listed", async () => {
    const index = await (await get(`${s.base}/sitemap.xml`)).text();
    const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const types = maps.map((u) => /sitemap-([a-z0-9_]+)\.xml$/.exec(u)?.[1]).sort();
    expect(types).toEqual(expect.arrayContaining(["catalog_category", "catalog_list", "catalog_manufacturer", "catalog_product", "catalog_tag", "location", "page", "publish_author", "publish_category", "publish_post", "publish_recipe", "publish_tag"]));
    const routes = await routesOf(s);
    const prefix = s.base.replace("http://localhost", "");
    const listed = new Set<string>();
    for (const map of maps) {
      const res = await get(map.replace(/^https?:\/\/[^/]+/, "http://localhost"));
      expect(res.status, map).toBe(200);
      const xml = await res.text();
      const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)];
      expect(urls.length, map).toBeGreaterThan(0);
      for (const [, loc, rest] of urls) {
        listed.add(new URL(loc!).pathname.slice(prefix.length));
        expect(rest, loc).toContain('hreflang="x-default"');
      }
    }
    const hidden = routes.filter((r) => r.visible === false).map((r) => r.path);
    expect(hidden.length).toBeGreaterThan(5);
    expect(hidden.filter((p) => listed.has(p))).toEqual([]);
    const privateRoutes = routes.filter((r) => ["auth", "webshop"].includes(r.controller) || ["search", "wishlist"].includes(r.action)).map((r) => r.path);
    expect(privateRoutes.filter((p) => listed.has(p))).toEqual([]);
    const publicProducts = routes.filter((r) => r.action === "product" && r.visible !== false);
    expect(publicProducts.every((r) => listed.has(r.path))).toBe(true);
  });
});
