import { beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { PostProductsResponse, PublishPostResponse, type PublishPost } from "../../shared/contract/publish";
import type { ScreenOf } from "../../shared/screens";
import { formatPrice } from "../../shared/price";
import { labels } from "../../commerce/seed/labels";
import { POST_PRODUCTS, POSTS, PUBLISH_CATEGORIES } from "../../commerce/seed/content/index";
import { PRODUCTS } from "../../commerce/seed/catalog/index";
import { account, api, db, json, visitor } from "./checkout-helpers";
import { clearKv, page, routeOf, routesOf, SITES, staffCookie } from "./content-pages";
import { cookieHeader, get } from "./helpers";

/**
 * An article's products (issue 10; migration 0027, docs/decisions/0034-shoppable-articles.md):
 * the seed's choice by subject, the editors' endpoint that replaces it (staff only, every id
 * checked), the post read that answers the visible ones in order and in the site's currency, and
 * the article page's "Products in this article" section, server-rendered.
 */

const publicArticle = (code: string) => {
  const p = POSTS.find((x) => x.code === code)!;
  return p.status >= 3 && !p.redirect && PUBLISH_CATEGORIES.find((c) => c.code === p.category)!.visible;
};
/** The article of the look tests (tests/e2e/shop-look.spec.ts), whose products the seed chose. */
const ARTICLE = "mag-cooking-with-kids";
/** Another public article the seed gave products, which the editor tests change. */
const EDITED = [...POST_PRODUCTS.keys()].find((code) => code !== ARTICLE && publicArticle(code))!;

const idOfPost = async (code: string) => (await db.prepare("SELECT id FROM posts WHERE code = ?1").bind(code).first<{ id: number }>())!.id;
const idsOfProducts = async (codes: string[]) => {
  const { results } = await db.prepare("SELECT id, code FROM products WHERE code IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(codes)).all<{ id: number; code: string }>();
  return codes.map((c) => results.find((r) => r.code === c)!.id);
};

async function staff(): Promise<string> {
  const s = await account();
  await db.prepare("UPDATE users SET is_staff = 1 WHERE id = ?1").bind(s.userId).run();
  return s.token;
}

async function readPost(item_id: number, site = "hr"): Promise<PublishPost> {
  const res = await api("/publish/post/", { method: "POST", token: await visitor(), site, body: { item_id } });
  expect(res.status, await res.clone().text()).toBe(200);
  return v.parse(PublishPostResponse, await res.json()).data;
}

const setProducts = (token: string, body: unknown) => api("/publish/post/products/", { method: "PUT", token, body });

/** Public products (as the API lists them) and one hidden one, by id. */
let shown: { id: number; code: string }[] = [];
let hidden: { id: number; code: string };
let editor: string;
let editedId: number;

beforeAll(async () => {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.code FROM products p JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1) ORDER BY p.id DESC LIMIT 3`,
    )
    .all<{ id: number; code: string }>();
  shown = results;
  hidden = (await db.prepare("SELECT id, code FROM products WHERE visible = 0 ORDER BY id LIMIT 1").first<{ id: number; code: string }>())!;
  editor = await staff();
  editedId = await idOfPost(EDITED);
});

describe("the seed: every article gets the products its subject names", () => {
  it("an article about cooking with children gets what its recipes are made of, at most four, none twice", () => {
    const codes = POST_PRODUCTS.get(ARTICLE)!;
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.length).toBeLessThanOrEqual(4);
    expect(new Set(codes).size).toBe(codes.length);
    // Its body: oat and date balls, buckwheat pancakes, banana muffins, flour on the floor.
    for (const code of codes) expect(PRODUCTS.find((p) => p.code === code)!.title.en).toMatch(/oat|date|buckwheat|banana|flour/i);
    expect(EDITED).toBeDefined();
  });

  it("an article about no product (an app launch) gets none; every chosen product is public", () => {
    expect(POST_PRODUCTS.has("news-app-coming")).toBe(false);
    for (const codes of POST_PRODUCTS.values()) for (const code of codes) expect(PRODUCTS.find((p) => p.code === code)!.visible).toBe(true);
  });

  it("the post read answers the seeded products in the seed's order, priced in each site's currency", async () => {
    const id = await idOfPost(ARTICLE);
    for (const [site, currency] of [["hr", "EUR"], ["rs", "RSD"], ["ba", "BAM"]] as const) {
      const post = await readPost(id, site);
      expect(post.products.map((p) => p.code)).toEqual(POST_PRODUCTS.get(ARTICLE));
      expect(post.products.every((p) => p.currency === currency && p.price_custom > 0 && p.status === "visible")).toBe(true);
      expect(post.recipe).toBeNull();
    }
  });

  it("a recipe's products stay with its ingredients: `products` is empty, `recipe.products` holds them", async () => {
    const recipe = await db.prepare("SELECT p.id FROM posts p WHERE p.kind = 'recipe' AND EXISTS (SELECT 1 FROM recipe_products r WHERE r.post_id = p.id) LIMIT 1").first<{ id: number }>();
    const post = await readPost(recipe!.id);
    expect(post.products).toEqual([]);
    expect(post.recipe!.products.length).toBeGreaterThan(0);
  });
});

describe("editors set an article's products (PUT /publish/post/products/)", () => {
  it("stores the list in its order; the read answers only the visible ones, in that order and the site's currency", async () => {
    const body = { item_id: editedId, product_ids: [shown[1]!.id, hidden.id, shown[0]!.id] };
    const res = await setProducts(editor, body);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = v.parse(PostProductsResponse, await res.json()).data;
    expect(saved.products.map((p) => [p.id, p.visible])).toEqual([[shown[1]!.id, true], [hidden.id, false], [shown[0]!.id, true]]);
    const rows = await db.prepare("SELECT product_id, position FROM post_products WHERE post_id = ?1 ORDER BY position").bind(editedId).all();
    expect(rows.results).toEqual([{ product_id: shown[1]!.id, position: 0 }, { product_id: hidden.id, position: 1 }, { product_id: shown[0]!.id, position: 2 }]);

    const hr = await readPost(editedId, "hr");
    expect(hr.products.map((p) => p.id)).toEqual([shown[1]!.id, shown[0]!.id]);
    expect(hr.products.every((p) => p.currency === "EUR")).toBe(true);
    const rs = await readPost(editedId, "rs");
    expect(rs.products.map((p) => p.id)).toEqual([shown[1]!.id, shown[0]!.id]);
    expect(rs.products.every((p) => p.currency === "RSD")).toBe(true);

    const read = await api(`/publish/post/products/?item_id=${editedId}`, { token: editor });
    expect(v.parse(PostProductsResponse, await read.json()).data).toEqual(saved);
  });

  it("a new list replaces the old one; an empty list removes them all", async () => {
    expect((await setProducts(editor, { item_id: editedId, product_ids: [shown[2]!.id] })).status).toBe(200);
    expect((await readPost(editedId)).products.map((p) => p.id)).toEqual([shown[2]!.id]);
    expect((await setProducts(editor, { item_id: editedId, product_ids: [] })).status).toBe(200);
    expect((await readPost(editedId)).products).toEqual([]);
  });

  it("refuses unknown, repeated, malformed and too many ids with 400 and changes nothing", async () => {
    expect((await setProducts(editor, { item_id: editedId, product_ids: [shown[0]!.id] })).status).toBe(200);
    const cases: [unknown, string | RegExp][] = [
      [{ item_id: editedId, product_ids: [shown[1]!.id, 9_999_999] }, "Unknown products: 9999999"],
      [{ item_id: editedId, product_ids: [shown[1]!.id, shown[1]!.id] }, /product_ids/],
      [{ item_id: editedId, product_ids: [String(shown[1]!.id)] }, /product_ids/],
      [{ item_id: editedId, product_ids: [0] }, /product_ids/],
      [{ item_id: editedId, product_ids: [1.5] }, /product_ids/],
      [{ item_id: editedId, product_ids: Array.from({ length: 9 }, (_, i) => i + 1) }, /product_ids/],
      [{ item_id: editedId, product_ids: shown[1]!.id }, /product_ids/],
      [{ item_id: editedId }, /product_ids/],
      [{ item_id: "x", product_ids: [] }, /item_id/],
      [{ item_id: editedId, product_ids: [], extra: 1 }, /extra|Invalid/],
    ];
    for (const [body, message] of cases) {
      const res = await setProducts(editor, body);
      const answer = await json<{ success: boolean; label_name: string; message: string }>(res);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(answer).toMatchObject({ success: false, label_name: "error_invalid_request" });
      expect(answer.message).toMatch(message);
    }
    expect((await readPost(editedId)).products.map((p) => p.id)).toEqual([shown[0]!.id]);
  });

  it("a post that does not exist is 404, a recipe 400", async () => {
    const missing = await setProducts(editor, { item_id: 9_999_999, product_ids: [] });
    expect(missing.status).toBe(404);
    const recipe = await db.prepare("SELECT id FROM posts WHERE kind = 'recipe' LIMIT 1").first<{ id: number }>();
    const refused = await setProducts(editor, { item_id: recipe!.id, product_ids: [shown[0]!.id] });
    expect(refused.status).toBe(400);
    expect((await api(`/publish/post/products/?item_id=abc`, { token: editor })).status).toBe(400);
    expect((await api(`/publish/post/products/?item_id=9999999`, { token: editor })).status).toBe(404);
  });

  it("is for staff only: no token is 401, a visitor's or a customer's 403, and nothing changes", async () => {
    const before = (await readPost(editedId)).products.map((p) => p.id);
    const customer = (await account()).token;
    expect((await api("/publish/post/products/", { method: "PUT", body: { item_id: editedId, product_ids: [shown[2]!.id] } })).status).toBe(401);
    expect((await setProducts(await visitor(), { item_id: editedId, product_ids: [shown[2]!.id] })).status).toBe(403);
    expect((await setProducts(customer, { item_id: editedId, product_ids: [shown[2]!.id] })).status).toBe(403);
    expect((await api(`/publish/post/products/?item_id=${editedId}`, { token: customer })).status).toBe(403);
    expect((await readPost(editedId)).products.map((p) => p.id)).toEqual(before);
  });
});

describe("the article page: 'Products in this article' after the body", () => {
  const hr = SITES.find((s) => s.code === "hr")!;
  const rs = SITES.find((s) => s.code === "rs")!;

  it("is server-rendered with the shop's cards (price, add-to-cart) in the editors' order and the site's currency", async () => {
    const ids = await idsOfProducts(POST_PRODUCTS.get(ARTICLE)!);
    for (const s of [hr, rs]) {
      const path = routeOf(await routesOf(s), { entity: `publish_post:${ARTICLE}` }).path;
      const { res, html, state } = await page(`${s.base}${path}`);
      expect(res.status).toBe(200);
      const section = /<section class="post-products"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
      expect(section).toContain(labels.article_products![s.tenant.lang as "hr"]);
      expect([...section.matchAll(/data-product-id="(\d+)"/g)].map((m) => Number(m[1]))).toEqual(ids);
      expect(section).toContain('class="card-add"');
      // The page keeps what the cards show (as the home page does), priced in the site's currency.
      const products = (state!.screen as ScreenOf<"publish-post">).post.products;
      expect(products.map((p) => p.id)).toEqual(ids);
      for (const p of products) expect(p).not.toHaveProperty("currency");
      const priced = await readPost(await idOfPost(ARTICLE), s.code);
      expect(priced.products[0]!.currency).toBe(s.tenant.currency.code);
      expect(products[0]!.price_custom).toBe(priced.products[0]!.price_custom);
      expect(section).toContain(formatPrice(products[0]!.price_custom, s.tenant.locale, s.tenant.currency.code));
      // After the body, before the author box and related articles.
      expect(html.indexOf('class="post-products"')).toBeGreaterThan(html.indexOf('class="post-content'));
      expect(html.indexOf('class="post-products"')).toBeLessThan(html.indexOf('class="post-footer"'));
    }
  });

  it("is absent when the article has no products (none chosen, or only hidden ones)", async () => {
    const path = routeOf(await routesOf(hr), { entity: `publish_post:${EDITED}` }).path;
    for (const product_ids of [[], [hidden.id]]) {
      expect((await setProducts(editor, { item_id: editedId, product_ids })).status).toBe(200);
      await clearKv();
      const { res, html } = await page(`${hr.base}${path}`);
      expect(res.status).toBe(200);
      expect(html).toContain('class="post-content');
      expect(html).not.toContain("post-products");
      expect(html).not.toContain("data-product-id");
    }
  });
});

describe("editors through the shop: the BFF's PUT publish/post/products/", () => {
  const url = "http://localhost/api/nuxtapi/publish/post/products/";
  const sameSite = { "content-type": "application/json", origin: "http://localhost", "sec-fetch-site": "same-origin" };

  it("a staff session sets the list; a shopper, a visitor and another site's page are refused and nothing changes", async () => {
    const staffSession = await staffCookie();
    const body = JSON.stringify({ item_id: editedId, product_ids: [shown[2]!.id, shown[0]!.id] });
    const done = await get(url, { method: "PUT", headers: { ...staffSession, ...sameSite }, body });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(v.parse(PostProductsResponse, await done.json()).data.products.map((p) => p.id)).toEqual([shown[2]!.id, shown[0]!.id]);
    expect((await readPost(editedId)).products.map((p) => p.id)).toEqual([shown[2]!.id, shown[0]!.id]);

    const other = JSON.stringify({ item_id: editedId, product_ids: [shown[1]!.id] });
    const anonymous = await get(url, { method: "PUT", headers: sameSite, body: other });
    expect([401, 403]).toContain(anonymous.status);
    const customer = await get(url, { method: "PUT", headers: { ...cookieHeader((await account()).token), ...sameSite }, body: other });
    expect(customer.status).toBe(403);
    const foreign = await get(url, { method: "PUT", headers: { ...staffSession, "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" }, body: other });
    expect(foreign.status).toBe(403);
    const invalid = await get(url, { method: "PUT", headers: { ...staffSession, ...sameSite }, body: JSON.stringify({ item_id: editedId, product_ids: [9_999_999] }) });
    expect(invalid.status).toBe(400);
    expect((await readPost(editedId)).products.map((p) => p.id)).toEqual([shown[2]!.id, shown[0]!.id]);
  });
});
