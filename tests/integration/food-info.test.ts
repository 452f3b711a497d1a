import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { get, stateOf } from "./helpers";

/**
 * Food information before purchase (Regulation (EU) No 1169/2011, Art. 14;
 * docs/decisions/0015-food-shop-rules.md): every product has it in every language, derived from
 * its kind; the product page shows it in an accessible section rendered by the server.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const text = (html: string) => html.replaceAll("<!-- -->", "");

async function pathOf(site: string, code: string): Promise<string> {
  const row = await db.prepare("SELECT path FROM routes WHERE site = ?1 AND entity_key = ?2").bind(site, `catalog_product:${code}`).first<{ path: string }>();
  return row!.path;
}
async function codeOf(slugEn: string): Promise<string> {
  const row = await db.prepare("SELECT p.code FROM products p JOIN product_i18n pi ON pi.product_id = p.id AND pi.lang = 'en' WHERE pi.slug = ?1").bind(slugEn).first<{ code: string }>();
  return row!.code;
}
const section = (html: string) => /<section class="food-info"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

describe("food information in the seed", () => {
  it("every product has it, in all nine languages, and not one text for all", async () => {
    const products = (await db.prepare("SELECT COUNT(*) AS n FROM products").first<{ n: number }>())!.n;
    expect((await db.prepare("SELECT COUNT(*) AS n FROM product_food").first<{ n: number }>())!.n).toBe(products);
    expect((await db.prepare("SELECT COUNT(*) AS n FROM product_food_i18n").first<{ n: number }>())!.n).toBe(products * 9);
    // Derived per product: hundreds of different ingredient lists per language.
    expect((await db.prepare("SELECT COUNT(DISTINCT ingredients) AS n FROM product_food_i18n WHERE lang = 'de'").first<{ n: number }>())!.n).toBeGreaterThan(200);
    // Every food but teas and supplements declares its nutrition; energy follows Annex XIV within rounding.
    const { results } = await db
      .prepare("SELECT energy_kj, energy_kcal, fat, carbohydrate, protein, fibre FROM product_food WHERE nutrition_basis IS NOT NULL AND energy_kcal > 0")
      .all<{ energy_kj: number; energy_kcal: number; fat: number; carbohydrate: number; protein: number; fibre: number | null }>();
    expect(results.length).toBeGreaterThan(150);
    for (const r of results) expect(Math.abs(r.energy_kcal - (9 * r.fat + 4 * r.carbohydrate + 4 * r.protein + 2 * (r.fibre ?? 0)))).toBeLessThan(2);
  });
});

describe("the product page's food information", () => {
  it("shows ingredients with the allergens in bold, the allergen list, the nutrition table per 100 g, storage, origin and operator (en)", async () => {
    const code = await codeOf("alpine-fruit-muesli");
    const html = text(await (await get(`http://localhost/en${await pathOf("en", code)}`)).text());
    const s = section(html);
    expect(s).toContain('aria-labelledby="food-info-title"');
    expect(s).toContain('<h2 id="food-info-title">Food information</h2>');
    expect(s).toMatch(/<p class="food-ingredients"><strong>Oat flakes<\/strong>\* \(55\u00a0%\), <strong>spelt<\/strong>\*/);
    expect(s).toContain("<strong>hazelnuts</strong>");
    expect(s).toContain('<p class="food-allergens">cereals containing gluten, tree nuts</p>');
    expect(s).toContain("May contain traces of: peanuts, sesame");
    expect(s).toContain("<caption>Nutrition declaration per 100 g</caption>");
    for (const row of ["Energy", "Fat", "of which saturates", "Carbohydrate", "of which sugars", "Protein", "Salt"]) expect(s).toContain(`<th scope="row">${row}</th>`);
    expect(s).toMatch(/<td>[\d,]+ kJ \/ \d+ kcal<\/td>/);
    expect(s).toContain("<dt>Storage and use</dt>");
    expect(s).toContain("<dt>Origin</dt><dd>Austria</dd>");
    expect(s).toContain("Bergkorn Hollerer GmbH, Mühlweg 7, 4020 Linz, Österreich");
    // Rendered by the server only, and in the page once: the embedded state carries neither the
    // data nor the HTML (the browser takes it from its slot: shared/screens/product-slots.ts), the
    // page answer of a client-side navigation carries the HTML.
    expect((stateOf(html).screen as { product: { food: unknown } }).product.food).toBeNull();
    const embedded = JSON.parse(/<script type="application\/json" id="__STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as { screen: object };
    expect(embedded.screen).not.toHaveProperty("foodHtml");
    expect(embedded.screen).not.toHaveProperty("reviewsHtml");
    expect(html).toContain('<div class="food-info-slot"><section class="food-info"');
    expect(html).toContain('<div class="reviews-slot"><section id="reviews"');
    const answer = (await (await get(`http://localhost/en/api/nuxtapi/pages/?slug=${encodeURIComponent(`/en${await pathOf("en", code)}`)}`)).json()) as { data: { screen: { foodHtml: string; reviewsHtml: string } } };
    expect(answer.data.screen.foodHtml).toContain('<section class="food-info"');
    expect(answer.data.screen.reviewsHtml).toContain('<section id="reviews"');
  });

  it("speaks the site's language and its number format (de, it, hr)", async () => {
    const code = await codeOf("alpine-fruit-muesli");
    const de = section(text(await (await get(`http://localhost/de${await pathOf("de", code)}`)).text()));
    expect(de).toContain("<h3>Zutaten</h3>");
    expect(de).toContain("<strong>Haferflocken</strong>");
    expect(de).toContain("glutenhaltiges Getreide, Schalenfrüchte");
    expect(de).toMatch(/<th scope="row">davon gesättigte Fettsäuren<\/th><td>\d+,\d g<\/td>/);
    const it_ = section(text(await (await get(`http://localhost/it${await pathOf("it", code)}`)).text()));
    expect(it_).toMatch(/<p class="food-ingredients"><strong>Fiocchi d(&#x27;|')avena<\/strong>/);
    expect(it_).toContain("<caption>Dichiarazione nutrizionale per 100 g</caption>");
    const hr = section(text(await (await get(`${"http://localhost"}${await pathOf("hr", code)}`)).text()));
    expect(hr).toContain("<strong>Zobene pahuljice</strong>");
    expect(hr).toContain("<dt>Podrijetlo</dt>");
  });

  it("per 100 ml for a drink; no table for a tea (Annex V); INCI for a cosmetic; the warning of a supplement", async () => {
    const drink = section(text(await (await get(`http://localhost/en${await pathOf("en", await codeOf("organic-oat-drink"))}`)).text()));
    expect(drink).toContain("per 100 ml</caption>");
    expect(drink).toContain("Water, <strong>oats</strong>* (10\u00a0%)");
    const tea = section(text(await (await get(`http://localhost/en${await pathOf("en", await codeOf("chamomile-tea"))}`)).text()));
    expect(tea).toContain("food-ingredients");
    expect(tea).not.toContain("<table");
    expect(tea).toContain("Contains no allergens that must be declared.");
    const oil = section(text(await (await get(`http://localhost/en${await pathOf("en", await codeOf("cosmetic-argan-oil"))}`)).text()));
    expect(oil).toContain("<h3>Ingredients (INCI)</h3>");
    expect(oil).toContain("Argania Spinosa Kernel Oil");
    expect(oil).not.toContain("food-allergens");
    const pill = section(text(await (await get(`http://localhost/en${await pathOf("en", await codeOf("magnesium-citrate"))}`)).text()));
    expect(pill).toContain("Food supplement. Do not exceed the recommended daily dose.");
  });

  it("gives the product's JSON-LD its NutritionInformation", async () => {
    const html = await (await get(`http://localhost/en${await pathOf("en", await codeOf("organic-oat-drink"))}`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { "@type": string; nutrition?: Record<string, string> });
    const product = ld.find((d) => d["@type"] === "Product")!;
    expect(product.nutrition).toMatchObject({ "@type": "NutritionInformation", servingSize: "100 ml" });
    expect(product.nutrition!.calories).toMatch(/^\d+ kcal$/);
  });
});
