import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { RoutesResponse } from "../../shared/contract/app";
import { BrandCard, CatalogCategory, CategoryListItem, ProductDetail, ProductPage } from "../../shared/contract/catalog";
import { envelope } from "../../shared/contract/envelope";
import { staffCookie } from "./content-pages";
import { get } from "./helpers";

const BFF = "http://localhost/api/nuxtapi/catalog";

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return get(`${BFF}/${path}/`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

async function productIds() {
  const routes = v.parse(RoutesResponse, await (await get("http://localhost/api/nuxtapi/routes/")).json()).data;
  const id = (path: string) => Number(/-(\d+)\/$/.exec(path)?.[1]);
  return {
    visible: id(routes.find((r) => r.action === "product" && r.visible !== false)!.path),
    hidden: id(routes.find((r) => r.action === "product" && r.visible === false)!.path),
  };
}

describe("catalogue endpoints of the BFF (spec §7), answers checked against the contract", () => {
  it("categories/ lists the visible tree, and one category by code", async () => {
    // The list carries the fields the storefront reads (CATEGORY_LIST_FIELDS, spec-response-fields.test.ts).
    const all = v.parse(envelope(v.array(v.strictObject(CategoryListItem.entries))), await (await post("categories", {})).json()).data;
    expect(all.length).toBeGreaterThan(10);
    expect(all.every((c) => c.visible)).toBe(true);
    const one = v.parse(envelope(CatalogCategory), await (await post("categories", { slug: all[0]!.code, single: true })).json()).data;
    expect(one.code).toBe(all[0]!.code);
  });

  it("products/ filters, sorts and pages", async () => {
    const res = await post("products", { sort: "price_asc", page: 2, limit: 10, attributes: ["vegan"] });
    const page = v.parse(envelope(ProductPage), await res.json()).data;
    expect(page.page).toBe(2);
    expect(page.items).toHaveLength(10);
    const prices = page.items.map((p) => p.price_custom);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.items.every((p) => p.attributes.some((a) => a.code === "vegan"))).toBe(true);
  });

  it("product/ answers a visible product, and a hidden one only to staff", async () => {
    const { visible, hidden } = await productIds();
    v.parse(envelope(ProductDetail), await (await post("product", { item_id: visible })).json());
    expect((await post("product", { item_id: hidden })).status).toBe(404);
    const staff = await post("product", { item_id: hidden }, await staffCookie());
    expect(staff.status).toBe(200);
  });

  it("product/ finds a product by its slug in the site's language too; without id or slug it is a 400", async () => {
    const routes = v.parse(RoutesResponse, await (await get("http://localhost/api/nuxtapi/routes/")).json()).data;
    const slugOf = (path: string) => /\/([a-z0-9-]+)-proizvod-\d+\/$/.exec(path)![1]!;
    const shown = routes.find((r) => r.action === "product" && r.visible !== false)!;
    const bySlug = v.parse(envelope(ProductDetail), await (await post("product", { item_slug: slugOf(shown.path) })).json()).data;
    expect(bySlug.url_without_domain).toBe(shown.path);
    const hidden = routes.find((r) => r.action === "product" && r.visible === false)!;
    expect((await post("product", { item_slug: slugOf(hidden.path) })).status).toBe(404);
    expect((await post("product", { item_slug: "no-such-product-anywhere" })).status).toBe(404);
    for (const body of [{}, { item_slug: "../etc" }, { item_slug: "A B" }, { item_id: 0 }]) expect((await post("product", body)).status).toBe(400);
  });

  it("lists/ and manufacturers/", async () => {
    // As the brands page shows them (BRAND_CARD_FIELDS).
    const brands = v.parse(envelope(v.array(v.strictObject(BrandCard.entries))), await (await post("manufacturers", {})).json()).data;
    expect(brands.length).toBeGreaterThanOrEqual(20);
    const two = v.parse(envelope(v.array(BrandCard)), await (await post("manufacturers", { ids: brands.slice(0, 2).map((b) => b.code) })).json()).data;
    expect(two.map((b) => b.code).sort()).toEqual(brands.slice(0, 2).map((b) => b.code).sort());
    const routes = v.parse(RoutesResponse, await (await get("http://localhost/api/nuxtapi/routes/")).json()).data;
    const list = routes.find((r) => r.action === "list" && r.visible !== false)!;
    const code = list.entity!.split(":")[1]!;
    const res = await post("lists", { slug: code, limit: 5 });
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: { code: string; products: { items: unknown[] } } }).data;
    expect(data.code).toBe(code);
    expect(data.products.items.length).toBeGreaterThan(0);
  });

  it("sellers/ names the one seller of record of each site", async () => {
    const hr = ((await (await post("sellers", {})).json()) as { data: { code: string; title: string }[] }).data;
    expect(hr).toEqual([expect.objectContaining({ code: "hr", title: "Zrno Hrvatska" })]);
    const res = await get("http://localhost/de/api/nuxtapi/catalog/sellers/", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(((await res.json()) as { data: { code: string }[] }).data.map((s) => s.code)).toEqual(["de"]);
  });

  it.each([
    ["wrong Content-Type", { "content-type": "text/plain" }, "{}", 415],
    ["malformed JSON", { "content-type": "application/json" }, "{", 400],
    ["an unknown key (no mass assignment)", { "content-type": "application/json" }, JSON.stringify({ sort: "title", admin: true }), 400],
    ["a sort order that does not exist", { "content-type": "application/json" }, JSON.stringify({ sort: "random" }), 400],
  ])("products/ refuses %s with %i", async (_name, headers, body, status) => {
    const res = await get(`${BFF}/products/`, { method: "POST", headers, body });
    expect(res.status).toBe(status);
  });
});
