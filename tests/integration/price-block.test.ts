import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatPrice } from "../../shared/price";
import { get } from "./helpers";

/** The product page's one price block (client/screens/catalog/price-block.tsx) and the listing's count. */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;

/**
 * The first reduced product on the en site whose earlier price (the lowest of the 30 days before
 * the reduction, migration 0021's price_offers) is (or is not) its regular price, the oldest
 * price of its history.
 */
async function discounted(earlierIsRegular: boolean) {
  return (await db
    .prepare(
      `SELECT r.path, pr.price, pr.anchor_price, pr.discount_percent FROM routes r
       JOIN products p ON r.entity_key = 'catalog_product:' || p.code
       JOIN product_variations v ON v.product_id = p.id AND v.position = (SELECT MIN(position) FROM product_variations WHERE product_id = p.id)
       JOIN price_offers pr ON pr.variation_id = v.id AND pr.currency = 'EUR'
       WHERE r.site = 'en' AND r.visible = 1 AND p.visible = 1 AND pr.anchor_price IS NOT NULL
         AND (pr.anchor_price = (SELECT h.price FROM price_history h WHERE h.variation_id = v.id AND h.currency = 'EUR' ORDER BY h.valid_from LIMIT 1)) = ?
         AND (SELECT COUNT(*) FROM product_variations WHERE product_id = p.id) = 1
       ORDER BY r.path LIMIT 1`,
    )
    .bind(earlierIsRegular ? 1 : 0)
    .first<{ path: string; price: number; anchor_price: number; discount_percent: number }>())!;
}

const eur = (n: number) => formatPrice(n, "en-IE", "EUR");
// React separates text parts with empty comments; a shopper reads them as one text.
const buyBox = (html: string) => (/<div class="product-buy">([\s\S]*?)<form/.exec(html)?.[1] ?? "").replaceAll("<!-- -->", "");
const count = (hay: string, needle: string) => hay.split(needle).length - 1;
const esc = (s: string) => s.replace(/[.$]/g, "\\$&");

describe("the product page's price block", () => {
  it.each([true, false])("names each price once: the price, and the earlier price in words with the percent against it (earlier = regular: %s)", async (regular) => {
    const row = await discounted(regular);
    expect(row.anchor_price).toBeGreaterThan(row.price);
    const box = buyBox(await (await get(`http://localhost/en${row.path}`)).text());
    expect(box).toContain('class="price-block"');
    expect(count(box, eur(row.price))).toBe(1);
    expect(count(box, eur(row.anchor_price))).toBe(1);
    expect(box).not.toContain("price-old");
    expect(box).toMatch(new RegExp(`<p class="price-anchor">Lowest price in the last 30 days: <s>${esc(eur(row.anchor_price))}</s></p>`));
    expect(box).toContain(`<span class="badge badge-sale">−${Math.floor(((row.anchor_price - row.price) / row.anchor_price) * 100 + 1e-9)} %</span>`);
  });
});

describe("the listing's count", () => {
  it("is a plural phrase in the site's language, never the raw choice", async () => {
    const en = await (await get("http://localhost/en/products/")).text();
    expect(en).toMatch(/<h2 class="listing-count"[^>]*>\d+ products<\/h2>/);
    const hr = await (await get("http://localhost/proizvodi/")).text();
    expect(hr).toMatch(/<h2 class="listing-count"[^>]*>\d+ proizvod[a]?<\/h2>/);
    // The state carries every label as written; the markup must show none of the choice syntax.
    const markup = (html: string) => html.slice(0, html.indexOf('id="__STATE__"'));
    expect(markup(en) + markup(hr)).not.toContain("plural,");
  });
});
