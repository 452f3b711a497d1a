import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { IsLoginResponse } from "../../shared/contract/auth";
import { PackageStock, WarehouseStock } from "../../shared/contract/catalog";
import { isLogin, loginJwt } from "./accounts-helpers";
import { api, db, json, placeOrder, readyToOrder, stockOf, visitor } from "./checkout-helpers";
import { cookieHeader, get, stateOf } from "./helpers";

/**
 * §6 "A warehouse-view permission setting exists" (docs/behaviour/06-roles.md): stock per package
 * per warehouse (migration 0023) that adds up to the stock every shopper sees; a staff permission
 * `warehouse_view`; the product detail answers `warehouses` only to a session holding it, and
 * the product page shows the table only to such staff, never to anyone else and never from a
 * shared cache.
 */

const EDITOR = { email: "urednik@zrno.hr", password: "Zrno-urednik-2026" };
const STOCK_KEEPER = { email: "skladiste@zrno.hr", password: "Zrno-skladiste-2026" };

type Item = { id: number; url_without_domain: string; available_qty: number; warehouses?: unknown };
type Detail = Item & { quantity: number; variations: { code: string; available_qty: number }[]; warehouses?: unknown };

async function firstProducts(token: string, limit = 3): Promise<Item[]> {
  return (await json<{ data: { items: Item[] } }>(await api("/catalog/products/", { method: "POST", token, body: { limit } }))).data.items;
}

async function detail(token: string, id: number): Promise<Detail> {
  return (await json<{ data: Detail }>(await api("/catalog/product/", { method: "POST", token, body: { item_id: id } }))).data;
}

/** A product held by at least three warehouses (the central one and two stores). */
async function spreadProduct(): Promise<{ id: number; path: string }> {
  const row = await db
    .prepare(
      `SELECT p.id, r.path FROM products p JOIN routes r ON r.site = 'hr' AND r.entity_key = 'catalog_product:' || p.code
        WHERE p.visible = 1 AND (SELECT COUNT(*) FROM warehouse_stock s JOIN product_variations v ON v.id = s.variation_id WHERE v.product_id = p.id AND s.qty > 0) >= 3
        ORDER BY p.id LIMIT 1`,
    )
    .first<{ id: number; path: string }>();
  return { id: row!.id, path: row!.path };
}

describe("§6 warehouse view: the stock model (migration 0023)", () => {
  it("every package's warehouses add up to its stock; stores hold some of it", async () => {
    const off = await db.prepare("SELECT COUNT(*) AS n FROM product_variations v WHERE v.stock <> (SELECT COALESCE(SUM(qty), 0) FROM warehouse_stock s WHERE s.variation_id = v.id)").first<{ n: number }>();
    expect(off!.n).toBe(0);
    const stores = await db.prepare("SELECT COUNT(DISTINCT s.warehouse_id) AS n FROM warehouse_stock s JOIN warehouses w ON w.id = s.warehouse_id WHERE w.kind = 'store' AND s.qty > 0").first<{ n: number }>();
    const locations = await db.prepare("SELECT COUNT(*) AS n FROM locations").first<{ n: number }>();
    expect(stores!.n).toBe(locations!.n);
    const central = await db.prepare("SELECT COUNT(*) AS n FROM product_variations v WHERE NOT EXISTS (SELECT 1 FROM warehouse_stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.kind = 'central' WHERE s.variation_id = v.id)").first<{ n: number }>();
    expect(central!.n).toBe(0);
  });

  it("the total cannot be written by hand: a quantity must say which warehouse holds it", async () => {
    const v1 = await db.prepare("SELECT code, stock FROM product_variations ORDER BY id LIMIT 1").first<{ code: string; stock: number }>();
    await expect(db.prepare("UPDATE product_variations SET stock = stock + 5 WHERE code = ?1").bind(v1!.code).run()).rejects.toThrow(/stock_is_per_warehouse/);
    expect(await stockOf(v1!.code)).toBe(v1!.stock);
  });

  it("an order takes its stock from the central warehouse first, then the stores in order", async () => {
    const { id } = await spreadProduct();
    const pack = await db.prepare("SELECT v.id, v.code FROM product_variations v WHERE v.product_id = ?1 AND (SELECT COUNT(*) FROM warehouse_stock s WHERE s.variation_id = v.id AND s.qty > 0) >= 3 ORDER BY v.position LIMIT 1").bind(id).first<{ id: number; code: string }>();
    const rows = async () =>
      (await db.prepare("SELECT w.kind, s.qty FROM warehouse_stock s JOIN warehouses w ON w.id = s.warehouse_id WHERE s.variation_id = ?1 ORDER BY w.position").bind(pack!.id).all<{ kind: string; qty: number }>()).results;
    // Leave one piece centrally, so a line of three takes one there and two from the first store(s).
    await db.prepare("UPDATE warehouse_stock SET qty = 1 WHERE variation_id = ?1 AND warehouse_id = (SELECT id FROM warehouses WHERE kind = 'central')").bind(pack!.id).run();
    const before = await rows();
    const { token } = await readyToOrder({ lines: [[pack!.code, 3]] });
    expect((await placeOrder(token)).status).toBe(200);
    const after = await rows();
    expect(after[0]).toEqual({ kind: "central", qty: 0 });
    let left = 2;
    for (let i = 1; i < before.length; i++) {
      const take = Math.min(before[i]!.qty, left);
      expect(after[i]!.qty).toBe(before[i]!.qty - take);
      left -= take;
    }
    expect(await stockOf(pack!.code)).toBe(before.reduce((s, r) => s + r.qty, 0) - 3);
  });
});

