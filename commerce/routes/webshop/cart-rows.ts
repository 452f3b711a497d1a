import type { CartItem, PricedLines } from "../../../shared/contract/cart";
import { CART_LINE_MAX } from "../../../shared/contract/cart";
import { round2 } from "../../../shared/money";
import type { TaxClass } from "../../../shared/contract/cart";
import { rateOf, taxOf, vatLines } from "../../lib/vat";
import type { SiteRow } from "../../lib/site";
import type { TokenClaims } from "../../lib/token";
import { attributesOf, PRODUCT_SELECT, PUBLIC_PRODUCT, shownPackage, toPackageItem, type ProductRow, type VariationPrice } from "../catalog/product-rows";
import { ownerOf, variationTitle, type Owner } from "../catalog/saved-items";

/**
 * What the cart routes and login share: the visitor's cart row, the package a code names with
 * its stock limits, the priced cart, and the merge of an anonymous cart into an account's.
 */

export { ownerOf, type Owner };

/** The owner's cart id, or null when they have none yet. */
export async function cartIdOf(db: D1Database, owner: Owner): Promise<{ id: number; code: string } | null> {
  return db.prepare(`SELECT id, code FROM carts WHERE ${owner.column} = ?1`).bind(owner.value).first<{ id: number; code: string }>();
}

/** The owner's cart, created on first use. One statement, so two tabs cannot create two. */
export async function ensureCart(db: D1Database, owner: Owner): Promise<{ id: number; code: string }> {
  await db
    .prepare(`INSERT INTO carts (code, ${owner.column}) VALUES (?1, ?2) ON CONFLICT (${owner.column}) WHERE ${owner.column} IS NOT NULL DO NOTHING`)
    .bind(crypto.randomUUID(), owner.value)
    .run();
  const row = await cartIdOf(db, owner);
  if (!row) throw new Error("cart: could not create");
  return row;
}

interface Buyable {
  product_code: string;
  variation_code: string;
  stock: number;
  limited_qty: number | null;
}

/**
 * A package a shopper may put in the cart: a variation code, or a product code meaning its
 * first package, of a public product (docs/behaviour/04-states.md "Visibility") priced in the site's currency.
 */
export async function findBuyable(db: D1Database, code: string, currency: string): Promise<Buyable | null> {
  return db
    .prepare(
      `SELECT p.code AS product_code, v.code AS variation_code, v.stock, v.limited_qty
         FROM product_variations v
         JOIN products p ON p.id = v.product_id
         JOIN catalog_categories c ON c.id = p.category_id
         JOIN manufacturers m ON m.id = p.manufacturer_id
         JOIN prices pr ON pr.variation_id = v.id AND pr.currency = ?2
        WHERE (v.code = ?1 OR (p.code = ?1 AND v.id = ${shownPackage("p")})) AND ${PUBLIC_PRODUCT}
        ORDER BY v.code = ?1 DESC LIMIT 1`,
    )
    .bind(code, currency)
    .first<Buyable>();
}

/**
 * Why a line may not hold `qty`: the label and the most it may hold. Stock comes first; the
 * limited quantity (docs/behaviour/03-entities.md, "at most N per order") when it is the tighter bound.
 */
export function qtyRefusal(b: Buyable, qty: number): { label: "error_qty_unavailable" | "error_limited_qty"; allowed: number } | null {
  const stock = Math.max(0, Math.min(b.stock, CART_LINE_MAX));
  if (b.limited_qty !== null && qty > b.limited_qty && b.limited_qty < stock) return { label: "error_limited_qty", allowed: Math.max(0, b.limited_qty) };
  if (qty > stock) return { label: "error_qty_unavailable", allowed: stock };
  return null;
}

interface LineRow extends Omit<VariationPrice, "code"> {
  product_code: string;
  variation_code: string;
  qty: number;
  tax_class: TaxClass;
}

const EMPTY_TOTAL = { total_items_total: 0, total_extra_shipping: 0, total_tax: 0, vat: [], total_basic: 0, total: 0, extraitems: [] };

/** The VAT rates a cart is priced with: the country whose rates apply (commerce/lib/vat.ts) and its rate per class. */
interface CartVat {
  country: string;
  rates: Map<TaxClass, number>;
}

/** The priced lines, and each line's gross at its VAT rate (for the totals with shipping and a coupon). */
export type PricedCart = PricedLines & { taxed: { rate: number; gross: number }[] };

/**
 * The owner's cart priced for the site: one parcel (one warehouse ships everything), lines
 * oldest first. Lines of products hidden since they were added drop out of the answer and the
 * totals (their rows stay, and come back if the product does).
 */
