import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { Cart, TAX_CLASSES, type TaxClass } from "../../shared/contract/cart";
import { round2 } from "../../shared/money";
import { formatPrice } from "../../shared/price";
import { COUNTRY_CODES } from "../../tenants/countries";
import { cookieHeader, get, stateOf, tokenFrom } from "./helpers";
import { add, api, customerData, db, guest, json, priceOf } from "./checkout-helpers";
import { REGISTRY_SITES } from "./registry-sites";
import { expectedVat, ratesToday } from "./vat-helpers";

/**
 * VAT by product tax class and destination country (issue 14, docs/decisions/0015-food-shop-rules.md
 * "VAT"): the dated rate table of migration 0019, one VAT line per rate in the cart, checkout,
 * order, mail and slip, the en site charging the shipping country's rates (EU OSS), and a rate
 * change read by the next cart without a deploy.
 */

const PUBLIC = "p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1)";
const FROM = "FROM product_variations v JOIN products p ON p.id = v.product_id JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id";
const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };

/** A public package of the class with plenty in stock and no per-order limit. */
async function packOf(taxClass: TaxClass): Promise<string> {
  const row = await db
    .prepare(`SELECT v.code ${FROM} WHERE ${PUBLIC} AND p.tax_class = ?1 AND v.stock >= 30 AND v.limited_qty IS NULL ORDER BY v.id LIMIT 1`)
    .bind(taxClass)
    .first<{ code: string }>();
  expect(row, taxClass).toBeTruthy();
  return row!.code;
}

let basic: string;
let cosmetic: string;
beforeAll(async () => {
  [basic, cosmetic] = [await packOf("food_basic"), await packOf("cosmetics")];
});

async function cartOf(token: string, site = "hr"): Promise<Cart> {
  const res = await api("/webshop/cart/", { token, site });
  expect(res.status).toBe(200);
  return v.parse(v.object({ success: v.literal(true), data: Cart }), await res.json()).data;
}

