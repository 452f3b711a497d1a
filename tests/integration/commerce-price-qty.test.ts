import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { TokenResponse } from "../../shared/contract/app";
import { PriceQtyResponse } from "../../shared/contract/catalog";
import { REGISTRY_SITES } from "./registry-sites";

/**
 * The named endpoint "catalog products price and qty" (docs/behaviour/07-api.md): POST ids, answered from the
 * site's own price list (EUR, RSD, BAM: stored, never converted) with the stock of all packages;
 * hidden products are not answered, and a bad body is a 400 with a label, never a 500.
 */
const API = "https://commerce.internal";
const db = () => (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
/** Every site of the registry, the default (hr) first. */
const SITES = [...REGISTRY_SITES].sort((a, b) => Number(b.tenant.routing.isDefault) - Number(a.tenant.routing.isDefault));

let token = "";
beforeAll(async () => {
  const res = await env.API.fetch(`${API}/auth/generate-token/`, { headers: { "x-base-host": "www.zrno.hr", "x-lang": "hr" } });
  token = v.parse(TokenResponse, await res.json()).data.jwt;
});

function priceQty(body: string, site = SITES[0]!, type = "application/json") {
  return env.API.fetch(`${API}/catalog/products/price-qty/`, {
    method: "POST",
    headers: { "content-type": type, authorization: `Bearer ${token}`, "x-base-host": site.host, "x-lang": site.lang },
    body,
  });
}

async function idsWhere(where: string, limit = 3): Promise<number[]> {
  const { results } = await db()
    .prepare(`SELECT p.id FROM products p JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id WHERE ${where} ORDER BY p.id LIMIT ${limit}`)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

describe("POST /catalog/products/price-qty/", () => {
  it.each(SITES)("answers public products from the $currency price list: the shown package's price and stock (the first in stock, else the first), available if any package is", async (site) => {
    const ids = await idsWhere("p.visible = 1 AND c.visible = 1 AND m.visible = 1");
    const res = await priceQty(JSON.stringify({ ids }), site);
    expect(res.status).toBe(200);
    const rows = v.parse(PriceQtyResponse, await res.json()).data;
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
    for (const row of rows) {
      const want = await db()
        .prepare(
          `SELECT pr.price, pr.basic_price, v.stock, (SELECT SUM(stock) FROM product_variations WHERE product_id = ?1) total
             FROM product_variations v JOIN price_offers pr ON pr.variation_id = v.id AND pr.currency = ?2 WHERE v.product_id = ?1
            ORDER BY v.stock > 0 DESC, v.position LIMIT 1`,
        )
        .bind(row.id, site.currency)
        .first<{ price: number; basic_price: number; stock: number; total: number }>();
      expect(row).toEqual({ id: row.id, price_custom: want!.price, basic_price_custom: want!.basic_price, available_qty: want!.stock, is_available: want!.total > 0 });
    }
  });

  it("leaves out hidden products (invisible, hidden category, hidden brand) but keeps one that ignores brand visibility", async () => {
    const hidden = [
      ...(await idsWhere("p.visible = 0", 1)),
      ...(await idsWhere("p.visible = 1 AND c.visible = 0", 1)),
      ...(await idsWhere("p.visible = 1 AND c.visible = 1 AND m.visible = 0 AND p.ignore_brand_visibility = 0", 1)),
    ];
    const exempt = await idsWhere("p.visible = 1 AND c.visible = 1 AND m.visible = 0 AND p.ignore_brand_visibility = 1", 1);
    expect(hidden).toHaveLength(3);
    expect(exempt).toHaveLength(1);
    const rows = v.parse(PriceQtyResponse, await (await priceQty(JSON.stringify({ ids: [...hidden, ...exempt] }))).json()).data;
    expect(rows.map((r) => r.id)).toEqual(exempt);
  });

  it.each([
    ["no ids", "{}", "application/json"],
    ["an empty list", '{"ids":[]}', "application/json"],
    ["a non-integer id", '{"ids":[1.5]}', "application/json"],
    ["more than 200 ids", JSON.stringify({ ids: Array.from({ length: 201 }, (_, i) => i + 1) }), "application/json"],
    ["an unknown key", '{"ids":[1],"admin":true}', "application/json"],
    ["malformed JSON", '{"ids":', "application/json"],
  ])("refuses %s with a 4xx and a label", async (_name, body, type) => {
    const res = await priceQty(body, SITES[0], type);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { label_name?: string }).label_name).toBeTruthy();
  });
});
