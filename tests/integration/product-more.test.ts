import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { LIST_FIELDS, ProductDetailResponse, type ProductDetail } from "../../shared/contract/catalog";
import { api, db, json, visitor } from "./checkout-helpers";
import { get, GOOGLEBOT_UA, productBelowOf, stateOf } from "./helpers";

/**
 * The product page's further sections (issue 10; docs/decisions/0031-goes-well-with-and-recently-viewed.md):
 * "goes well with" and "recipes with this product" from the commerce API (a real query on D1),
 * server-rendered for shoppers and crawlers; "recently viewed" is the browser's own, never in
 * the server's HTML (tests/e2e/product-more.spec.ts shows it).
 */
const detail = async (id: number, site = "hr"): Promise<ProductDetail> =>
  v.parse(ProductDetailResponse, await json(await api("/catalog/product/", { method: "POST", site, token: await visitor(), body: { item_id: id } }))).data;

/** A product row with what the ranking reads of it. */
interface Candidate {
  id: number;
  code: string;
  category_id: number;
  department: number;
}

/** Public, in-stock products in no recipe and not on the bestsellers list: no signal of their own until a test gives them one. */
async function quietProducts(): Promise<Candidate[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.code, p.category_id, COALESCE(g.id, pc.id, c.id) AS department
         FROM products p JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
         LEFT JOIN catalog_categories pc ON pc.id = c.parent_id LEFT JOIN catalog_categories g ON g.id = pc.parent_id
        WHERE p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1)
          AND EXISTS (SELECT 1 FROM product_variations WHERE product_id = p.id AND stock > 0)
          AND p.id NOT IN (SELECT product_id FROM recipe_products)
          AND p.id NOT IN (SELECT li.product_id FROM catalog_list_items li JOIN catalog_lists l ON l.id = li.list_id WHERE l.code = 'bestsellers')
        ORDER BY p.priority, p.id`,
    )
    .all<Candidate>();
  return results;
}

/** The first of `quiet` whose category no recipe and no order touches. */
async function firstQuiet(quiet: Candidate[]): Promise<Candidate | undefined> {
  for (const c of quiet) {
    const n = await db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM recipe_products rp JOIN products p ON p.id = rp.product_id WHERE p.category_id = ?1)
              + (SELECT COUNT(*) FROM order_items oi JOIN products p ON p.code = oi.product_code WHERE p.category_id = ?1) AS n`,
      )
      .bind(c.category_id)
      .first<number>("n");
    if (n === 0) return c;
  }
  return undefined;
}

let orders = 0;
/** An order of these products, in this status, as checkout writes one (its own cart, its lines). */
async function order(status: "new" | "paid" | "canceled", codes: string[]): Promise<void> {
  const code = `gww${Date.now().toString(36)}${++orders}`.slice(0, 16);
  const cart = (await db.prepare("INSERT INTO carts (code, token_id) VALUES (?1, ?1) RETURNING id, revision").bind(code).first<{ id: number; revision: number }>())!;
  const placed = (await db
    .prepare(
      `INSERT INTO orders (code, site, lang, currency, token_id, cart_id, cart_revision, status, customer_type, email, customer_json, shipping_code, shipping_kind,
         shipping_title, shipping_amount, payment_code, payment_kind, payment_title, items_total, basic_total, tax_total, total)
       VALUES (?1, 'hr', 'hr', 'EUR', ?1, ?2, ?3, ?4, 'webshop.guest', 'x@example.com', '{}', 'delivery', 'delivery', 'D', 0, 'cod', 'cash_on_delivery', 'C', 1, 1, 0, 1) RETURNING id`,
    )
    .bind(code, cart.id, cart.revision, status)
    .first<{ id: number }>())!;
  await db.batch(
    codes.map((c, i) =>
      db
        .prepare(
          `INSERT INTO order_items (order_id, product_code, variation_code, title, variation_title, qty, unit_price, basic_price, line_total, position)
           VALUES (?1, ?2, (SELECT v.code FROM product_variations v JOIN products p ON p.id = v.product_id WHERE p.code = ?2 AND v.position = 0), 't', 'v', 1, 1, 1, 1, ?3)`,
        )
        .bind(placed.id, c, i),
    ),
  );
}