describe("the rate table", () => {
  it("has a dated, sourced rate for every class in every country a site sells from; reduced food never above cosmetics", async () => {
    const { results } = await db.prepare("SELECT country, tax_class, valid_from, rate, source FROM vat_rates").all<{ country: string; tax_class: string; valid_from: string; rate: number; source: string }>();
    for (const row of results) {
      expect(row.valid_from, `${row.country} ${row.tax_class}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.source.length, `${row.country} ${row.tax_class}`).toBeGreaterThan(10);
    }
    for (const country of COUNTRY_CODES) {
      const rates = await ratesToday(db, country);
      expect(Object.keys(rates).sort(), country).toEqual([...TAX_CLASSES].sort());
      expect(rates.food_basic, country).toBeLessThanOrEqual(rates.food);
      expect(rates.food, country).toBeLessThanOrEqual(rates.cosmetics);
      expect(rates.food_basic, country).toBeGreaterThan(0);
    }
    // A few rates pinned against the laws cited in the migration.
    expect(await ratesToday(db, "HR")).toMatchObject({ food_basic: 0.05, food: 0.25, cosmetics: 0.25 });
    expect(await ratesToday(db, "DE")).toMatchObject({ food: 0.07, drinks: 0.19, cosmetics: 0.19 });
    expect(await ratesToday(db, "IT")).toMatchObject({ food_basic: 0.04, food: 0.1, drinks: 0.22 });
    expect(await ratesToday(db, "ES")).toMatchObject({ food_basic: 0.04, food: 0.1, cosmetics: 0.21 });
    expect(await ratesToday(db, "ME")).toMatchObject({ food_basic: 0.07, food: 0.21 });
  });

  it("gives every product a class from its kind: staples, other food, plant drinks, supplements, cosmetics", async () => {
    const { results } = await db.prepare("SELECT tax_class, COUNT(*) AS n FROM products GROUP BY tax_class").all<{ tax_class: string; n: number }>();
    const counts = Object.fromEntries(results.map((r) => [r.tax_class, r.n]));
    for (const c of TAX_CLASSES) expect(counts[c], c).toBeGreaterThan(5);
    const classOf = async (slug: string) => (await db.prepare("SELECT p.tax_class FROM products p JOIN product_i18n i ON i.product_id = p.id AND i.lang = 'en' WHERE i.slug LIKE ?1 LIMIT 1").bind(`${slug}%`).first<{ tax_class: string }>())?.tax_class;
    expect(await classOf("organic-oat-drink")).toBe("drinks");
  });
});

describe("a cart with a staple food and a cosmetic (hr)", { timeout: 30_000 }, () => {
  it("carries two VAT lines, 5 % and 25 %, each rounded once to the cent, their tax summing to total_tax", async () => {
    const token = await guest();
    await add(token, basic, 3);
    await add(token, cosmetic, 1);
    const cart = await cartOf(token);
    const [gb, gc] = [round2(round2(await priceOf(basic, "EUR")) * 3), round2(await priceOf(cosmetic, "EUR"))];
    expect(cart.total.vat).toEqual(expectedVat([{ rate: 0.05, gross: gb }, { rate: 0.25, gross: gc }]));
    expect(cart.total.total_tax).toBe(round2(cart.total.vat[0]!.tax + cart.total.vat[1]!.tax));
    for (const l of cart.total.vat) expect(round2(l.base + l.tax), String(l.rate)).toBe(l.rate === 0.05 ? gb : gc);
  });

  it("shares shipping and a coupon over the rates by value: the lines' gross add up to the total to the cent", async () => {
    const token = await guest();
    await add(token, basic, 2);
    await add(token, cosmetic, 1);
    expect((await json(await api("/webshop/coupon/", { method: "POST", token, body: { code: "ZRNO10" } }))).success).toBe(true);
    expect((await api("/webshop/parcel/shipping/", { method: "PUT", token, body: { code: "delivery" } })).status).toBe(200);
    const { total } = await cartOf(token);
    expect(total.vat.map((l) => l.rate)).toEqual([0.05, 0.25]);
    expect(round2(total.vat.reduce((s, l) => s + l.base + l.tax, 0))).toBe(total.total);
    expect(total.total_tax).toBe(round2(total.vat.reduce((s, l) => s + l.tax, 0)));
    for (const l of total.vat) expect(l.tax).toBe(round2((l.base + l.tax) - (l.base + l.tax) / (1 + l.rate)));
  });

  it("the cart page, the order's thank-you, order and slip pages and the confirmation mail show one VAT line per rate", async () => {
    const first = await get("http://localhost/api/nuxtapi/webshop/cart/");
    const who = cookieHeader(tokenFrom(first.headers.get("set-cookie"))!);
    const post = (endpoint: string, body: Record<string, unknown>) =>
      get(`http://localhost/api/nuxtapi/webshop/${endpoint}/`, { method: "POST", headers: { ...who, "content-type": "application/json", ...SAME_ORIGIN }, body: JSON.stringify(body) });
    expect((await post("product", { code: basic, qty: 3 })).status).toBe(200);
    expect((await post("product", { code: cosmetic, qty: 1 })).status).toBe(200);
    // [rate text, amount] of each VAT line of a page's totals.
    const vatLinesIn = (html: string) => [...html.matchAll(/<dt>PDV ([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((m) => [m[1], m[2]]);
    const cartHtml = await (await get("http://localhost/webshop/", { headers: who })).text();
    const cart = (stateOf(cartHtml).screen as { cart: Cart }).cart;
    expect(cart.total.vat.map((l) => l.rate)).toEqual([0.05, 0.25]);
    // Before shipping is chosen the page shows the estimate's total, shipping shared over the rates (issue 18).
    const shown = cart.shipping_estimate!.vat;
    expect(shown.map((l) => l.rate)).toEqual([0.05, 0.25]);
    expect(vatLinesIn(cartHtml)).toEqual(shown.map((l) => [l.rate_text, formatPrice(l.tax, "hr-HR", "EUR")]));
    expect(vatLinesIn(cartHtml).map((l) => l[0])).toEqual(["5\u00a0%", "25\u00a0%"]);

    const email = `pdv-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await get("http://localhost/api/nuxtapi/webshop/continue-as-guest/", { method: "POST", headers: { ...who, "content-type": "application/x-www-form-urlencoded", ...SAME_ORIGIN }, body: "" })).status).toBe(303);
    expect((await post("customer", { type: "webshop.guest", ...customerData("hr", email) })).status).toBe(200);
    expect((await post("shipping", { code: "delivery" })).status).toBe(200);
    expect((await post("payment", { code: "bank-transfer" })).status).toBe(200);
    const review = await (await get("http://localhost/webshop/review-order/", { headers: who })).text();
    expect(vatLinesIn(review).map((l) => l[0])).toEqual(["5\u00a0%", "25\u00a0%"]);
    const placed = await post("order", { accept_terms: "1" });
    const body = (await placed.json()) as { redirect: string };
    expect(placed.status, JSON.stringify(body)).toBe(200);
    const ident = new URL(body.redirect, "http://x").searchParams.get("order_identificator")!;
    const thanks = await (await get(`http://localhost${body.redirect}`, { headers: who })).text();
    const order = (stateOf(thanks).screen as { order: { order_number: string; total: { vat: { rate: number; tax: number }[]; total_tax: number } } }).order;
    expect(order.total.vat.map((l) => l.rate)).toEqual([0.05, 0.25]);
    expect(vatLinesIn(thanks).map((l) => l[0])).toEqual(["5\u00a0%", "25\u00a0%"]);
    const slip = await (await get(`http://localhost/webshop/print-payment-transfer/?order=${ident}`, { headers: who })).text();
    expect(vatLinesIn(slip).map((l) => l[0])).toEqual(["5\u00a0%", "25\u00a0%"]);
    const stored = await db.prepare("SELECT vat_json, tax_total FROM orders WHERE id = ?1").bind(Number(ident.split("-")[0])).first<{ vat_json: string; tax_total: number }>();
    expect(JSON.parse(stored!.vat_json)).toEqual(order.total.vat);
    expect(stored!.tax_total).toBe(order.total.total_tax);
    const mail = await db.prepare("SELECT body_text FROM outbox WHERE to_email = ?1 AND kind = 'order_confirmation'").bind(email).first<{ body_text: string }>();
    expect(mail!.body_text).toMatch(/PDV 5\u00a0%: [\d,]+\u00a0€/);
    expect(mail!.body_text).toMatch(/PDV 25\u00a0%: [\d,]+\u00a0€/);
  });
});

describe("the en site: the shipping country's rates (EU one-stop shop)", { timeout: 30_000 }, () => {
  it("charges Croatia's rates without an address, Germany's once the goods go to Germany", async () => {
    expect(REGISTRY_SITES.find((s) => s.code === "en")!.country).toBe("HR");
    const token = await guest();
    await add(token, basic, 2, "en");
    await add(token, cosmetic, 1, "en");
    const before = await cartOf(token, "en");
    expect(before.total.vat.map((l) => l.rate)).toEqual([0.05, 0.25]);
    expect(before.shipping_estimate).toMatchObject({ country: "HR", country_name: "Croatia" });
    const c = await api("/webshop/customer/", { method: "POST", token, site: "en", body: { type: "webshop.guest", ...customerData("en"), city: "Berlin", zip: "10435", country: "DE" } });
    expect(c.status, await c.clone().text()).toBe(200);
    const cart = await cartOf(token, "en");
    const [gb, gc] = [round2(round2(await priceOf(basic, "EUR")) * 2), round2(await priceOf(cosmetic, "EUR"))];
    expect(cart.total.vat).toEqual(expectedVat([{ rate: 0.07, gross: gb }, { rate: 0.19, gross: gc }]));
    // The cart's shipping estimate follows the same address: "Shipping to Germany", its VAT Germany's (issue 18).
    expect(cart.shipping_estimate).toMatchObject({ country: "DE", country_name: "Germany" });
    expect(cart.shipping_estimate!.vat.map((l) => l.rate)).toEqual([0.07, 0.19]);
    // The hr site ships to Croatia only and keeps its own rates; a non-EU seller never switches.
    const hr = await guest();
    await add(hr, cosmetic, 1, "hr");
    expect((await cartOf(hr)).total.vat.map((l) => l.rate)).toEqual([0.25]);
  });
});

describe("a rate change is a data change", { timeout: 30_000 }, () => {
  it("a new dated row in the table changes the next cart; a row dated tomorrow does not yet", async () => {
    const token = await guest();
    await add(token, cosmetic, 1, "si");
    expect((await cartOf(token, "si")).total.vat.map((l) => l.rate)).toEqual([0.22]);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const insert = (valid: string, rate: number) =>
      db.prepare("INSERT INTO vat_rates (country, tax_class, valid_from, rate, source) VALUES ('SI', 'cosmetics', ?1, ?2, 'test: a rate change')").bind(valid, rate).run();
    try {
      await insert(day(1), 0.3);
      expect((await cartOf(token, "si")).total.vat.map((l) => l.rate)).toEqual([0.22]);
      await insert(day(0), 0.24);
      const cart = await cartOf(token, "si");
      expect(cart.total.vat.map((l) => l.rate)).toEqual([0.24]);
      expect(cart.total.total_tax).toBe(round2(cart.total.total - cart.total.total / 1.24));
    } finally {
      await db.prepare("DELETE FROM vat_rates WHERE source = 'test: a rate change'").run();
    }
    expect((await cartOf(token, "si")).total.vat.map((l) => l.rate)).toEqual([0.22]);
  });
});
