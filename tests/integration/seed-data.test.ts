import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LABEL_LANGS } from "../../commerce/seed/labels";
import { CURRENCY_CODES } from "../../tenants/currencies";
import { TENANTS } from "../../tenants";

/**
 * Issue 3's data, counted in the database the tests run on (the real seed SQL, migrated and
 * loaded by the setup), so a seed change that drops below a promised number or loses a case of
 * the visibility rules fails here, not in a shopper's browser.
 */
const db = () => (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;

async function one(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await db().prepare(sql).bind(...binds).first<{ n: number }>();
  return row?.n ?? 0;
}

const LANG_COUNT = LABEL_LANGS.length;

describe("the catalogue", () => {
  it.each<[string, string, number]>([
    ["at least 240 products", "SELECT COUNT(*) n FROM products", 240],
    ["at least 12 categories", "SELECT COUNT(*) n FROM catalog_categories", 12],
    ["a hierarchy: categories with a parent", "SELECT COUNT(*) n FROM catalog_categories WHERE parent_id IS NOT NULL", 4],
    ["at least 20 brands", "SELECT COUNT(*) n FROM manufacturers", 20],
    ["product tags", "SELECT COUNT(*) n FROM product_tags", 12],
    ["products carrying tags", "SELECT COUNT(DISTINCT product_id) n FROM product_tag_links", 60],
    ["products with several package sizes", "SELECT COUNT(*) n FROM (SELECT product_id FROM product_variations GROUP BY product_id HAVING COUNT(*) > 1)", 20],
    ["packages out of stock", "SELECT COUNT(*) n FROM product_variations WHERE stock = 0", 1],
    ["packages with a limited quantity per order", "SELECT COUNT(*) n FROM product_variations WHERE limited_qty IS NOT NULL", 5],
    ["discounted prices", "SELECT COUNT(*) n FROM price_offers WHERE discount_percent > 0 AND price < basic_price", 20],
    ["loyalty prices", "SELECT COUNT(*) n FROM prices WHERE loyalty_price IS NOT NULL", 20],
    ["reductions whose earlier price is a promotion below the regular price", "SELECT COUNT(*) n FROM price_offers o WHERE o.anchor_price < (SELECT h.price FROM price_history h WHERE h.variation_id = o.variation_id AND h.currency = o.currency ORDER BY h.valid_from LIMIT 1)", 5],
    ["rated products", "SELECT COUNT(DISTINCT product_id) n FROM product_ratings", 10],
    ["ratings with a comment", "SELECT COUNT(*) n FROM product_ratings WHERE TRIM(COALESCE(message, '')) <> ''", 5],
  ])("%s", async (_what, sql, atLeast) => {
    expect(await one(sql)).toBeGreaterThanOrEqual(atLeast);
  });

  it("ratings without text exist too (JSON-LD must leave them out of reviews)", async () => {
    expect(await one("SELECT COUNT(*) n FROM product_ratings WHERE TRIM(COALESCE(message, '')) = ''")).toBeGreaterThan(0);
  });

  it("the six attribute filters shoppers of a healthy-food shop use", async () => {
    const { results } = await db().prepare("SELECT code FROM attributes ORDER BY code").all<{ code: string }>();
    expect(results.map((r) => r.code)).toEqual(["gluten_free", "lactose_free", "organic", "raw", "sugar_free", "vegan"]);
    expect(await one("SELECT COUNT(*) n FROM (SELECT attribute_id FROM product_attributes GROUP BY attribute_id HAVING COUNT(*) >= 5)")).toBe(6);
  });

  it("every package has a stored price in every registry currency (tenants/currencies.ts), rounded to 2 decimals", async () => {
    const variations = await one("SELECT COUNT(*) n FROM product_variations");
    for (const currency of CURRENCY_CODES) {
      expect(await one("SELECT COUNT(*) n FROM prices WHERE currency = ?1", currency)).toBe(variations);
    }
    expect(await one("SELECT COUNT(DISTINCT currency) n FROM prices")).toBe(CURRENCY_CODES.length);
    const unrounded = await one(
      "SELECT COUNT(*) n FROM prices WHERE ABS(price * 100 - ROUND(price * 100)) > 1e-6 OR ABS(COALESCE(loyalty_price, 0) * 100 - ROUND(COALESCE(loyalty_price, 0) * 100)) > 1e-6",
    );
    expect(unrounded).toBe(0);
    expect(await one("SELECT COUNT(*) n FROM price_history WHERE ABS(price * 100 - ROUND(price * 100)) > 1e-6")).toBe(0);
    // A price list, not a conversion: RSD is not EUR times one fixed rate for every package.
    const rates = await one("SELECT COUNT(DISTINCT ROUND(r.price / e.price, 4)) n FROM prices r JOIN prices e ON e.variation_id = r.variation_id AND e.currency = 'EUR' WHERE r.currency = 'RSD'");
    expect(rates).toBeGreaterThan(1);
  });

  it("every product, category and tag has its texts and slug in all nine languages, and slugs differ by language", async () => {
    for (const [entity, i18n, key] of [
      ["products", "product_i18n", "product_id"],
      ["catalog_categories", "catalog_category_i18n", "category_id"],
      ["product_tags", "product_tag_i18n", "tag_id"],
    ] as const) {
      const missing = await one(`SELECT COUNT(*) n FROM ${entity} e WHERE (SELECT COUNT(*) FROM ${i18n} t WHERE t.${key} = e.id AND TRIM(t.title) <> '' AND TRIM(t.slug) <> '') <> ?1`, LANG_COUNT);
      expect(missing, entity).toBe(0);
    }
    expect(await one("SELECT COUNT(*) n FROM product_i18n h JOIN product_i18n d ON d.product_id = h.product_id AND d.lang = 'de' WHERE h.lang = 'hr' AND h.slug <> d.slug")).toBeGreaterThan(200);
  });

  it("hidden cases: invisible products, a hidden category with products, a hidden brand with one product ignoring it", async () => {
    expect(await one("SELECT COUNT(*) n FROM products WHERE visible = 0")).toBeGreaterThanOrEqual(3);
    expect(await one("SELECT COUNT(*) n FROM products p JOIN catalog_categories c ON c.id = p.category_id WHERE c.visible = 0")).toBeGreaterThanOrEqual(3);
    expect(await one("SELECT COUNT(*) n FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE m.visible = 0 AND p.ignore_brand_visibility = 0")).toBeGreaterThanOrEqual(1);
    expect(await one("SELECT COUNT(*) n FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE m.visible = 0 AND p.ignore_brand_visibility = 1")).toBe(1);
    expect(await one("SELECT COUNT(*) n FROM catalog_lists WHERE visible = 0")).toBeGreaterThanOrEqual(1);
  });

  it("entity redirects are seeded on categories and lists, with a 301 and a 302", async () => {
    expect(await one("SELECT COUNT(DISTINCT category_id) n FROM catalog_category_i18n WHERE redirect_url IS NOT NULL")).toBeGreaterThanOrEqual(2);
    expect(await one("SELECT COUNT(DISTINCT redirect_code) n FROM catalog_category_i18n WHERE redirect_url IS NOT NULL")).toBe(2);
    expect(await one("SELECT COUNT(DISTINCT list_id) n FROM catalog_list_i18n WHERE redirect_url IS NOT NULL")).toBeGreaterThanOrEqual(1);
  });
});

describe("the content site", () => {
  it.each<[string, string, number]>([
    ["at least 40 posts", "SELECT COUNT(*) n FROM posts WHERE kind = 'post'", 40],
    ["posts in at least 5 categories", "SELECT COUNT(DISTINCT category_id) n FROM posts WHERE kind = 'post'", 5],
    ["at least 6 authors with a bio in every language", "SELECT COUNT(*) n FROM authors a WHERE (SELECT COUNT(*) FROM author_i18n i WHERE i.author_id = a.id AND LENGTH(i.bio) > 40) = 9", 6],
    ["publish tags", "SELECT COUNT(*) n FROM publish_tags", 8],
    ["tagged posts", "SELECT COUNT(DISTINCT post_id) n FROM post_tags", 30],
    ["FAQ entries", "SELECT COUNT(*) n FROM faq", 8],
    ["at least 8 stores", "SELECT COUNT(*) n FROM locations", 8],
    ["newsletters", "SELECT COUNT(*) n FROM newsletters", 2],
    ["static content blocks", "SELECT COUNT(DISTINCT code) n FROM static_content", 3],
    ["instashop posts with products", "SELECT COUNT(DISTINCT item_id) n FROM instashop_products", 4],
  ])("%s", async (_what, sql, atLeast) => {
    expect(await one(sql)).toBeGreaterThanOrEqual(atLeast);
  });

  it("exactly 2 sweepstakes", async () => {
    expect(await one("SELECT COUNT(*) n FROM sweepstakes")).toBe(2);
  });

  it("at least 24 recipes, each with ingredients, steps, times, yield and linked products", async () => {
    expect(await one("SELECT COUNT(*) n FROM posts WHERE kind = 'recipe'")).toBeGreaterThanOrEqual(24);
    const incomplete = await one(
      `SELECT COUNT(*) n FROM posts p WHERE p.kind = 'recipe' AND (
         p.prep_minutes IS NULL OR p.cook_minutes IS NULL OR COALESCE(p.servings, 0) < 1
         OR NOT EXISTS (SELECT 1 FROM recipe_products r WHERE r.post_id = p.id)
         OR (SELECT COUNT(*) FROM post_i18n i WHERE i.post_id = p.id AND json_array_length(i.ingredients_json) > 0 AND json_array_length(i.steps_json) > 0) <> ?1)`,
      LANG_COUNT,
    );
    expect(incomplete).toBe(0);
  });

  it("every post and recipe has its title, slug and text in all nine languages", async () => {
    expect(await one("SELECT COUNT(*) n FROM posts p WHERE (SELECT COUNT(*) FROM post_i18n i WHERE i.post_id = p.id AND TRIM(i.title) <> '' AND TRIM(i.slug) <> '' AND TRIM(i.content) <> '') <> ?1", LANG_COUNT)).toBe(0);
  });

  it("every store has an address, coordinates and opening hours for the week", async () => {
    const { results } = await db().prepare("SELECT address, lat, lng, hours_json FROM locations").all<{ address: string; lat: number; lng: number; hours_json: string }>();
    for (const l of results) {
      expect(l.address.trim()).not.toBe("");
      expect(Math.abs(l.lat)).toBeGreaterThan(30);
      expect(Math.abs(l.lng)).toBeGreaterThan(0);
      expect(Object.keys(JSON.parse(l.hours_json) as object).length).toBeGreaterThanOrEqual(7);
    }
  });

  it("hidden cases: drafts (status < 3), published posts in a hidden category, a hidden CMS page; one staff user", async () => {
    expect(await one("SELECT COUNT(*) n FROM posts WHERE status < 3")).toBeGreaterThanOrEqual(1);
    expect(await one("SELECT COUNT(*) n FROM posts p JOIN publish_categories c ON c.id = p.category_id WHERE c.visible = 0 AND p.status >= 3")).toBeGreaterThanOrEqual(1);
    expect(await one("SELECT COUNT(DISTINCT site) n FROM cms_pages WHERE visible = 0")).toBe(TENANTS.length);
    expect(await one("SELECT COUNT(*) n FROM users WHERE is_staff = 1")).toBeGreaterThanOrEqual(1);
  });

  it("every site has CMS pages with the templates default, homepage, about, contact and faq", async () => {
    for (const t of TENANTS) {
      const { results } = await db().prepare("SELECT DISTINCT template FROM cms_pages WHERE site = ?1 AND visible = 1").bind(t.code).all<{ template: string }>();
      expect(results.map((r) => r.template), t.code).toEqual(expect.arrayContaining(["default", "homepage", "about", "contact", "faq"]));
    }
  });
});

describe("the route table: every entity on every site, under the site's own words", () => {
  /** Entity kinds that exist once per entity on every site, with the table that holds them. */
  const PER_ENTITY: [prefix: string, table: string][] = [
    ["catalog_product", "products"],
    ["catalog_category", "catalog_categories"],
    ["catalog_list", "catalog_lists"],
    ["catalog_manufacturer", "manufacturers"],
    ["catalog_tag", "product_tags"],
    ["publish_category", "publish_categories"],
    ["publish_post", "posts"],
    ["publish_tag", "publish_tags"],
    ["publish_author", "authors"],
    ["sweepstake", "sweepstakes"],
    ["newsletter", "newsletters"],
  ];

  it.each(TENANTS.map((t) => [t.code, t] as const))("%s", async (_code, t) => {
    for (const [prefix, table] of PER_ENTITY) {
      const missing = await one(`SELECT COUNT(*) n FROM ${table} e WHERE NOT EXISTS (SELECT 1 FROM routes r WHERE r.site = ?1 AND r.entity_key = ?2 || ':' || e.code)`, t.code, prefix);
      expect(missing, `${t.code} ${prefix}`).toBe(0);
    }
    const stores = await one("SELECT COUNT(*) n FROM location_sites s JOIN locations l ON l.id = s.location_id WHERE s.site = ?1 AND NOT EXISTS (SELECT 1 FROM routes r WHERE r.site = ?1 AND r.entity_key = 'location:' || l.code)", t.code);
    expect(stores, `${t.code} stores`).toBe(0);
    const w = t.routeWords;
    const pathOf = (entity: string) => db().prepare("SELECT path FROM routes WHERE site = ?1 AND entity_key = ?2").bind(t.code, entity).first<{ path: string }>();
    const product = await db().prepare("SELECT path FROM routes WHERE site = ?1 AND entity_key LIKE 'catalog_product:%' LIMIT 1").bind(t.code).first<{ path: string }>();
    expect(product!.path).toMatch(new RegExp(`^/${w.catalog}/[a-z0-9-]+-${w.product}-\\d+/$`));
    expect((await pathOf("catalog:search"))!.path).toBe(`/${w.search}/`);
    expect((await pathOf("catalog:manufacturers"))!.path).toBe(`/${w.manufacturer}/`);
    expect((await pathOf("catalog:tags"))!.path).toBe(`/${w.productTags}/`);
    expect((await pathOf("publish:tags"))!.path).toBe(`/${w.tags}/`);
    expect((await pathOf("publish:authors"))!.path).toBe(`/${w.authors}/`);
    expect((await pathOf("location:index"))!.path).toBe(`/${w.location}/`);
    expect((await pathOf("sweepstake:index"))!.path).toBe(`/${w.sweepstake}/`);
  });
});