describe("§6 warehouse view: who gets `warehouses`", () => {
  it("is-login names the permission of the staff user who holds it, and of nobody else", async () => {
    const keeper = await loginJwt(STOCK_KEEPER.email, STOCK_KEEPER.password);
    const editor = await loginJwt(EDITOR.email, EDITOR.password);
    expect(v.parse(IsLoginResponse, await (await isLogin(keeper)).json()).data).toMatchObject({ is_staff: true, permissions: ["warehouse_edit", "warehouse_view"] });
    expect(v.parse(IsLoginResponse, await (await isLogin(editor)).json()).data).toMatchObject({ is_staff: true, permissions: [] });
    expect(v.parse(IsLoginResponse, await (await isLogin(await visitor())).json()).data.permissions).toEqual([]);
  });

  it("product detail: per warehouse and package to the permission holder, adding up to each package's stock; absent for a visitor and for staff without it", async () => {
    const { id } = await spreadProduct();
    const keeper = await loginJwt(STOCK_KEEPER.email, STOCK_KEEPER.password);
    const editor = await loginJwt(EDITOR.email, EDITOR.password);
    const seen = await detail(keeper, id);
    const warehouses = v.parse(v.array(PackageStock), seen.warehouses);
    expect(warehouses.length).toBeGreaterThanOrEqual(2);
    expect(warehouses[0]).toMatchObject({ code: "central", kind: "central", title: null });
    for (const w of warehouses.slice(1)) expect(w.title).toMatch(/\S/);
    for (const pack of seen.variations) {
      expect(warehouses.reduce((s, w) => s + (w.packages.find((p) => p.shopping_cart_code === pack.code)?.qty ?? 0), 0)).toBe(pack.available_qty);
    }
    expect(warehouses.reduce((s, w) => s + w.qty, 0)).toBe(seen.quantity);
    expect(await detail(await visitor(), id)).not.toHaveProperty("warehouses");
    expect(await detail(editor, id)).not.toHaveProperty("warehouses");
  });

  it("a logged-out permission holder's token sees no warehouses", async () => {
    const { id } = await spreadProduct();
    const keeper = await loginJwt(STOCK_KEEPER.email, STOCK_KEEPER.password);
    await api("/auth/logout/", { method: "POST", token: keeper, body: {} });
    expect(await detail(keeper, id)).not.toHaveProperty("warehouses");
  });

  it("list items carry `warehouses`: null for everyone but the permission holder, whose items list their package's warehouses", async () => {
    const keeper = await loginJwt(STOCK_KEEPER.email, STOCK_KEEPER.password);
    for (const item of await firstProducts(await visitor())) expect(item.warehouses).toBeNull();
    for (const item of await firstProducts(await loginJwt(EDITOR.email, EDITOR.password))) expect(item.warehouses).toBeNull();
    const items = await firstProducts(keeper);
    for (const item of items) {
      const w = v.parse(v.array(WarehouseStock), item.warehouses);
      expect(w[0]?.kind).toBe("central");
    }
  });
});

describe("§6 warehouse view: the product page", () => {
  it("shows the table only to staff holding the permission, in a page no cache keeps; anonymous HTML has no trace of it", async () => {
    const { path } = await spreadProduct();
    const keeper = await loginJwt(STOCK_KEEPER.email, STOCK_KEEPER.password);
    const editor = await loginJwt(EDITOR.email, EDITOR.password);
    const staffPage = await get(`http://localhost${path}`, { headers: cookieHeader(keeper) });
    expect(staffPage.status).toBe(200);
    expect(staffPage.headers.get("cache-control")).toMatch(/no-store/);
    const html = await staffPage.text();
    expect(html).toMatch(/<section id="warehouse-stock" class="warehouse-stock[ "]/);
    expect(html).toContain('data-warehouse="central"');
    // The table comes as the server's HTML (worker/render/warehouse-stock.tsx), its figures not as data.
    const screen = stateOf(html).screen as unknown as { warehouseHtml: string | null; product: { warehouses?: unknown[] } };
    expect(screen.warehouseHtml?.match(/<tr data-warehouse=/g)?.length).toBeGreaterThanOrEqual(2);
    expect(screen.product.warehouses).toBeUndefined();

    for (const headers of [cookieHeader(editor), cookieHeader(await visitor()), {}]) {
      const other = await (await get(`http://localhost${path}`, { headers })).text();
      expect(other).not.toContain("warehouse-stock");
      expect(other).not.toContain('"warehouses"');
    }
  });
});
