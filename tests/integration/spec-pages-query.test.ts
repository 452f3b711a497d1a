import { describe, expect, it } from "vitest";
import { routeOf, routesOf, SITES } from "./content-pages";
import { get } from "./helpers";

/**
 * §7 Start-up "GET /api/nuxtapi/pages/ with lang, slug or mode (search)"
 * (docs/behaviour/07-api.md): `mode=search` answers the site's search screen for the query's
 * `search_q` whatever the slug, as the full load of the search page does; `lang` asks for the
 * page in another language: that language's version of the same entity (a move the router
 * follows), or a 404 where it has none.
 */
const [HR, DE] = [SITES[0]!, SITES[1]!];
type Answer = { success: boolean; status: number; location?: string; external?: boolean; data: null | { screen: { kind: string; query?: string; listing?: { products: { total: number; items: { title: string }[] } } | null } } };

async function pages(base: string, query: Record<string, string>): Promise<{ http: number; body: Answer }> {
  const res = await get(`${base}/api/nuxtapi/pages/?${new URLSearchParams(query).toString()}`, { headers: { accept: "application/json" } });
  return { http: res.status, body: (await res.json()) as Answer };
}

describe("§7 pages/ with mode=search and lang", () => {
  it("mode=search&slug=/&search_q=zob shows the search results, as the search page's full load does", async () => {
    const { http, body } = await pages(HR.base, { mode: "search", slug: "/", search_q: "zob" });
    expect(http).toBe(200);
    expect(body.status).toBe(200);
    expect(body.data!.screen.kind).toBe("catalog-search");
    expect(body.data!.screen.query).toBe("zob");
    const found = body.data!.screen.listing!.products;
    expect(found.total).toBeGreaterThan(0);
    // The same products as the search page itself.
    const full = await pages(HR.base, { slug: "/pretraga/", search_q: "zob" });
    expect(full.body.data!.screen.listing!.products.items.map((i) => i.title)).toEqual(found.items.map((i) => i.title));
    // Any slug: the mode decides.
    expect((await pages(HR.base, { mode: "search", slug: "/o-nama/", search_q: "zob" })).body.data!.screen.kind).toBe("catalog-search");
  });

  it("a mode or lang it does not know is refused with 400", async () => {
    expect((await pages(HR.base, { mode: "list", slug: "/" })).http).toBe(400);
    expect((await pages(HR.base, { lang: "xx", slug: "/" })).http).toBe(400);
  });

  it("lang of the site itself changes nothing; another language answers that site's version of the entity, or 404", async () => {
    const [hrRoutes, deRoutes] = [await routesOf(HR), await routesOf(DE)];
    const product = routeOf(hrRoutes, (r) => r.controller === "catalog" && r.action === "product" && r.visible !== false && Boolean(r.urls.de));
    const same = await pages(HR.base, { lang: "hr", slug: product.path });
    expect(same.body.status).toBe(200);
    expect(same.body.data!.screen.kind).toBe((await pages(HR.base, { slug: product.path })).body.data!.screen.kind);

    const moved = await pages(HR.base, { lang: "de", slug: product.path });
    expect(moved.body).toMatchObject({ success: false, status: 302, location: `/de${product.urls.de}`, external: false });
    expect(deRoutes.some((r) => r.path === product.urls.de)).toBe(true);

    const hrOnly = routeOf(hrRoutes, (r) => r.visible !== false && ["publish", "location", "cms"].includes(r.controller) && !r.urls.de && !r.path.includes("?"));
    expect((await pages(HR.base, { slug: hrOnly.path })).body.status).toBe(200);
    expect((await pages(HR.base, { lang: "de", slug: hrOnly.path })).body).toMatchObject({ success: false, status: 404 });
    // A page that does not exist has no version elsewhere: its site switch leads to the other
    // sites' home pages, but that is no "same page" in German.
    expect((await pages(HR.base, { lang: "de", slug: "/nepostoji/" })).body).toMatchObject({ success: false, status: 404 });
  });
});
