import { describe, expect, it } from "vitest";
import { call, db, visitor } from "./accounts-helpers";
import { setStock } from "./checkout-helpers";

/**
 * The package a product is shown, priced and added by (commerce/routes/catalog/product-rows.ts
 * `shownPackage`): the first one in stock, else the first — so a card that says "in stock" adds a
 * package the shopper can buy. Found by the shoppable-articles work (issue 10): a card showed
 * Buckwheat flour in stock and answered "you can order up to 0", its first package sold out.
 */

interface Pkg { id: number; code: string; position: number }

/** A public product with at least two packages (from the end: tests elsewhere read the first ones). */
async function twoPackages(): Promise<{ id: number; code: string; packages: Pkg[] }> {
  const p = await db
    .prepare(
      `SELECT p.id, p.code FROM products p JOIN catalog_categories c ON c.id = p.category_id
        WHERE p.visible = 1 AND c.visible = 1 AND (SELECT COUNT(*) FROM product_variations WHERE product_id = p.id) >= 2
        ORDER BY p.id DESC LIMIT 1 OFFSET 3`,
    )
    .first<{ id: number; code: string }>();
  if (!p) throw new Error("no product with two packages");
  const { results } = await db.prepare("SELECT id, code, position FROM product_variations WHERE product_id = ?1 ORDER BY position").bind(p.id).all<Pkg>();
  return { ...p, packages: results };
}

async function listItem(id: number) {
  const res = await call("/catalog/products/", { method: "POST", token: await visitor(), body: { ids: [id] } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { items: { id: number; shopping_cart_code: string; available_qty: number; is_available: boolean; price_custom: number }[] } };
  return body.data.items.find((i) => i.id === id)!;
}

async function priceOf(variationId: number): Promise<number> {
  const row = await db.prepare("SELECT price FROM price_offers WHERE variation_id = ?1 AND currency = 'EUR'").bind(variationId).first<{ price: number }>();
  return row!.price;
}

describe("a product's shown package", () => {
  it("is its first package in stock: the list item, live prices and a product code in the cart all take it", async () => {
    const { id, code, packages } = await twoPackages();
    const [first, second] = packages as [Pkg, Pkg];
    await setStock(first.code, 0);
    await setStock(second.code, 7);

    const item = await listItem(id);
    expect(item).toMatchObject({ shopping_cart_code: second.code, available_qty: 7, is_available: true, price_custom: await priceOf(second.id) });

    const token = await visitor();
    const live = await call("/catalog/products/price-qty/", { method: "POST", token, body: { ids: [id] } });
    expect(((await live.json()) as { data: unknown[] }).data).toEqual([{ id, price_custom: item.price_custom, basic_price_custom: expect.any(Number), available_qty: 7, is_available: true }]);

    // What the card's form sends, and a product code, both add the package in stock.
    for (const sent of [item.shopping_cart_code, code]) {
      const res = await call("/webshop/product/", { method: "POST", token, body: { code: sent, qty: 1 } });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const cart = await call("/webshop/cart/", { token });
    const lines = ((await cart.json()) as { data: { parcels: { items: { shopping_cart_code: string }[] }[] } }).data.parcels.flatMap((p) => p.items);
    expect(lines.map((l) => l.shopping_cart_code)).toEqual([second.code]);
  });

  it("is the first package when none is in stock, and the product then shows out of stock", async () => {
    const { id, packages } = await twoPackages();
    for (const p of packages) await setStock(p.code, 0);
    expect(await listItem(id)).toMatchObject({ shopping_cart_code: packages[0]!.code, available_qty: 0, is_available: false, price_custom: await priceOf(packages[0]!.id) });
  });

  it("is the first package when it is in stock, even if a later one has more", async () => {
    const { id, packages } = await twoPackages();
    await setStock(packages[0]!.code, 2);
    await setStock(packages[1]!.code, 50);
    expect(await listItem(id)).toMatchObject({ shopping_cart_code: packages[0]!.code, available_qty: 2 });
  });
});
