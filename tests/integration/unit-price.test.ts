import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatPrice } from "../../shared/price";
import { unitPrice } from "../../shared/unit-price";
import { TENANTS } from "../../tenants";
import { cookieHeader, get, stateOf, tokenFrom } from "./helpers";

/**
 * The unit price (Directive 98/6/EC, docs/decisions/0015-food-shop-rules.md): every package has
 * its net quantity; the commerce API answers the price of one kg, l or piece, and the storefront
 * shows it beside the price on cards, the product page and the cart lines, in the site's format.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
// React separates text parts with empty comments; a shopper reads them as one text.
const text = (html: string) => html.replaceAll("<!-- -->", "");
const tenant = (code: string) => TENANTS.find((t) => t.code === code)!;

async function pathOf(site: string, code: string): Promise<string> {
  const row = await db.prepare("SELECT path FROM routes WHERE site = ?1 AND entity_key = ?2").bind(site, `catalog_product:${code}`).first<{ path: string }>();
  return row!.path;
}

describe("net quantity of every package", () => {
  it("is set for every package, in grams, millilitres or pieces, as its pack says", async () => {
    const { results } = await db.prepare("SELECT code, size, unit, net_qty, net_unit FROM product_variations").all<{ code: string; size: number; unit: string; net_qty: number | null; net_unit: string | null }>();
    expect(results.length).toBeGreaterThan(269);
    const base: Record<string, [number, string]> = { g: [1, "g"], kg: [1000, "g"], ml: [1, "ml"], l: [1000, "ml"] };
    for (const v of results) {
      expect(v.net_qty, v.code).toBeGreaterThan(0);
      const b = base[v.unit];
      if (b) expect([v.net_qty, v.net_unit], v.code).toEqual([v.size * b[0], b[1]]);
    }
    const net = async (code: string) => db.prepare("SELECT net_qty, net_unit FROM product_variations WHERE code = ?1").bind(code).first();
    // A box of 12 bars of 45 g holds 540 g; 20 tea bags 35 g; capsules and vanilla pods are counted.
    expect(await net("ZR-00208-12KOM")).toEqual({ net_qty: 540, net_unit: "g" });
    expect(await net("ZR-00154-20KOM")).toEqual({ net_qty: 35, net_unit: "g" });
    expect(await net("ZR-00236-120KOM")).toEqual({ net_qty: 120, net_unit: "piece" });
    expect(await net("ZR-00268-2KOM")).toEqual({ net_qty: 2, net_unit: "piece" });
  });
});

describe("the commerce API's unit price", () => {
  it("is the price of one kg, l or piece for each package of the product page and the list item", async () => {
    const html = await (await get(`http://localhost/en${await pathOf("en", "ZR-00208")}`)).text();
    const s = stateOf(html);
    const product = (s.screen as { product: { price_custom: number; net_quantity: unknown; price_per_unit: unknown; variations: { code: string; price_custom: number; net_quantity: unknown; price_per_unit: unknown }[] } }).product;
    const [bar, box] = product.variations;
    expect(bar!.net_quantity).toEqual({ amount: 45, unit: "g" });
    expect(bar!.price_per_unit).toEqual({ price: Math.round((bar!.price_custom / 0.045) * 100) / 100, per: "kg" });
    expect(box!.net_quantity).toEqual({ amount: 540, unit: "g" });
    expect(box!.price_per_unit).toEqual({ price: Math.round((box!.price_custom / 0.54) * 100) / 100, per: "kg" });
    // The list item's (first package's) figures.
    expect(product.net_quantity).toEqual(bar!.net_quantity);
    expect(product.price_per_unit).toEqual(bar!.price_per_unit);
  });

  it("follows the rule per litre and per piece", () => {
    expect(unitPrice(1.99, { amount: 1000, unit: "ml" })).toEqual({ price: 1.99, per: "l" });
    expect(unitPrice(9.99, { amount: 30, unit: "ml" })).toEqual({ price: 333, per: "l" });
    expect(unitPrice(12.99, { amount: 120, unit: "piece" })).toEqual({ price: 0.11, per: "piece" });
    expect(unitPrice(2.5, null)).toBeNull();
  });
});

describe("the storefront shows the unit price beside the price", () => {
  const cases = [
    { site: "hr", prefix: "", code: "ZR-00001", per: "kg", label: "kg" },
    { site: "de", prefix: "/de", code: "ZR-00236", per: "piece", label: "Stk." },
    { site: "it", prefix: "/it", code: "ZR-00001", per: "kg", label: "kg" },
    { site: "rs", prefix: "/rs", code: "ZR-00001", per: "kg", label: "kg" },
  ];
  it.each(cases)("on the $site product page, in its locale and currency", async ({ site, prefix, code, per, label }) => {
    const t = tenant(site);
    const html = text(await (await get(`http://localhost${prefix}${await pathOf(site, code)}`)).text());
    const product = (stateOf(html).screen as { product: { variations: { price_custom: number; price_per_unit: { price: number; per: string } }[] } }).product;
    const first = product.variations[0]!;
    expect(first.price_per_unit.per).toBe(per);
    const box = /<div class="price-block">([\s\S]*?)<\/div>/.exec(html)![1]!;
    expect(box).toContain(`<span class="price-unit"><span class="visually-hidden">`);
    expect(box).toContain(`</span>${formatPrice(first.price_per_unit.price, t.locale, t.currency.code)}/${label}</span>`);
  });

  it("pins the formats: per kg as 2,98\u00a0€/kg on hr, €2.98/kg on en (500 g at half the figure)", async () => {
    const hr = text(await (await get(`http://localhost${await pathOf("hr", "ZR-00001")}`)).text());
    const price = (stateOf(hr).screen as { product: { variations: { price_custom: number }[] } }).product.variations[0]!.price_custom;
    const per = Math.round(price * 2 * 100) / 100;
    expect(hr).toContain(`${per.toFixed(2).replace(".", ",")}\u00a0€/kg</span>`);
    const en = text(await (await get(`http://localhost/en${await pathOf("en", "ZR-00001")}`)).text());
    expect(en).toContain(`€${per.toFixed(2)}/kg</span>`);
  });

  it("on product cards of a listing, for every card with a net quantity", async () => {
    const html = text(await (await get("http://localhost/de/produkte/")).text());
    const cards = html.split('<article class="product-card"').slice(1);
    expect(cards.length).toBeGreaterThan(5);
    for (const card of cards) expect(card).toMatch(/<span class="price-unit">.*?\d,\d\d\u00a0€\/(kg|l|Stk\.)<\/span>/);
  });

  it("on the cart's lines", async () => {
    // A box of tea bags: counted in pieces, priced per kg of its net weight.
    const pack = (await db
      .prepare(
        `SELECT v.code, v.net_qty, pr.price FROM product_variations v JOIN products p ON p.id = v.product_id
           JOIN prices pr ON pr.variation_id = v.id AND pr.currency = 'EUR'
          WHERE v.unit = 'kom' AND v.net_unit = 'g' AND v.stock >= 5 AND v.limited_qty IS NULL AND p.visible = 1 ORDER BY v.id LIMIT 1`,
      )
      .first<{ code: string; net_qty: number; price: number }>())!;
    const token = tokenFrom((await get("http://localhost/en/")).headers.get("set-cookie"))!;
    const add = await get("http://localhost/en/api/nuxtapi/webshop/product/", {
      method: "POST",
      headers: { ...cookieHeader(token), "content-type": "application/json", origin: "http://localhost", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ code: pack.code, qty: 2 }),
    });
    expect(add.status).toBe(200);
    const html = text(await (await get("http://localhost/en/webshop/", { headers: cookieHeader(token) })).text());
    const line = new RegExp(`<li class="cart-item" data-code="${pack.code}">([\\s\\S]*?)</li>`).exec(html)?.[1] ?? "";
    expect(line).toContain(`<span class="price-unit">`);
    expect(line).toContain(`${formatPrice(unitPrice(pack.price, { amount: pack.net_qty, unit: "g" })!.price, "en-IE", "EUR")}/kg</span>`);
  });
});
