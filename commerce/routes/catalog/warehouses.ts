import type { PackageStock, WarehouseStock } from "../../../shared/contract/catalog";
import { shownPackage } from "./product-rows";

/**
 * Stock per package per warehouse (migration 0023), for staff holding `warehouse_view` only
 * (commerce/lib/staff.ts): the central warehouse first, then the stores in their order, a store
 * titled by its location's name in the site's language. The rows of a package add up to its
 * `available_qty`.
 */
interface Row {
  variation_id: number;
  shopping_cart_code: string;
  code: string;
  kind: "central" | "store";
  title: string | null;
  city: string;
  qty: number;
}

async function rowsOf(db: D1Database, lang: string, variationIds: number[]): Promise<Row[]> {
  if (variationIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT ws.variation_id, v.code AS shopping_cart_code, w.code, w.kind, li.title, w.city, ws.qty
         FROM warehouse_stock ws JOIN warehouses w ON w.id = ws.warehouse_id
         JOIN product_variations v ON v.id = ws.variation_id
         LEFT JOIN location_i18n li ON li.location_id = w.location_id AND li.lang = ?1
        WHERE ws.variation_id IN (SELECT value FROM json_each(?2)) ORDER BY w.position, v.position`,
    )
    .bind(lang, JSON.stringify(variationIds))
    .all<Row>();
  return results;
}

const warehouseOf = (r: Row): WarehouseStock => ({ code: r.code, kind: r.kind, title: r.title, city: r.city, qty: r.qty });

/** Per product (its shown package, as list items are priced: product-rows.ts `shownPackage`): the warehouses holding it. */
export async function firstPackageStock(db: D1Database, lang: string, productIds: number[]): Promise<Map<number, WarehouseStock[]>> {
  const out = new Map<number, WarehouseStock[]>();
  if (productIds.length === 0) return out;
  const { results } = await db
    .prepare(`SELECT p.id AS product_id, ${shownPackage("p")} AS id FROM products p WHERE p.id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(productIds))
    .all<{ id: number; product_id: number }>();
  const productOf = new Map(results.map((r) => [r.id, r.product_id]));
  for (const id of productIds) out.set(id, []);
  for (const r of await rowsOf(db, lang, [...productOf.keys()])) out.get(productOf.get(r.variation_id) as number)?.push(warehouseOf(r));
  return out;
}

/**
 * A product's packages per warehouse: every warehouse, in order, with its total and each package's
 * quantity it holds (none listed: it holds none), so the stock keeper can stock a store that has
 * never had the product (docs/decisions/0036-warehouse-stock-form.md).
 */
export async function productStock(db: D1Database, lang: string, productId: number): Promise<PackageStock[]> {
  const [{ results: packages }, { results: warehouses }] = await db.batch([
    db.prepare("SELECT id FROM product_variations WHERE product_id = ?1").bind(productId),
    db.prepare("SELECT w.code, w.kind, li.title, w.city FROM warehouses w LEFT JOIN location_i18n li ON li.location_id = w.location_id AND li.lang = ?1 ORDER BY w.position").bind(lang),
  ]) as [D1Result<{ id: number }>, D1Result<Omit<WarehouseStock, "qty">>];
  const byWarehouse = new Map<string, PackageStock>(warehouses.map((w) => [w.code, { ...w, qty: 0, packages: [] }]));
  for (const r of await rowsOf(db, lang, packages.map((x) => x.id))) {
    const w = byWarehouse.get(r.code) ?? { ...warehouseOf(r), qty: 0, packages: [] };
    w.qty += r.qty;
    w.packages.push({ shopping_cart_code: r.shopping_cart_code, qty: r.qty });
    byWarehouse.set(r.code, w);
  }
  return [...byWarehouse.values()];
}
