import { describe, expect, it } from "vitest";
import { LIST_FIELDS } from "../../shared/contract/catalog";
import { api, json, visitor } from "./checkout-helpers";
import { get, stateOf } from "./helpers";

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
    expect(detail.quantity).toBe(item!.available_qty);
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
});
