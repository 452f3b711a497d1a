import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { staffCookie } from "./content-pages";
import { API, apiPost, apiToken, SEARCH_SITES, searchProducts } from "./search-helpers";

/**
 * The search engine in the commerce API (docs/decisions/0011-search-engine.md) on the seeded D1:
 * folding, word forms, typos, synonyms, facets, content, suggestions, the search log, and input
 * that must never become a 500 or an FTS5 syntax error.
 */
let staff = "";
beforeAll(async () => {
  staff = (await staffCookie()).cookie?.split("=")[1] ?? "";
});

async function staffCall(method: string, path: string, lang: keyof typeof SEARCH_SITES, body?: unknown, auth = staff) {
  const site = SEARCH_SITES[lang];
  return env.API.fetch(`${API}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${auth}`, "x-base-host": site.host, "x-lang": site.lang },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("search engine", () => {
  it("finds čokolada typed without the hook, as with it (the issue's first complaint)", async () => {
    const plain = await searchProducts("hr", "cokolada");
    const hooked = await searchProducts("hr", "čokolada");
    expect(plain.total).toBeGreaterThan(0);
    expect(plain.codes).toEqual(hooked.codes);
    expect(plain.corrected).toBeNull();
  });

  it("corrects typos only when the words as typed find little, and says so", async () => {
    const typo = await searchProducts("hr", "cokolda");
    expect(typo.corrected).toBe("čokolada");
    expect(typo.titles[0]).toMatch(/čokolad/i);
    const en = await searchProducts("en", "choclate");
    expect(en.corrected).toBe("chocolate");
    expect(en.titles.slice(0, 3).every((t) => /chocolate/i.test(t))).toBe(true);
  });

  it("lists the product before the articles: oats on /en/ finds Jumbo oat flakes", async () => {
    const r = await searchProducts("en", "oats");
    expect(r.titles.slice(0, 5)).toContain("Jumbo oat flakes");
  });

  it("finds inflections and German compounds", async () => {
    expect((await searchProducts("hr", "lješnjacima")).titles.some((t) => /lješnjaci/i.test(t))).toBe(true);
    expect((await searchProducts("de", "Haselnüssen")).titles.some((t) => /haselnüsse/i.test(t))).toBe(true);
    expect((await searchProducts("de", "schokolade")).titles).toContain("Zartbitterschokolade 85 %");
  });

  it("narrows by the listing's facets and sorts", async () => {
    const all = await searchProducts("en", "chocolate");
    const brand = all.facets.manufacturers[0]!;
    const narrowed = await searchProducts("en", "chocolate", { manufacturer: [brand.code] });
    expect(narrowed.total).toBe(brand.count);
    expect(narrowed.total).toBeLessThan(all.total);
    const cheap = await searchProducts("en", "chocolate", { sort: "price_asc" });
    expect(cheap.total).toBe(all.total);
  });

  // Every row is an attack on the FTS5 syntax or on the request's size; none may be a 500.
  const HOSTILE = [
    '"',
    '"""',
    "*",
    "chocolate*",
    "NEAR(",
    "NEAR(oats chocolate, 2)",
    "-oats",
    "^oats",
    "oats OR",
    "AND",
    "title:oats",
    "{title brand}: oats",
    "'; DROP TABLE products; --",
    "1 OR 1=1",
    "\ud800",
    "oats\udfff\ud800chocolate",
    "\u0000oats",
    "a".repeat(100),
    "🍫🍫🍫",
    "   ",
  ];
  it.each(HOSTILE)("survives %j as search_q", async (q) => {
    const res = await apiPost("/catalog/products/", "en", { search_q: q });
    expect(res.status).toBe(200);
    const suggest = await apiPost("/search/suggest/", "en", { q });
    expect(suggest.status).toBe(200);
    const content = await apiPost("/search/content/", "en", { search_q: q });
    expect(content.status).toBe(200);
  });

  it("survives a 10 000 character query at the engine", async () => {
    const q = "chocolate ".repeat(1000);
    expect((await apiPost("/search/suggest/", "en", { q })).status).toBe(200);
    expect((await apiPost("/search/content/", "en", { search_q: q })).status).toBe(200);
  });

  it("suggests products with image and price, categories, content and completions", async () => {
    const res = await apiPost("/search/suggest/", "hr", { q: "cokol" });
    const { data } = (await res.json()) as {
      data: { products: { title: string; price_custom: number; main_image_thumbs: { small: string } }[]; categories: { title: string; url_without_domain: string }[]; completions: string[] };
    };
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products[0]!.title).toMatch(/čokolad/i);
    expect(data.products[0]!.price_custom).toBeGreaterThan(0);
    expect(data.products[0]!.main_image_thumbs.small).toBeTruthy();
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.completions.some((c) => c.startsWith("čokolad"))).toBe(true);
  });

  it("suggests chocolate for cokol on the English and German sites too", async () => {
    for (const lang of ["en", "de"] as const) {
      const { data } = (await (await apiPost("/search/suggest/", lang, { q: "cokol" })).json()) as { data: { products: { title: string }[]; corrected: string | null } };
      expect(data.products[0]?.title).toMatch(/chocolate|schokolade/i);
      expect(data.corrected).toMatch(/chocolate|schokolade/i);
    }
  });

  it("narrows by a price range, gives the range of what the other filters leave, and refuses bad bounds", async () => {
    const prices = async (extra: Record<string, unknown>) => {
      const res = await apiPost("/catalog/products/", "en", { search_q: "chocolate", limit: 100, ...extra });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { total: number; items: { price_custom: number }[]; facets: { price: { min: number; max: number } | null } } }).data;
    };
    const all = await prices({});
    const range = all.facets.price!;
    expect(range.min).toBe(Math.min(...all.items.map((i) => i.price_custom)));
    expect(range.max).toBe(Math.max(...all.items.map((i) => i.price_custom)));
    expect(range.min).toBeLessThan(range.max);
    const mid = Math.round(((range.min + range.max) / 2) * 100) / 100;
    const cheap = await prices({ price_to: mid });
    const dear = await prices({ price_from: mid });
    expect(cheap.items.every((i) => i.price_custom <= mid)).toBe(true);
    expect(dear.items.every((i) => i.price_custom >= mid)).toBe(true);
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);
    // The facet shows the whole range still, so a narrowed range can be widened again.
    expect(cheap.facets.price).toEqual(range);
    expect((await prices({ price_from: range.max + 1 })).total).toBe(0);
    for (const bad of [{ price_from: "cheap" }, { price_to: -1 }, { price_from: 1e12 }]) {
      expect((await apiPost("/catalog/products/", "en", { search_q: "chocolate", ...bad })).status).toBe(400);
    }
  });

  it("keeps the index in step with catalogue writes: a new title and a renamed brand are found at once", async () => {
    const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
    const product = (await db.prepare("SELECT product_id AS id, title FROM product_i18n WHERE lang = 'hr' ORDER BY product_id LIMIT 1").first<{ id: number; title: string }>())!;
    expect((await searchProducts("hr", "zvjezdoprah")).total).toBe(0);
    await db.prepare("UPDATE product_i18n SET title = 'Zvjezdoprah ' || title WHERE product_id = ?1 AND lang = 'hr'").bind(product.id).run();
    const renamed = await searchProducts("hr", "zvjezdoprah");
    expect(renamed.titles).toEqual([`Zvjezdoprah ${product.title}`]);
    // A write every language shares (a brand's name) reaches every language's index.
    const brand = (await db.prepare("SELECT m.id, m.title FROM manufacturers m JOIN products p ON p.manufacturer_id = m.id WHERE p.id = ?1").bind(product.id).first<{ id: number; title: string }>())!;
    await db.prepare("UPDATE manufacturers SET title = 'Mjesecmlin' WHERE id = ?1").bind(brand.id).run();
    expect((await searchProducts("en", "mjesecmlin")).total).toBeGreaterThan(0);
    await db.batch([
      db.prepare("UPDATE product_i18n SET title = ?2 WHERE product_id = ?1 AND lang = 'hr'").bind(product.id, product.title),
      db.prepare("UPDATE manufacturers SET title = ?2 WHERE id = ?1").bind(brand.id, brand.title),
    ]);
    expect((await searchProducts("hr", "zvjezdoprah")).total).toBe(0);
    expect((await searchProducts("en", "mjesecmlin")).total).toBe(0);
  });

  it("finds content apart from products", async () => {
    const { data } = (await (await apiPost("/search/content/", "en", { search_q: "porridge" })).json()) as { data: { items: { kind: string; url_without_domain: string }[] } };
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.every((i) => i.url_without_domain.startsWith("/"))).toBe(true);
  });
});

