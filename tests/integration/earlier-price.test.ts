import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatPrice } from "../../shared/price";
import { call, visitor } from "./accounts-helpers";
import { get, stateOf } from "./helpers";

/**
 * The earlier price of a reduction (Omnibus, Art. 6a of Directive 98/6/EC;
 * docs/decisions/0015-food-shop-rules.md "Earlier price"): the commerce API keeps a price history
 * per package and price list (migration 0021), and what a reduction announces — the struck price,
 * the "lowest price in the last 30 days" and the badge's percent — is the lowest price in force
 * during the 30 days before the reduction began, worked out here from the history's rows.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const DAY = 86_400_000;

interface Row { valid_from: string; price: number }
const time = (sqlDate: string) => Date.parse(`${sqlDate.replace(" ", "T")}Z`);

async function historyOf(vid: number, currency = "EUR"): Promise<Row[]> {
  const { results } = await db.prepare("SELECT valid_from, price FROM price_history WHERE variation_id = ?1 AND currency = ?2 ORDER BY valid_from").bind(vid, currency).all<Row>();
  return results;
}

/** The rule in plain steps: the start is today's row; the prior price is the least of the rows in force in the 30 days before it. */
function earlierOf(rows: Row[], now = Date.now()): { start: number; prior: number | null } {
  const inForce = rows.filter((r) => time(r.valid_from) <= now);
  const today = inForce.at(-1)!;
  const start = time(today.valid_from);
  let prior: number | null = null;
  inForce.slice(0, -1).forEach((r, i) => {
    const until = time(inForce[i + 1]!.valid_from);
    if (until > start - 30 * DAY) prior = prior === null ? r.price : Math.min(prior, r.price);
  });
  return { start, prior };
}

const percent = (prior: number, price: number) => Math.floor(((prior - price) / prior) * 100 + 1e-9);

interface Listed { id: number; price_custom: number; basic_price_custom: number; discount_percent_custom: number; anchor_price: number | null; anchor_price_visible: boolean }
let token: string | undefined;
/** The commerce API's own answer (the storefront's API cache would keep an earlier one for a while). */
async function listed(id: number): Promise<Listed> {
  const res = await call("/catalog/products/", { body: { ids: [id] }, token: (token ??= await visitor()) });
  expect(res.status).toBe(200);
  const items = ((await res.json()) as { data: { items: Listed[] } }).data.items;
  return items.find((i) => i.id === id)!;
}

/** Visible single-package products with their package's id and today's EUR price. */
async function products(where: string) {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.code, v.id AS vid, pr.price FROM products p JOIN product_variations v ON v.product_id = p.id AND v.position = 0
         JOIN prices pr ON pr.variation_id = v.id AND pr.currency = 'EUR' JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE p.visible = 1 AND c.visible = 1 AND m.visible = 1 AND ${where} ORDER BY p.id`,
    )
    .all<{ id: number; code: string; vid: number; price: number }>();
  return results;
}

describe("the earlier price from the seeded history", () => {
  it("every package's history is believable, and every announced reduction is against the lowest price of the 30 days before it", async () => {
    const { results: offers } = await db.prepare("SELECT variation_id, currency, price, basic_price, anchor_price, discount_percent FROM price_offers").all<{ variation_id: number; currency: string; price: number; basic_price: number; anchor_price: number | null; discount_percent: number }>();
    const { results: all } = await db.prepare("SELECT variation_id, currency, valid_from, price FROM price_history ORDER BY variation_id, currency, valid_from").all<Row & { variation_id: number; currency: string }>();
    const byPack = new Map<string, Row[]>();
    for (const r of all) byPack.set(`${r.variation_id}/${r.currency}`, [...(byPack.get(`${r.variation_id}/${r.currency}`) ?? []), r]);
    expect(byPack.size).toBe(offers.length);
    let reduced = 0, promotionInWindow = 0, olderCheaperIgnored = 0;
    for (const o of offers) {
      const rows = byPack.get(`${o.variation_id}/${o.currency}`)!;
      // Four months of history, ending with today's price.
      expect(time(rows[0]!.valid_from)).toBeLessThan(Date.now() - 100 * DAY);
      expect(rows.at(-1)!.price).toBe(o.price);
      const { start, prior } = earlierOf(rows);
      if (prior !== null && prior > o.price) {
        reduced++;
        expect(o.anchor_price, `${o.variation_id} ${o.currency}`).toBe(prior);
        expect(o.basic_price).toBe(prior);
        expect(o.discount_percent).toBe(percent(prior, o.price));
        // A believable reduction: it began 3–20 days ago, and the percent against the earlier price is 1–30.
        expect(Date.now() - start).toBeGreaterThan(2 * DAY);
        expect(Date.now() - start).toBeLessThan(21 * DAY);
        expect(o.discount_percent).toBeGreaterThan(0);
        expect(o.discount_percent).toBeLessThanOrEqual(33);
        if (prior < rows[0]!.price) promotionInWindow++;
        if (rows.some((r) => r.price < prior)) olderCheaperIgnored++;
      } else {
        expect([o.anchor_price, o.discount_percent, o.basic_price]).toEqual([null, 0, o.price]);
      }
    }
    expect(reduced).toBeGreaterThanOrEqual(20);
    // Some reductions follow a short promotion inside their 30 days: the earlier price is then below the regular one…
    expect(promotionInWindow).toBeGreaterThanOrEqual(5);
    // …and some packages were cheaper once, two months ago: too old to count.
    expect(olderCheaperIgnored).toBeGreaterThanOrEqual(5);
  });

  it("the API and the storefront announce it: the listing's struck price and badge, the product page's line", async () => {
    const [row] = await products(`EXISTS (SELECT 1 FROM price_offers o WHERE o.variation_id = v.id AND o.currency = 'EUR' AND o.anchor_price < (SELECT h.price FROM price_history h WHERE h.variation_id = v.id AND h.currency = 'EUR' ORDER BY h.valid_from LIMIT 1))`);
    const { prior } = earlierOf(await historyOf(row!.vid));
    const item = await listed(row!.id);
    expect(item).toMatchObject({ price_custom: row!.price, basic_price_custom: prior, anchor_price: prior, anchor_price_visible: true, discount_percent_custom: percent(prior!, row!.price) });
    const path = (await db.prepare("SELECT path FROM routes WHERE site = 'hr' AND entity_key = ?1").bind(`catalog_product:${row!.code}`).first<{ path: string }>())!.path;
    const html = await (await get(`http://localhost${path}`)).text();
    const variation = (stateOf(html).screen as unknown as { product: { variations: Listed[] } }).product.variations[0]!;
    expect(variation).toMatchObject({ price_custom: row!.price, anchor_price: prior, discount_percent_custom: percent(prior!, row!.price) });
    const shown = html.replaceAll("<!-- -->", "");
    expect(shown).toContain(`<p class="price-anchor">Najniža cijena u posljednjih 30 dana: <s>${formatPrice(prior!, "hr-HR", "EUR")}</s></p>`);
    expect(shown).toContain(`<span class="badge badge-sale">−${percent(prior!, row!.price)} %</span>`);
  });
});

