import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cookieHeader, get, tokenFrom } from "./helpers";

/**
 * The webshop calls docs/behaviour/07-api.md names that the storefront had not made: coupon GET and DELETE on
 * the cart (through the BFF, as the cart screen calls them).
 */
const BASE = "http://localhost";
const SAME_ORIGIN = { origin: BASE, "sec-fetch-site": "same-origin" };
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;

async function visitor(): Promise<Record<string, string>> {
  const res = await get(`${BASE}/api/nuxtapi/webshop/cart/`);
  return cookieHeader(tokenFrom(res.headers.get("set-cookie"))!);
}

async function withPack(who: Record<string, string>) {
  const row = await db
    .prepare("SELECT v.code FROM product_variations v JOIN products p ON p.id = v.product_id JOIN catalog_categories c ON c.id = p.category_id WHERE p.visible = 1 AND c.visible = 1 AND v.stock >= 5 AND v.limited_qty IS NULL ORDER BY v.id LIMIT 1")
    .first<{ code: string }>();
  const res = await get(`${BASE}/api/nuxtapi/webshop/product/`, { method: "POST", headers: { ...who, "content-type": "application/json", ...SAME_ORIGIN }, body: JSON.stringify({ code: row!.code, qty: 3 }) });
  expect(res.status).toBe(200);
}

const couponOf = async (who: Record<string, string>) => {
  const res = await get(`${BASE}/api/nuxtapi/webshop/coupon/`, { headers: who });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return ((await res.json()) as { data: { coupon: { code: string } | null } }).data.coupon;
};

describe("spec §7 Webshop: coupon GET, POST, DELETE", () => {
  it("GET answers the cart's coupon; DELETE (the method itself, no _method) removes it", async () => {
    const who = await visitor();
    await withPack(who);
    expect(await couponOf(who)).toBeNull();
    const applied = await get(`${BASE}/api/nuxtapi/webshop/coupon/`, { method: "POST", headers: { ...who, "content-type": "application/json", ...SAME_ORIGIN }, body: JSON.stringify({ code: "ZRNO10" }) });
    expect(applied.status).toBe(200);
    expect(await couponOf(who)).toMatchObject({ code: "ZRNO10" });
    const removed = await get(`${BASE}/api/nuxtapi/webshop/coupon/`, { method: "DELETE", headers: { ...who, ...SAME_ORIGIN } });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ success: true, data: { coupon: null } });
    expect(await couponOf(who)).toBeNull();
  });

  it("DELETE from another site is refused (no CSRF into a cart) and the coupon stays", async () => {
    const who = await visitor();
    await withPack(who);
    await get(`${BASE}/api/nuxtapi/webshop/coupon/`, { method: "POST", headers: { ...who, "content-type": "application/json", ...SAME_ORIGIN }, body: JSON.stringify({ code: "ZRNO10" }) });
    const res = await get(`${BASE}/api/nuxtapi/webshop/coupon/`, { method: "DELETE", headers: { ...who, origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
    expect(await couponOf(who)).toMatchObject({ code: "ZRNO10" });
  });
});
