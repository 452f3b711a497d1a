import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ScreenOf } from "../../shared/screens";
import { ALLERGENS } from "../../shared/food";
import { get, stateOf } from "./helpers";

/**
 * The listing filter "free from" (docs/decisions/0015-food-shop-rules.md, "Free from"): per the
 * fourteen allergens of Annex II of Regulation (EU) No 1169/2011, only food whose information is
 * known and that contains none of the chosen allergens, not even as a trace; the diet attributes
 * (vegan, gluten-free…) stay beside it and combine with it.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const PUBLIC = "p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1)";

/** Public food products free from all of `allergens`, counted in the database. */
async function freeFrom(allergens: string[], attribute?: string): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM products p JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE ${PUBLIC} AND EXISTS (SELECT 1 FROM product_food f WHERE f.product_id = p.id AND f.type <> 'cosmetic')
          AND NOT EXISTS (SELECT 1 FROM product_allergens a WHERE a.product_id = p.id AND a.allergen IN (SELECT value FROM json_each(?1)))
          ${attribute ? "AND EXISTS (SELECT 1 FROM product_attributes pa JOIN attributes at ON at.id = pa.attribute_id WHERE pa.product_id = p.id AND at.code = ?2)" : ""}`,
    )
    .bind(JSON.stringify(allergens), ...(attribute ? [attribute] : []))
    .first<{ n: number }>();
  return row!.n;
}

async function listing(path: string) {
  const res = await get(`http://localhost${path}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, listing: (stateOf(html).screen as ScreenOf<"catalog-index">).listing };
}

describe("the listing filter \"free from\"", () => {
  it("offers the allergens with their counts, and narrows to food with none of the chosen ones, not even traces", async () => {
    const plain = await listing("/en/products/");
    const facets = plain.listing.products.facets.free_from;
    // In Annex II's order, named in the site's language, each count what choosing it would leave.
    expect(facets.map((f) => f.code)).toEqual(ALLERGENS.filter((a) => facets.some((f) => f.code === a)));
    expect(facets.length).toBeGreaterThanOrEqual(10);
    expect(facets.find((f) => f.code === "milk")?.title).toBe("Milk");
    for (const f of facets) expect(f.count, f.code).toBe(await freeFrom([f.code]));
    expect(plain.html).toContain("<legend>Free from</legend>");

    const chosen = await listing("/en/products/?free_from=milk,gluten");
    expect(chosen.listing.freeFrom).toEqual(["gluten", "milk"]);
    const want = await freeFrom(["gluten", "milk"]);
    expect(want).toBeGreaterThan(20);
    expect(want).toBeLessThan(plain.listing.products.total);
    expect(chosen.listing.products.total).toBe(want);
    const ids = chosen.listing.products.items.map((i) => i.id);
    const { results: bad } = await db
      .prepare("SELECT product_id FROM product_allergens WHERE allergen IN ('gluten', 'milk') AND product_id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(ids))
      .all();
    expect(bad).toEqual([]);
    // The plain form keeps the choice: the boxes are ticked, a filtered page is not indexed.
    expect(/<input[^>]*name="free_from"[^>]*value="gluten"[^>]*>/.exec(chosen.html)?.[0]).toContain('checked=""');
    expect(/<input[^>]*name="free_from"[^>]*value="eggs"[^>]*>/.exec(chosen.html)?.[0]).not.toContain("checked");
    expect(chosen.html).toMatch(/<meta name="robots" content="noindex/);
  });

  it("a trace counts: a product that may contain nuts is not free from nuts", async () => {
    const trace = await db.prepare("SELECT p.id FROM products p JOIN product_allergens a ON a.product_id = p.id AND a.allergen = 'nuts' AND a.trace = 1 WHERE p.visible = 1 LIMIT 1").first<{ id: number }>();
    expect(trace).toBeTruthy();
    const chosen = await listing("/en/products/?free_from=nuts&sort=title");
    const pages = chosen.listing.products.pages;
    const seen: number[] = chosen.listing.products.items.map((i) => i.id);
    for (let page = 2; page <= pages; page++) seen.push(...(await listing(`/en/products/?free_from=nuts&sort=title&page=${page}`)).listing.products.items.map((i) => i.id));
    expect(seen.length).toBe(await freeFrom(["nuts"]));
    expect(seen).not.toContain(trace!.id);
  });

  it("combines with the diet attributes, which stay; an unknown allergen is no filter", async () => {
    const both = await listing("/en/products/?attr=vegan&free_from=nuts");
    expect(both.listing.attrs).toEqual(["vegan"]);
    expect(both.listing.products.facets.attributes.map((a) => a.code)).toContain("gluten_free");
    expect(both.listing.products.total).toBe(await freeFrom(["nuts"], "vegan"));
    const unknown = await listing("/en/products/?free_from=bogus");
    expect(unknown.listing.freeFrom).toEqual([]);
    expect(unknown.listing.products.total).toBe((await listing("/en/products/")).listing.products.total);
  });

  it("the commerce API refuses an allergen that is not one of the fourteen", async () => {
    const res = await get("http://localhost/api/nuxtapi/catalog/products/", { method: "POST", headers: { origin: "http://localhost", "sec-fetch-site": "same-origin", "content-type": "application/json" }, body: JSON.stringify({ free_from: ["bogus"] }) });
    expect(res.status).toBe(400);
  });
});