export async function pricedCart(db: D1Database, owner: Owner, site: SiteRow, vat: CartVat): Promise<PricedCart> {
  const cart = await cartIdOf(db, owner);
  const empty: PricedCart = { parcels: [], total: EMPTY_TOTAL, currency: site.currency, shopping_cart_code: cart?.code ?? null, taxed: [] };
  if (!cart) return empty;
  const { results: lines } = await db
    .prepare(
      `SELECT ci.product_code, ci.variation_code, ci.qty, v.size, v.unit, v.net_qty, v.net_unit, v.stock, v.limited_qty,
              pr.price, pr.basic_price, pr.discount_percent, pr.loyalty_price, pr.anchor_price, pr.since,
              (SELECT tax_class FROM products WHERE id = v.product_id) AS tax_class
         FROM cart_items ci
         JOIN product_variations v ON v.code = ci.variation_code
         JOIN price_offers pr ON pr.variation_id = v.id AND pr.currency = ?2
        WHERE ci.cart_id = ?1 ORDER BY ci.created_at, ci.id`,
    )
    .bind(cart.id, site.currency)
    .all<LineRow>();
  if (lines.length === 0) return empty;
  const { results: products } = await db
    .prepare(`${PRODUCT_SELECT} WHERE ${PUBLIC_PRODUCT} AND p.code IN (SELECT value FROM json_each(?4))`)
    .bind(site.lang, site.currency, site.code, JSON.stringify([...new Set(lines.map((l) => l.product_code))]))
    .all<ProductRow>();
  const byCode = new Map(products.map((p) => [p.code, p]));
  const attributes = await attributesOf(db, site.lang, products.map((p) => p.id));
  const items: CartItem[] = [];
  const taxed: PricedCart["taxed"] = [];
  for (const l of lines) {
    const p = byCode.get(l.product_code);
    if (!p) continue;
    const unit = round2(l.price);
    items.push({
      item: toPackageItem(p, { ...l, code: l.variation_code }, site, attributes.get(p.id) ?? []),
      shopping_cart_code: l.variation_code,
      variation_title: variationTitle(l.size, l.unit),
      unit_price: unit,
      discount_amount: round2(Math.max(0, l.basic_price - l.price) * l.qty),
      quantity: l.qty,
      line_total: round2(unit * l.qty),
    });
    taxed.push({ rate: rateOf(vat.rates, l.tax_class, vat.country), gross: round2(unit * l.qty) });
  }
  if (items.length === 0) return empty;
  // Sums of already rounded lines, rounded again so float noise never shows (docs/behaviour/09-constants.md).
  const itemsTotal = round2(items.reduce((s, i) => s + i.line_total, 0));
  const basic = round2(items.reduce((s, i) => s + i.line_total + i.discount_amount, 0));
  const shipping = 0; // shipping is chosen at checkout; the cart shows none yet
  const total = round2(itemsTotal + shipping);
  const perRate = vatLines(taxed, shipping, site.locale);
  return {
    parcels: [{ items }],
    total: { total_items_total: itemsTotal, total_extra_shipping: shipping, total_tax: taxOf(perRate), vat: perRate, total_basic: basic, total, extraitems: [] },
    currency: site.currency,
    shopping_cart_code: cart.code,
    taxed,
  };
}

/**
 * Login (docs/behaviour/03-entities.md, issue 4): the anonymous cart's lines move into the account's cart. A package
 * both hold gets the sum, capped at what stock and the limited quantity allow (never below what
 * the account already had). Returned as statements for the login's own batch.
 */
export function mergeCartStatements(db: D1Database, userId: number, old: TokenClaims): D1PreparedStatement[] {
  const hasAnon = "EXISTS (SELECT 1 FROM carts WHERE token_id = ?2)";
  return [
    db.prepare(`INSERT INTO carts (code, user_id) SELECT ?3, ?1 WHERE ${hasAnon} ON CONFLICT (user_id) WHERE user_id IS NOT NULL DO NOTHING`).bind(userId, old.jti, crypto.randomUUID()),
    db
      .prepare(
        `INSERT INTO cart_items (cart_id, product_code, variation_code, qty)
         SELECT (SELECT id FROM carts WHERE user_id = ?1), ti.product_code, ti.variation_code, ti.qty
           FROM cart_items ti JOIN carts tc ON tc.id = ti.cart_id
          WHERE tc.token_id = ?2
         ON CONFLICT (cart_id, variation_code) DO UPDATE SET qty = MAX(cart_items.qty, MIN(cart_items.qty + excluded.qty, ${CART_LINE_MAX},
           COALESCE((SELECT MIN(v.stock, COALESCE(v.limited_qty, v.stock)) FROM product_variations v WHERE v.code = excluded.variation_code), ${CART_LINE_MAX})))`,
      )
      .bind(userId, old.jti),
    db.prepare("DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE token_id = ?1)").bind(old.jti),
    db.prepare("DELETE FROM carts WHERE token_id = ?1").bind(old.jti),
  ];
}