describe("synonyms and the search log (editors)", () => {
  it("refuses visitors", async () => {
    const res = await staffCall("GET", "/search/synonyms/", "hr", undefined, await apiToken());
    expect(res.status).toBe(403);
    expect((await staffCall("GET", "/search/log/", "hr", undefined, "nope")).status).toBe(401);
  });

  it("uses an edited synonym group at once, in results and in suggestions", async () => {
    // Suggestions keep the language's synonyms in the isolate: asked before and after the edit.
    const suggested = async () => ((await (await apiPost("/search/suggest/", "en", { q: "cocoa" })).json()) as { data: { products: { title: string }[] } }).data.products.map((p) => p.title);
    expect((await suggested()).some((t) => /cacao/i.test(t))).toBe(false);
    expect((await searchProducts("en", "cocoa")).titles.some((t) => /cacao/i.test(t))).toBe(false);
    const before = (await (await staffCall("GET", "/search/synonyms/", "en")).json()) as { data: { groups: string[][] } };
    const put = await staffCall("PUT", "/search/synonyms/", "en", { groups: [...before.data.groups, ["cocoa", "cacao"]] });
    expect(put.status).toBe(200);
    expect((await searchProducts("en", "cocoa")).titles.some((t) => /cacao/i.test(t))).toBe(true);
    expect((await suggested()).some((t) => /cacao/i.test(t))).toBe(true);
    await staffCall("PUT", "/search/synonyms/", "en", { groups: before.data.groups });
    expect((await suggested()).some((t) => /cacao/i.test(t))).toBe(false);
  });

  it("reports top and zero-result queries per site", async () => {
    await searchProducts("sl", "xyzzyq");
    await searchProducts("sl", "xyzzyq");
    await searchProducts("sl", "oves");
    await searchProducts("hr", "onlyhr");
    const { data } = (await (await staffCall("GET", "/search/log/", "sl")).json()) as { data: { top: { query: string; count: number }[]; zero_results: { query: string }[] } };
    expect(data.top[0]).toMatchObject({ query: "xyzzyq", count: 2 });
    expect(data.zero_results.map((z) => z.query)).toContain("xyzzyq");
    expect(data.zero_results.map((z) => z.query)).not.toContain("oves");
    expect(data.top.map((z) => z.query)).not.toContain("onlyhr");
  });
});
