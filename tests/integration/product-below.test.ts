import { describe, expect, it } from "vitest";
import * as v from "valibot";
import type { ScreenOf } from "../../shared/screens";
import { ProductBelow } from "../../shared/screens/catalog";
import { routesOf, SITES, staffCookie } from "./content-pages";
import { cookieHeader, get, GOOGLEBOT_UA, productBelowOf, stateOf, tokenFrom } from "./helpers";

/**
 * A public product page's sections below the fold (docs/decisions/0016-lean-pages.md "Product
 * state: the sections below the fold"): "goes well with", more of its category and the recipes that
 * use it. The page renders them but embeds only their key; the browser reads them from
 * `GET /api/nuxtapi/catalog/product/below/?id=<id>&v=<key>` (worker/bff/product-below.ts).
 */
const BELOW = "/api/nuxtapi/catalog/product/below/";
/** Ekološke zobene pahuljice: every section below its fold has products or recipes in the seed. */
const OATS = "/proizvodi/ekoloske-zobene-pahuljice-proizvod-1/";

async function product(base: string, path: string) {
  const res = await get(`${base}${path}`);
  const html = await res.text();
  const state = stateOf(html);
  return { res, html, state, screen: state.screen as ScreenOf<"catalog-product"> };
}

/** The product card ids inside one section of the page's main, by the section's class. */
function sectionCards(html: string, cls: string): number[] {
  const at = html.indexOf(`<section class="${cls}"`);
  if (at < 0) return [];
  const section = html.slice(at, html.indexOf("</section>", at));
  return [...section.matchAll(/<article class="product-card" data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
}

describe("a product page's sections below the fold", () => {
  it("the page embeds their key, not their cards, while its HTML shows them", async () => {
    const { html, screen } = await product("http://localhost", OATS);
    expect(screen.belowKey).toMatch(/^[0-9a-f]{16}$/);
    expect(screen.below).toBeUndefined();
    expect(screen.product.goes_well_with).toEqual([]);
    expect(screen.product.related).toEqual([]);
    expect(screen.product.recipes).toEqual([]);
    expect(sectionCards(html, "product-rail goes-well-with").length).toBeGreaterThan(0);
    expect(sectionCards(html, "related").length).toBeGreaterThan(0);
    expect(html).toContain('class="product-rail product-recipes"');
  });

  it("the BFF answers the cards and recipes the server rendered, in its order, under the page's key, on each site", async () => {
    for (const s of SITES) {
      const route = (await routesOf(s)).find((r) => r.action === "product" && r.visible !== false && /-1\/$/.test(r.path))!;
      const { html, state, screen } = await product(s.base, route.path);
      const below = await productBelowOf(s.base, state);
      expect(below.key).toBe(screen.belowKey);
      expect(sectionCards(html, "product-rail goes-well-with")).toEqual(below.goes_well_with.map((p) => p.id));
      expect(sectionCards(html, "related")).toEqual(below.related.map((p) => p.id));
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      const recipes = below.recipes.map((r) => main.indexOf(`href="${s.base.replace("http://localhost", "")}${r.url_without_domain}"`));
      expect(recipes.every((at) => at > 0), s.code).toBe(true);
    }
  });

  it("a client-side navigation's page answer carries them in full", async () => {
    const { state, screen } = await product("http://localhost", OATS);
    const res = await get(`http://localhost/api/nuxtapi/pages/?slug=${encodeURIComponent(OATS)}`);
    const answered = ((await res.json()) as { data: { screen: ScreenOf<"catalog-product"> } }).data.screen;
    expect(answered.belowKey).toBe(screen.belowKey);
    expect(answered.below).toEqual(await productBelowOf("http://localhost", state));
  });

  it("the page's loader preloads the read with its scripts; bots get none", async () => {
    const { html, screen } = await product("http://localhost", OATS);
    const url = `${BELOW}?id=${screen.product.id}&v=${screen.belowKey}`;
    expect(html).toContain(`add(d.head,'link',{rel:'preload',as:'fetch',crossorigin:'anonymous',href:${JSON.stringify(url)}})`);
    const bot = await get(`http://localhost${OATS}`, { headers: { "user-agent": GOOGLEBOT_UA } });
    const botHtml = await bot.text();
    expect(botHtml).not.toContain(BELOW);
    // A crawler's page shows the sections all the same.
    expect(sectionCards(botHtml, "related").length).toBeGreaterThan(0);
  });

  it("is the same for every visitor, sets no cookie, and may be kept by any cache while it is what the key names", async () => {
    const { screen } = await product("http://localhost", OATS);
    const path = `http://localhost${BELOW}?id=${screen.product.id}&v=${screen.belowKey}`;
    const first = await get(path, { headers: { "cf-connecting-ip": "10.9.2.1" } });
    const token = tokenFrom((await get("http://localhost/", { headers: { "cf-connecting-ip": "10.9.2.2" } })).headers.get("set-cookie"));
    expect(token).toBeTruthy();
    const second = await get(path, { headers: { ...cookieHeader(token!), "cf-connecting-ip": "10.9.2.2" } });
    expect(first.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    for (const r of [first, second]) {
      expect(r.headers.get("set-cookie")).toBeNull();
      expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });

  it("a key that is not today's gets today's sections, not to be kept", async () => {
    const { screen } = await product("http://localhost", OATS);
    const other = screen.belowKey === "0123456789abcdef" ? "fedcba9876543210" : "0123456789abcdef";
    const res = await get(`http://localhost${BELOW}?id=${screen.product.id}&v=${other}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(v.parse(ProductBelow, ((await res.json()) as { data: unknown }).data).key).toBe(screen.belowKey);
  });

  it("a product the public may not see is a 404 here, and its staff page embeds its sections whole", async () => {
    const hidden = (await routesOf(SITES[0]!)).find((r) => r.action === "product" && r.visible === false)!;
    const id = Number(/-(\d+)\/$/.exec(hidden.path)![1]);
    const res = await get(`http://localhost${BELOW}?id=${id}&v=0123456789abcdef`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
    const staff = await get(`http://localhost${hidden.path}`, { headers: await staffCookie() });
    const screen = stateOf(await staff.text()).screen as ScreenOf<"catalog-product">;
    expect(screen.belowKey).toBeUndefined();
    expect(screen.below?.key).toMatch(/^[0-9a-f]{16}$/);
    // No such product: the same 404.
    expect((await get(`http://localhost${BELOW}?id=999999999&v=0123456789abcdef`)).status).toBe(404);
  });

  it("bad input is a 400, never a 500", async () => {
    const { screen } = await product("http://localhost", OATS);
    const key = screen.belowKey!;
    const id = screen.product.id;
    for (const query of ["", `?v=${key}`, `?id=${id}`, `?id=0&v=${key}`, `?id=-1&v=${key}`, `?id=1.5&v=${key}`, `?id=abc&v=${key}`, `?id=12345678901&v=${key}`, `?id=${id}&v=xyz`, `?id=${id}&v=${key}0`, `?id=${id}&id=${id}&v=${key}`, `?id=${id}&v=${key}&utm_source=x`]) {
      const res = await get(`http://localhost${BELOW}${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { success: boolean }).success).toBe(false);
    }
    expect((await get(`http://localhost${BELOW}?id=${id}&v=${key}`, { method: "POST" })).status).toBe(404);
  });
});
