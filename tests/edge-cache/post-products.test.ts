import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { get, GOOGLEBOT_UA } from "../integration/helpers";
import { staffCookie } from "../integration/content-pages";
import { POST_PRODUCTS } from "../../commerce/seed/content/index";

/**
 * An editor's change of an article's products shows on the article's next view, though the page
 * is cached (docs/decisions/0034-shoppable-articles.md, 0011-edge-page-cache.md): the BFF's
 * PUT publish/post/products/ drops every site's publishing data and moves every site's content
 * version on, as a publish does.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const ARTICLE = "mag-cooking-with-kids";
const PATHS = { en: "/en/magazine/cooking-with-children-mess-that-pays-off/", hr: "/magazin/kuhanje-s-djecom-nered-koji-se-isplati/" };

async function view(path: string, headers: Record<string, string> = {}) {
  const res = await get(`http://localhost${path}`, { headers });
  const html = await res.text();
  const section = /<section class="post-products"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  return { status: res.status, cache: res.headers.get("x-zrno-cache"), ids: [...section.matchAll(/data-product-id="(\d+)"/g)].map((m) => Number(m[1])) };
}

describe("an article's products on cached pages", () => {
  it("the editor's new list is on the next view of every site, for shoppers and bots", async () => {
    const seeded = POST_PRODUCTS.get(ARTICLE)!;
    const { results } = await db.prepare("SELECT id FROM products WHERE code IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(seeded)).all<{ id: number }>();
    expect(results.length).toBe(seeded.length);
    for (const path of Object.values(PATHS)) {
      expect((await view(path)).cache).toBe("miss");
      const again = await view(path);
      expect(again.cache).toBe("hit");
      expect(again.ids.length).toBe(seeded.length);
    }
    expect((await view(PATHS.en, { "user-agent": GOOGLEBOT_UA })).ids.length).toBe(seeded.length);

    const item = await db.prepare("SELECT id FROM posts WHERE code = ?1").bind(ARTICLE).first<{ id: number }>();
    const chosen = await db
      .prepare(
        `SELECT p.id FROM products p JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
          WHERE p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1) AND p.code NOT IN (SELECT value FROM json_each(?1)) ORDER BY p.id LIMIT 2`,
      )
      .bind(JSON.stringify(seeded))
      .all<{ id: number }>();
    const productIds = chosen.results.map((r) => r.id).reverse();
    const res = await get("http://localhost/api/nuxtapi/publish/post/products/", {
      method: "PUT",
      headers: { ...(await staffCookie()), "content-type": "application/json", origin: "http://localhost", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ item_id: item!.id, product_ids: productIds }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");

    for (const path of Object.values(PATHS)) {
      const next = await view(path);
      expect(next.status).toBe(200);
      expect(next.cache).toBe("miss");
      expect(next.ids).toEqual(productIds);
    }
    expect((await view(PATHS.en, { "user-agent": GOOGLEBOT_UA })).ids).toEqual(productIds);
  });
});
