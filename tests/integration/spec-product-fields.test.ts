import { describe, expect, it } from "vitest";
import { LIST_FIELDS } from "../../shared/contract/catalog";
import { api, db, json, visitor } from "./checkout-helpers";
import { get, productBelowOf, stateOf } from "./helpers";

/**
 * §3 "Product list fields requested" / "Product detail" and §7 `response_fields`
 * (docs/behaviour/03-entities.md, 07-api.md): the API answers the spec's further fields, only
 * those a query names when it sends `response_fields`, and the storefront sends the list its
 * screens use.
 */
type Item = Record<string, unknown> & { id: number };
const list = async (body: Record<string, unknown>) => (await json<{ data: { items: Item[] } }>(await api("/catalog/products/", { method: "POST", token: await visitor(), body: { limit: 3, ...body } }))).data.items;

describe("§3 product fields and §7 response_fields", () => {
  it("list items carry the spec's names for their data: discount_percent, basic_price, rate, seo_h1, package_qty, images, main_image_description", async () => {
    const [item] = await list({});
    expect(item).toMatchObject({ discount_percent: item!.discount_percent_custom, basic_price: item!.basic_price_custom, seo_h1: item!.title, package_qty: item!.unitd_qty, main_image_description: item!.title });
    expect(item!.rate).toBe((item!.feedback_rate_widget as { rates: number }).rates);
    expect(item!.images).toEqual([item!.main_image_thumbs]);
  });

  it("response_fields: only those fields and id; unknown names ignored; malformed lists refused", async () => {
    const items = await list({ response_fields: ["title", "price_custom", "no_such_field"] });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(["id", "price_custom", "title"]);
    for (const bad of [["Title; DROP"], "title", Array.from({ length: 81 }, (_, i) => `f${i}`)]) {
      expect((await api("/catalog/products/", { method: "POST", token: await visitor(), body: { response_fields: bad } })).status).toBe(400);
    }
  });

  it("product detail carries url, main_image_upload_path and quantity", async () => {
    const [item] = await list({});
    const detail = (await json<{ data: Record<string, unknown> }>(await api("/catalog/product/", { method: "POST", token: await visitor(), body: { item_id: item!.id } }))).data;
    expect(detail.url).toBe(item!.url_without_domain);
    expect(detail.main_image_upload_path).toBe((item!.main_image_thumbs as { large: string }).large);
    // quantity: the stock of all its packages; the list item's available_qty: its shown package's (the first in stock).
    const packs = detail.variations as { code: string; available_qty: number }[];
    expect(detail.quantity).toBe(packs.reduce((s, p) => s + p.available_qty, 0));
    expect(item!.available_qty).toBe(packs.find((p) => p.code === item!.shopping_cart_code)!.available_qty);
  });

  it("the storefront asks the list with the fields its screens use (LIST_FIELDS): its page state holds those and no others", async () => {
    expect(LIST_FIELDS).toContain("price_custom");
    expect(LIST_FIELDS).not.toContain("seo_h1");
    const res = await get("http://localhost/pretraga/?search_q=zob");
    expect(res.status).toBe(200);
    const screen = stateOf(await res.text()).screen as unknown as { listing: { products: { items: Item[] } } };
    const items = screen.listing.products.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) for (const k of Object.keys(item)) expect(["id", ...LIST_FIELDS]).toContain(k);
    expect(items[0]).toHaveProperty("price_custom");
  });

  it("§3: every field of the spec's product list is in a list item, with its type", async () => {
    const [item] = await list({});
    const spec = [
      "id", "code", "is_available", "priority_details", "category_code", "category_title", "discount_percent", "discount_percent_custom", "payment_prices",
      "price_custom", "basic_price", "basic_price_custom", "price_b2b_custom", "basic_price_b2b_custom", "loyalty_price", "rate", "price_rate_custom",
      "url_without_domain", "main_image_thumbs", "main_image_title", "main_image_description", "title", "attributes", "attributes_special",
      "extra_price_lowest", "manufacturer_code", "manufacturer_url_without_domain", "manufacturer_title", "manufacturer_main_image_upload_path",
      "manufacturer_main_image_thumbs", "shopping_cart_code", "status", "feedback_comment_widget", "feedback_rate_widget", "type", "available_qty",
      "package_qty", "qty", "warehouses", "attributeitems_special", "images", "element_video", "seo_h1", "category_url_without_domain", "limited_qty",
      "category_position_h", "anchor_price", "anchor_price_date", "anchor_price_visible", "unitd_qty", "unitd_unit",
    ];
    for (const k of spec) expect(item, k).toHaveProperty(k);
    expect(item).toMatchObject({
      priority_details: { priority: expect.any(Number), is_new: expect.any(Boolean) },
      extra_price_lowest: expect.any(Number),
      manufacturer_main_image_upload_path: expect.stringMatching(/^\/media\/brands\/.+-large\.svg$/),
      manufacturer_main_image_thumbs: { small: expect.any(String), medium: expect.any(String), large: expect.any(String) },
      status: "visible",
      feedback_comment_widget: { comments: expect.any(Number) },
      qty: 1,
      attributes_special: expect.any(Array),
      attributeitems_special: expect.any(Array),
      category_position_h: expect.stringMatching(/^\d{3}(\.\d{3}){0,2}$/),
    });
    // Fields the shop keeps no data for (docs/behaviour/03-entities.md "Fields with no data").
    for (const k of ["payment_prices", "price_b2b_custom", "basic_price_b2b_custom", "price_rate_custom", "element_video", "warehouses"]) expect(item![k], k).toBeNull();
  });

  it("§3: the derived fields agree with the data they come from", async () => {
    const items = await list({ limit: 100 });
    for (const item of items) {
      const row = await db
        .prepare(
          `SELECT (SELECT MIN(o.price) FROM product_variations v JOIN price_offers o ON o.variation_id = v.id AND o.currency = 'EUR' WHERE v.product_id = p.id) AS lowest,
                  (SELECT type FROM product_food WHERE product_id = p.id) AS type,
                  (SELECT COUNT(*) FROM review_feed WHERE product_id = p.id AND message <> '') AS comments,
                  (SELECT o.since FROM product_variations v JOIN price_offers o ON o.variation_id = v.id AND o.currency = 'EUR' WHERE v.product_id = p.id AND v.position = 0) AS since
             FROM products p WHERE p.id = ?1`,
        )
        .bind(item.id)
        .first<{ lowest: number; type: string | null; comments: number; since: string }>();
      expect(item.extra_price_lowest).toBe(row!.lowest);
      expect(item.extra_price_lowest as number).toBeLessThanOrEqual(item.price_custom as number);
      expect(item.type).toBe(row!.type);
      expect(item.feedback_comment_widget).toEqual({ comments: row!.comments });
      // The reduction's start: when today's price came into force; none without a reduction.
      expect(item.anchor_price_date).toBe(item.anchor_price === null ? null : row!.since.slice(0, 10));
      const special = (item.attributes as { code: string }[]).filter((a) => ["organic", "gluten_free", "sugar_free"].includes(a.code));
      expect(item.attributes_special).toEqual(special.map((a) => a.code));
      expect(item.attributeitems_special).toEqual(special);
    }
    expect(items.some((i) => i.anchor_price_date !== null)).toBe(true);
    expect(items.some((i) => (i.attributes_special as string[]).length > 0)).toBe(true);
  });

  it("§7 catalog/product also takes search_q: a product's or package's code exactly, else the search's first public hit; 404 when nothing matches", async () => {
    const detail = async (body: Record<string, unknown>) => api("/catalog/product/", { method: "POST", token: await visitor(), body });
    const byCode = await json<{ data: { code: string; shopping_cart_code: string } }>(await detail({ search_q: "zr-00001" }));
    expect(byCode.data.code).toBe("ZR-00001");
    const byPackage = await json<{ data: { code: string } }>(await detail({ search_q: byCode.data.shopping_cart_code.toLowerCase() }));
    expect(byPackage.data.code).toBe("ZR-00001");
    const [first] = await list({ search_q: "zobene pahuljice", limit: 1 });
    const byWords = await json<{ data: { id: number } }>(await detail({ search_q: "zobene pahuljice" }));
    expect(byWords.data.id).toBe(first!.id);
    expect((await detail({ search_q: "qqqxxzzy" })).status).toBe(404);
    for (const bad of ["", " ", "x".repeat(101)]) expect((await detail({ search_q: bad })).status).toBe(400);
    // Through the BFF as well, for the shop's own screens.
    const res = await get("http://localhost/api/nuxtapi/catalog/product/", { method: "POST", headers: { "content-type": "application/json", origin: "http://localhost", "sec-fetch-site": "same-origin" }, body: JSON.stringify({ search_q: "ZR-00001" }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { code: string } }).data.code).toBe("ZR-00001");
  });

  it("the product page keeps none of the list's extras it does not show, and its related products only LIST_FIELDS", async () => {
    const [item] = await list({});
    const res = await get(`http://localhost${item!.url_without_domain}`);
    expect(res.status).toBe(200);
    const state = stateOf(await res.text());
    const product = (state.screen as unknown as { product: Record<string, unknown> }).product;
    for (const k of ["priority_details", "payment_prices", "element_video", "category_position_h", "warehouses"]) expect(product, k).not.toHaveProperty(k);
    expect(product.images).toBeDefined();
    // Its related products come with the sections below the fold (docs/decisions/0016-lean-pages.md).
    const { related } = await productBelowOf("http://localhost", state);
    expect(related.length).toBeGreaterThan(0);
    for (const r of related) for (const k of Object.keys(r)) expect(["id", ...LIST_FIELDS]).toContain(k);
  });
});
