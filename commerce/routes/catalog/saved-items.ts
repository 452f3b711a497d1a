import type { ProductListItem } from "../../../shared/contract/catalog";
import type { SiteRow } from "../../lib/site";
import type { TokenClaims } from "../../lib/token";
import { attributesOf, PRODUCT_SELECT, PUBLIC_PRODUCT, shownPackage, toPackageItem, VARIATION_COLUMNS, type ProductRow, type VariationPrice } from "./product-rows";

/**
 * What wishlist and compare share: whose list a call may touch, which products may be saved,
 * and how saved rows come back as products priced for the saved package.
 */

type SavedTable = "wishlist_items" | "compare_items";

/**
 * The owner of a visitor's lists: the user once logged in, else the token. It comes from the
 * verified token only, never from the request body or query, and every statement on these
 * tables filters by it: one visitor can never read or remove another's items (IDOR).
 */
export interface Owner {
  column: "user_id" | "token_id";
  value: number | string;
}

export function ownerOf(claims: TokenClaims): Owner {
  return claims.sub ? { column: "user_id", value: claims.sub } : { column: "token_id", value: claims.jti };
}

/**
 * A code a shopper may save: a variation code (shopping_cart_code), or a product code meaning
 * its first package. Hidden products (docs/behaviour/04-states.md "Visibility") and unknown codes give null.
 */
export async function findSavable(db: D1Database, code: string): Promise<{ product_code: string; variation_code: string } | null> {
  return db
    .prepare(
      `SELECT p.code AS product_code, v.code AS variation_code
         FROM product_variations v
         JOIN products p ON p.id = v.product_id
         JOIN catalog_categories c ON c.id = p.category_id
         JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE (v.code = ?1 OR (p.code = ?1 AND v.id = ${shownPackage("p")})) AND ${PUBLIC_PRODUCT}
        ORDER BY v.code = ?1 DESC LIMIT 1`,
    )
    .bind(code)
    .first<{ product_code: string; variation_code: string }>();
}

/**
 * Saves `item` on the owner's list in one statement that also checks the size limit, so two tabs
 * cannot overfill it; a package already on the list is saved again (the wishlist sets its `qty`).
 * The saved row, or null when the list holds `limit` other packages.
 */
export async function saveWithinLimit(db: D1Database, table: SavedTable, owner: Owner, item: { product_code: string; variation_code: string }, limit: number, qty?: number) {
  const col = owner.column;
  const withQty = qty !== undefined;
  return db
    .prepare(
      `INSERT INTO ${table} (${col}, product_code, variation_code${withQty ? ", qty" : ""})
       SELECT ?1, ?2, ?3${withQty ? ", ?4" : ""}
        WHERE (SELECT COUNT(*) FROM ${table} WHERE ${col} = ?1) < ${limit}
           OR EXISTS (SELECT 1 FROM ${table} WHERE ${col} = ?1 AND variation_code = ?3)
       ON CONFLICT (${col}, variation_code) WHERE ${col} IS NOT NULL DO UPDATE SET ${withQty ? "qty = excluded.qty" : "variation_code = excluded.variation_code"}
       RETURNING id, variation_code`,
    )
    .bind(owner.value, item.product_code, item.variation_code, ...(withQty ? [qty] : []))
    .first<{ id: number; variation_code: string }>();
}

/** "500 g", "1.5 l": the package as the product page titles it. */
export function variationTitle(size: number, unit: string): string {
  return `${Number.isInteger(size) ? size : size.toFixed(1)} ${unit}`;
}

interface SavedRow {
  id: number;
  product_code: string;
  variation_code: string;
  qty: number;
}

type VariationRow = VariationPrice;

interface SavedItem {
  id: number;
  qty: number;
  shopping_cart_code: string;
  variation_title: string;
  product: ProductListItem;
}

/**
 * The owner's saved rows, newest first, each with its product as lists show it but priced and
 * stocked for the saved package. Products hidden since they were saved drop out of the answer
 * (their rows stay, and come back if the product does).
 */
export async function savedItems(db: D1Database, table: SavedTable, owner: Owner, site: SiteRow): Promise<SavedItem[]> {
  const { results: rows } = await db
    .prepare(`SELECT id, product_code, variation_code${table === "wishlist_items" ? ", qty" : ", 1 AS qty"} FROM ${table} WHERE ${owner.column} = ?1 ORDER BY created_at DESC, id DESC`)
    .bind(owner.value)
    .all<SavedRow>();
  if (rows.length === 0) return [];
  const productCodes = JSON.stringify([...new Set(rows.map((r) => r.product_code))]);
  const variationCodes = JSON.stringify(rows.map((r) => r.variation_code));
  const [products, variations] = await db.batch([
    db.prepare(`${PRODUCT_SELECT} WHERE ${PUBLIC_PRODUCT} AND p.code IN (SELECT value FROM json_each(?4))`).bind(site.lang, site.currency, site.code, productCodes),
    db.prepare(
      `SELECT ${VARIATION_COLUMNS}
         FROM product_variations v JOIN price_offers pr ON pr.variation_id = v.id AND pr.currency = ?1
        WHERE v.code IN (SELECT value FROM json_each(?2))`,
    ).bind(site.currency, variationCodes),
  ]);
  const productRows = (products?.results ?? []) as ProductRow[];
  const byProduct = new Map(productRows.map((p) => [p.code, p]));
  const byVariation = new Map(((variations?.results ?? []) as VariationRow[]).map((v) => [v.code, v]));
  const attributes = await attributesOf(db, site.lang, productRows.map((p) => p.id));
  const out: SavedItem[] = [];
  for (const r of rows) {
    const p = byProduct.get(r.product_code);
    const v = byVariation.get(r.variation_code);
    if (!p || !v) continue;
    out.push({
      id: r.id,
      qty: r.qty,
      shopping_cart_code: v.code,
      variation_title: variationTitle(v.size, v.unit),
      product: { ...toPackageItem(p, v, site, attributes.get(p.id) ?? []), qty: r.qty },
    });
  }
  return out;
}
