import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cookieHeader, get, stateOf, tokenFrom } from "./helpers";
import { routeOf, routesOf, SITES } from "./content-pages";

/**
 * docs/behaviour/07-api.md "Catalog products price and qty": a page served from a cache may carry an old price;
 * the browser asks price-qty after hydration and before add-to-cart, and the cart charges the
 * API's price of the moment. Here the price changes in the commerce API while the product page
 * stays cached: the page still shows the old price, price-qty answers the new one, and the
 * cart charges the new one.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin", "content-type": "application/json" };

describe("spec §7 catalog.products_price_qty: a cached page is brought up to date", () => {
  it("the price changes in the API: the cached page keeps the old one, price-qty and the cart have the new one", async () => {
    const row = await db
      .prepare(
        `SELECT p.id, p.code, v.id AS vid, v.code AS vcode, pr.price FROM products p JOIN product_variations v ON v.product_id = p.id AND v.position = 0
           JOIN prices pr ON pr.variation_id = v.id AND pr.currency = 'EUR' JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
          WHERE p.visible = 1 AND c.visible = 1 AND m.visible = 1 AND v.stock >= 5 AND v.limited_qty IS NULL ORDER BY p.id LIMIT 1`,
      )
      .first<{ id: number; code: string; vid: number; vcode: string; price: number }>();
    expect(row).toBeTruthy();
    const path = routeOf(await routesOf(SITES[0]!), { entity: `catalog_product:${row!.code}` }).path;
    const first = await get(`http://localhost${path}`);
    expect(first.status).toBe(200);
    const who = cookieHeader(tokenFrom(first.headers.get("set-cookie"))!);
    const shown = (html: string) => {
      const screen = stateOf(html).screen as unknown as { product: { variations: { price_custom: number }[] } };
      return screen.product.variations[0]!.price_custom;
    };
    expect(shown(await first.text())).toBe(row!.price);

    const newPrice = Math.round((row!.price + 1.11) * 100) / 100;
    await db.prepare("UPDATE prices SET price = ?1 WHERE variation_id = ?2 AND currency = 'EUR'").bind(newPrice, row!.vid).run();
    try {
      // The page is served from the cache: still the old price.
      expect(shown(await (await get(`http://localhost${path}`, { headers: who })).text())).toBe(row!.price);
      // What the browser asks after hydration and before add-to-cart: the new one, never stored.
      const live = await get("http://localhost/api/nuxtapi/catalog/products/price-qty/", { method: "POST", headers: { ...who, ...SAME_ORIGIN }, body: JSON.stringify({ ids: [row!.id] }) });
      expect(live.status).toBe(200);
      expect(live.headers.get("cache-control")).toBe("no-store");
      expect(((await live.json()) as { data: { id: number; price_custom: number }[] }).data).toEqual([expect.objectContaining({ id: row!.id, price_custom: newPrice })]);
      // The shopper is charged the new price.
      const added = await get("http://localhost/api/nuxtapi/webshop/product/", { method: "POST", headers: { ...who, ...SAME_ORIGIN }, body: JSON.stringify({ code: row!.vcode, qty: 2 }) });
      expect(added.status).toBe(200);
      const cart = (await (await get("http://localhost/api/nuxtapi/webshop/cart/", { headers: who })).json()) as { data: { parcels: { items: { shopping_cart_code: string; unit_price: number }[] }[] } };
      const line = cart.data.parcels.flatMap((p) => p.items).find((i) => i.shopping_cart_code === row!.vcode);
      expect(line?.unit_price).toBe(newPrice);
    } finally {
      await db.prepare("UPDATE prices SET price = ?1 WHERE variation_id = ?2 AND currency = 'EUR'").bind(row!.price, row!.vid).run();
    }
  });

  it("a body that is not a list of ids is refused with a 400, never a 500", async () => {
    for (const body of ['{"ids":[]}', '{"ids":["1"]}', '{"ids":[1],"x":1}', "nope"]) {
      const res = await get("http://localhost/api/nuxtapi/catalog/products/price-qty/", { method: "POST", headers: SAME_ORIGIN, body });
      expect(res.status, body).toBe(400);
    }
  });
});