describe("a price change is a data change, logged by the API", () => {
  it("a cut is announced against the regular price; a price back up, or a cut that is not below a recent promotion, announces nothing", async () => {
    const [row] = await products(`(SELECT COUNT(*) FROM price_history h WHERE h.variation_id = v.id AND h.currency = 'EUR') = 1`);
    const before = await historyOf(row!.vid);
    const regular = row!.price;
    const cut = Math.round(regular * 80) / 100;
    const set = (price: number) => db.prepare("UPDATE prices SET price = ?1 WHERE variation_id = ?2 AND currency = 'EUR'").bind(price, row!.vid).run();
    try {
      // Cut today: the trigger logs it; the regular price was in force all 30 days before.
      await set(cut);
      const logged = await historyOf(row!.vid);
      expect(logged.length).toBe(2);
      expect(logged.at(-1)!.price).toBe(cut);
      expect(await listed(row!.id)).toMatchObject({ price_custom: cut, basic_price_custom: regular, anchor_price: regular, discount_percent_custom: percent(regular, cut) });

      // Back to the regular price: nothing to announce.
      await set(regular);
      expect(await listed(row!.id)).toMatchObject({ price_custom: regular, basic_price_custom: regular, anchor_price: null, anchor_price_visible: false, discount_percent_custom: 0 });

      // A promotion at 70 % ran 20–10 days ago; a cut to 90 % today is no reduction against the 30 days before it.
      await db.prepare("DELETE FROM price_history WHERE variation_id = ?1 AND currency = 'EUR' AND valid_from > ?2").bind(row!.vid, before.at(-1)!.valid_from).run();
      const promo = Math.round(regular * 70) / 100;
      await db
        .prepare("INSERT INTO price_history (variation_id, currency, valid_from, price) VALUES (?1, 'EUR', datetime('now', '-20 days'), ?2), (?1, 'EUR', datetime('now', '-10 days'), ?3)")
        .bind(row!.vid, promo, regular)
        .run();
      const mild = Math.round(regular * 90) / 100;
      await set(mild);
      expect(await listed(row!.id)).toMatchObject({ price_custom: mild, basic_price_custom: mild, anchor_price: null, discount_percent_custom: 0 });
    } finally {
      await set(regular);
      await db.prepare("DELETE FROM price_history WHERE variation_id = ?1 AND currency = 'EUR' AND valid_from > ?2").bind(row!.vid, before.at(-1)!.valid_from).run();
    }
    expect(await historyOf(row!.vid)).toEqual(before);
  });
});
