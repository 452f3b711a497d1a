import { env } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { RoutesResponse, type RouteRecord } from "../../shared/contract/app";
import { Cart } from "../../shared/contract/cart";
import { round2 } from "../../shared/money";
import { cookieHeader, get, stateOf, tokenFrom } from "./helpers";

/**
 * Not a test of this project's own sites: tests/node/new-country.test.ts copies this file into a
 * scratch copy of the project that has a twelfth tenant added through its one file (pl: Polish,
 * PLN, sold from Poland, content falling back to English; and ts, a second Italian site) and runs
 * it there, in workerd, with the storefront and the commerce API built from that copy.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const PL = "http://localhost/pl";
const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };

async function routes(base: string): Promise<RouteRecord[]> {
  const res = await get(`${base}/api/nuxtapi/routes/`);
  expect(res.status).toBe(200);
  return v.parse(RoutesResponse, await res.json()).data;
}

const hreflangs = (html: string) => new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]));
/** A price as the page prints it, spaces of any kind made plain. */
const zloty = /\d+,\d{2}\s?zł/;
const plain = (html: string) => html.replace(/[\u00a0\u202f]|&nbsp;/g, " ");

async function pageOf(url: string) {
  const res = await get(url);
  const html = await res.text();
  expect(res.status, url).toBe(200);
  return { html, state: stateOf(html) };
}

describe("a twelfth site added through its one file, rendered in workerd", () => {
  it("home: a Polish page whose English content says so, with no hreflang claiming a Polish version", async () => {
    const { html, state } = await pageOf(`${PL}/`);
    expect(html).toContain('<html lang="pl"');
    expect(state.tenant).toMatchObject({ code: "pl", lang: "pl", locale: "pl-PL", currency: "PLN" });
    expect(state.contentLang).toBe("en");
    expect(html).toContain('<div class="content-lang" lang="en">');
    // Its own labels where translated (i18n/pl/labels.json), English for the rest.
    expect(state.labels.cart_add).toBe("Dodaj do koszyka");
    expect(state.labels.cart_checkout).toBe("Proceed to checkout");
    const links = hreflangs(html);
    expect(links.has("pl")).toBe(false);
    expect(links.get("en")).toBeDefined();
    expect(links.get("x-default")).toBeDefined();
  });

  it("a category under its own route word, priced in złoty", async () => {
    const category = (await routes(PL)).find((r) => r.action === "category" && r.visible !== false && r.path.split("/").length === 4)!;
    expect(category.path).toMatch(/^\/produkty\/[a-z0-9-]+\/$/);
    expect(category.content_lang).toBe("en");
    const { html, state } = await pageOf(PL + category.path);
    expect(state.screen.kind).toBe("catalog-category");
    expect(state.contentLang).toBe("en");
    expect(plain(html)).toMatch(zloty);
    expect(hreflangs(html).has("pl")).toBe(false);
  });

  it("a product under its own route words, priced in złoty, and the cart charges Poland's 5 % food VAT", async () => {
    // A food: its class is taxed 5 % in Poland (the PL rows of the rate table).
    const foods = new Set((await db.prepare("SELECT code FROM products WHERE tax_class IN ('food', 'food_basic')").all<{ code: string }>()).results.map((r) => `catalog_product:${r.code}`));
    const product = (await routes(PL)).find((r) => r.action === "product" && r.visible !== false && foods.has(r.entity!))!;
    expect(product.path).toMatch(/^\/produkty\/[a-z0-9-]+-produkt-\d+\/$/);
    const { html, state } = await pageOf(PL + product.path);
    expect(state.screen.kind).toBe("catalog-product");
    expect(state.contentLang).toBe("en");
    expect(plain(html)).toMatch(zloty);
    const pack = await db
      .prepare("SELECT v.code FROM product_variations v JOIN products p ON p.id = v.product_id WHERE p.code = ?1 AND v.stock >= 5 ORDER BY v.id LIMIT 1")
      .bind(product.entity!.replace("catalog_product:", ""))
      .first<{ code: string }>();
    expect(pack).toBeTruthy();
    const first = await get(`${PL}/api/nuxtapi/webshop/cart/`);
    const me = cookieHeader(tokenFrom(first.headers.get("set-cookie"))!);
    const add = await get(`${PL}/api/nuxtapi/webshop/product/`, { method: "POST", headers: { ...me, ...SAME_ORIGIN, "content-type": "application/json" }, body: JSON.stringify({ code: pack!.code, qty: 2 }) });
    expect(add.status).toBe(200);
    const cart = v.parse(v.object({ data: Cart }), await (await get(`${PL}/api/nuxtapi/webshop/cart/`, { headers: me })).json()).data;
    expect(cart.currency).toBe("PLN");
    expect(cart.total.total).toBeGreaterThan(0);
    expect(cart.total.total_tax).toBe(round2(cart.total.total - cart.total.total / 1.05));
  });

  it("the second Italian site (one file) renders in Italian and euros with no fallback mark", async () => {
    const { html, state } = await pageOf("http://localhost/ts/");
    expect(html).toContain('<html lang="it"');
    expect(state.tenant).toMatchObject({ code: "ts", lang: "it", currency: "EUR" });
    expect(state.contentLang).toBeUndefined();
    expect(html).not.toContain('class="content-lang"');
  });
});