/** Checks what every "goes well with" answer keeps to: not the product, not its category (that is `related`), public, in stock, in the site's currency. */
async function expectComplementary(p: ProductDetail, currency: string): Promise<void> {
  const ids = p.goes_well_with.map((g) => g.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).not.toContain(p.id);
  for (const r of p.related) expect(ids).not.toContain(r.id);
  for (const g of p.goes_well_with) {
    expect(g.category_code).not.toBe(p.category_code);
    expect(g.currency).toBe(currency);
    expect(g.is_available).toBe(true);
  }
  if (ids.length === 0) return;
  const { results } = await db
    .prepare(
      `SELECT p.id, pr.price FROM products p JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
         JOIN product_variations v ON v.id = (SELECT id FROM product_variations WHERE product_id = p.id ORDER BY stock > 0 DESC, position LIMIT 1) JOIN price_offers pr ON pr.variation_id = v.id AND pr.currency = ?2
        WHERE p.id IN (SELECT value FROM json_each(?1)) AND p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1)`,
    )
    .bind(JSON.stringify(ids), currency)
    .all<{ id: number; price: number }>();
  expect(new Map(results.map((r) => [r.id, r.price]))).toEqual(new Map(p.goes_well_with.map((g) => [g.id, g.price_custom])));
}

describe("goes well with (commerce API)", () => {
  let inRecipes: number;
  beforeAll(async () => {
    // The public product most public recipes use.
    inRecipes = (await db
      .prepare(
        `SELECT rp.product_id AS id FROM recipe_products rp JOIN posts po ON po.id = rp.post_id AND po.status >= 3
          JOIN products p ON p.id = rp.product_id AND p.visible = 1 GROUP BY rp.product_id ORDER BY COUNT(*) DESC, rp.product_id LIMIT 1`,
      )
      .first<{ id: number }>())!.id;
  });

  it("answers products of other categories that share its recipes first, priced in the site's currency, never itself or its related products", async () => {
    for (const [site, currency] of [["hr", "EUR"], ["rs", "RSD"], ["ba", "BAM"]] as const) {
      const p = await detail(inRecipes, site);
      expect(p.goes_well_with.length).toBe(6);
      await expectComplementary(p, currency);
    }
    const p = await detail(inRecipes);
    const partners = await db
      .prepare(
        `SELECT DISTINCT b.product_id AS id FROM recipe_products a JOIN recipe_products b ON b.post_id = a.post_id JOIN posts po ON po.id = a.post_id AND po.status >= 3
          WHERE a.product_id = ?1 AND b.product_id <> ?1`,
      )
      .bind(inRecipes)
      .all<{ id: number }>();
    expect(partners.results.map((r) => r.id)).toContain(p.goes_well_with[0]!.id);
  });

  it("learns from purchases: a product bought with it comes first, a canceled order teaches nothing, a hidden product is never offered", async () => {
    const quiet = await quietProducts();
    // A product whose category no recipe and no order has touched yet: all it gets is the fallback.
    const x = (await firstQuiet(quiet))!;
    // Three products of three other departments and categories, none the others' category.
    const others: Candidate[] = [];
    for (const c of quiet) if (c.department !== x.department && others.every((o) => o.category_id !== c.category_id && o.department !== c.department)) others.push(c);
    const [y, hidden, z] = others;
    expect(z).toBeDefined();
    const before = (await detail(x.id)).goes_well_with.map((g) => g.id);
    expect(before).not.toContain(y!.id);
    expect(before).not.toContain(z!.id);

    await order("paid", [x.code, y!.code, hidden!.code]);
    await order("new", [x.code, y!.code]);
    await order("canceled", [x.code, z!.code]);
    await order("canceled", [x.code, z!.code]);
    await db.prepare("UPDATE products SET visible = 0 WHERE id = ?1").bind(hidden!.id).run();
    try {
      const after = await detail(x.id);
      expect(after.goes_well_with[0]!.id).toBe(y!.id);
      const ids = after.goes_well_with.map((g) => g.id);
      expect(ids).not.toContain(z!.id);
      expect(ids).not.toContain(hidden!.id);
      await expectComplementary(after, "EUR");
      // Bought together, both ways round.
      expect((await detail(y!.id)).goes_well_with[0]!.id).toBe(x.id);
    } finally {
      await db.prepare("UPDATE products SET visible = 1 WHERE id = ?1").bind(hidden!.id).run();
    }
  });

  it("without recipes or purchases of its category, falls back to the bestsellers of the shop's other departments", async () => {
    const product = (await firstQuiet(await quietProducts()))!;
    const p = await detail(product.id);
    expect(p.goes_well_with.length).toBeGreaterThan(0);
    await expectComplementary(p, "EUR");
    const { results } = await db
      .prepare(
        `SELECT p.id, COALESCE(g.id, pc.id, c.id) AS department, EXISTS (SELECT 1 FROM catalog_list_items li JOIN catalog_lists l ON l.id = li.list_id AND l.code = 'bestsellers' WHERE li.product_id = p.id) AS listed
           FROM products p JOIN catalog_categories c ON c.id = p.category_id
           LEFT JOIN catalog_categories pc ON pc.id = c.parent_id LEFT JOIN catalog_categories g ON g.id = pc.parent_id
          WHERE p.id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(JSON.stringify(p.goes_well_with.map((g) => g.id)))
      .all<{ id: number; department: number; listed: number }>();
    for (const r of results) expect(r.department).not.toBe(product.department);
    expect(results.find((r) => r.id === p.goes_well_with[0]!.id)!.listed).toBe(1);
  });
});

describe("recipes with this product (commerce API)", () => {
  it("answers the public recipes whose products include it, newest first, each with its path, picture and times", async () => {
    const { results } = await db
      .prepare(
        `SELECT rp.product_id AS id, COUNT(*) AS n FROM recipe_products rp JOIN posts po ON po.id = rp.post_id AND po.status >= 3 AND po.kind = 'recipe'
          GROUP BY rp.product_id ORDER BY n DESC LIMIT 1`,
      )
      .all<{ id: number; n: number }>();
    const { id, n } = results[0]!;
    const p = await detail(id);
    expect(p.recipes.length).toBe(Math.min(n, 4));
    const expected = await db
      .prepare(
        `SELECT po.id FROM posts po JOIN recipe_products rp ON rp.post_id = po.id AND rp.product_id = ?1
          WHERE po.kind = 'recipe' AND po.status >= 3 ORDER BY po.published_at DESC, po.id DESC LIMIT 4`,
      )
      .bind(id)
      .all<{ id: number }>();
    expect(p.recipes.map((r) => r.id)).toEqual(expected.results.map((r) => r.id));
    for (const r of p.recipes) {
      expect(r.url_without_domain).toMatch(/^\/recepti\/[a-z0-9-]+\/$/);
      expect(r.main_image_thumbs.medium).toMatch(/^\/media\//);
      expect(r.prep_minutes + r.cook_minutes).toBeGreaterThan(0);
    }
    // An unpublished recipe is nobody's to be sent to.
    const first = p.recipes[0]!;
    await db.prepare("UPDATE posts SET status = 1 WHERE id = ?1").bind(first.id).run();
    try {
      expect((await detail(id)).recipes.map((r) => r.id)).not.toContain(first.id);
    } finally {
      await db.prepare("UPDATE posts SET status = 3 WHERE id = ?1").bind(first.id).run();
    }
  });

  it("is empty for a product no recipe uses", async () => {
    const [quiet] = await quietProducts();
    expect((await detail(quiet!.id)).recipes).toEqual([]);
  });
});

describe("the product page's further sections (storefront)", () => {
  it("are in the server's HTML for shoppers and crawlers alike: goes well with, recipes; recently viewed is not", async () => {
    const { results } = await db
      .prepare("SELECT rp.product_id AS id FROM recipe_products rp JOIN posts po ON po.id = rp.post_id AND po.status >= 3 JOIN products p ON p.id = rp.product_id AND p.visible = 1 ORDER BY rp.product_id LIMIT 1")
      .all<{ id: number }>();
    const p = await detail(results[0]!.id);
    expect(p.goes_well_with.length).toBeGreaterThan(0);
    expect(p.recipes.length).toBeGreaterThan(0);
    for (const ua of [undefined, GOOGLEBOT_UA]) {
      const res = await get(`http://localhost${p.url_without_domain}`, ua ? { headers: { "user-agent": ua } } : {});
      expect(res.status).toBe(200);
      const html = await res.text();
      const section = (cls: string) => new RegExp(`<section class="product-rail ${cls}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1] ?? "";
      const goes = section("goes-well-with");
      for (const g of p.goes_well_with) expect(goes).toContain(`data-product-id="${g.id}"`);
      const recipes = section("product-recipes");
      for (const r of p.recipes) expect(recipes).toContain(`href="${r.url_without_domain}"`);
      expect(recipes).toContain(`${p.recipes[0]!.prep_minutes + p.recipes[0]!.cook_minutes} min`);
      expect(html).not.toContain("recently-viewed");
    }
    // The page's read of its sections below the fold keeps of the cards only the list fields the
    // screens use, as for related products.
    const state = stateOf(await (await get(`http://localhost${p.url_without_domain}`)).text());
    const below = await productBelowOf("http://localhost", state);
    expect(below.goes_well_with.map((g) => g.id)).toEqual(p.goes_well_with.map((g) => g.id));
    for (const g of below.goes_well_with) for (const k of Object.keys(g)) expect(["id", ...LIST_FIELDS]).toContain(k);
    // The section's labels are the page's, not raw keys.
    expect(state.labels.product_goes_well_with).toBeTruthy();
    expect(state.labels.product_recently_viewed).toBeTruthy();
  });

  it("leaves a section out when it has nothing: a product no recipe uses has no recipes section", async () => {
    const [quiet] = await quietProducts();
    const p = await detail(quiet!.id);
    const html = await (await get(`http://localhost${p.url_without_domain}`)).text();
    expect(html).not.toContain("product-recipes");
    expect(html).toContain('class="product-rail goes-well-with"');
  });
});
