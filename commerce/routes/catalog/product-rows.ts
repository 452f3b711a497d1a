import type { ProductListItem } from "../../../shared/contract/catalog";
import { thumbs } from "../../lib/media";
import type { SiteRow } from "../../lib/site";
import { unitPrice, type NetQuantity, type NetUnit } from "../../../shared/unit-price";
import { categoryLink } from "../../lib/links";

/**
 * The package a product is shown, priced and added by wherever one package stands for it (lists,
 * cards, live prices, a product code in the cart or a saved list): the first one in stock by
 * position, else the first — Shopify's "first available variant". A card that showed the
 * product in stock but added its sold-out first package answered "you can order up to 0".
 * `p` names the products table's alias.
 */
export const shownPackage = (p: string) => `(SELECT sv.id FROM product_variations sv WHERE sv.product_id = ${p}.id ORDER BY sv.stock > 0 DESC, sv.position LIMIT 1)`;

/** The columns of PRODUCT_SELECT (a ProductRow). */
export const PRODUCT_COLUMNS = `
       p.id, p.code, pi.title, p.visible, p.ignore_brand_visibility, p.priority, p.created_at,
       c.id AS category_id, c.code AS category_code, ci.title AS category_title, c.visible AS category_visible, c.template AS category_template,
       m.code AS manufacturer_code, m.title AS manufacturer_title, m.visible AS manufacturer_visible,
       v.code AS variation_code, v.size, v.unit, v.net_qty, v.net_unit, v.limited_qty, v.stock AS variation_stock,
       pr.price, pr.basic_price, pr.discount_percent, pr.loyalty_price, pr.anchor_price, pr.since AS price_since,
       (SELECT COALESCE(SUM(stock), 0) FROM product_variations WHERE product_id = p.id) AS stock,
       (SELECT MIN(o.price) FROM product_variations ov JOIN price_offers o ON o.variation_id = ov.id AND o.currency = ?2 WHERE ov.product_id = p.id) AS price_lowest,
       (SELECT COUNT(*) FROM review_feed WHERE product_id = p.id AND message <> '') AS comments,
       (SELECT type FROM product_food WHERE product_id = p.id) AS food_type,
       CASE WHEN gpc.id IS NULL THEN '' ELSE printf('%03d.', gpc.position) END || CASE WHEN pc.id IS NULL THEN '' ELSE printf('%03d.', pc.position) END || printf('%03d', c.position) AS category_position_h,
       (SELECT AVG(rate) FROM review_feed WHERE product_id = p.id) AS rate_avg,
       (SELECT COUNT(*) FROM review_feed WHERE product_id = p.id) AS rate_votes,
       COALESCE(r.path, '') AS url, COALESCE(cr.path, '') AS category_url, COALESCE(mr.path, '') AS manufacturer_url`;

/** The joins of PRODUCT_SELECT after `FROM products p` (a query may put another table first). */
export const PRODUCT_JOINS = `
  JOIN product_i18n pi ON pi.product_id = p.id AND pi.lang = ?1
  JOIN catalog_categories c ON c.id = p.category_id
  JOIN catalog_category_i18n ci ON ci.category_id = c.id AND ci.lang = ?1
  LEFT JOIN catalog_categories pc ON pc.id = c.parent_id
  LEFT JOIN catalog_categories gpc ON gpc.id = pc.parent_id
  JOIN manufacturers m ON m.id = p.manufacturer_id
  JOIN product_variations v ON v.id = ${shownPackage("p")}
  JOIN price_offers pr ON pr.variation_id = v.id AND pr.currency = ?2
  LEFT JOIN routes r ON r.site = ?3 AND r.entity_key = 'catalog_product:' || p.code
  LEFT JOIN routes cr ON cr.site = ?3 AND cr.entity_key = 'catalog_category:' || c.code
  LEFT JOIN routes mr ON mr.site = ?3 AND mr.entity_key = 'catalog_manufacturer:' || m.code`;

/**
 * The SELECT every product answer starts from: one row per product with its shown package's
 * price in the site's currency and its site paths. `?1` = language, `?2` = currency, `?3` = site.
 */
export const PRODUCT_SELECT = `SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_JOINS}`;

/** Shown in lists: visible, in a visible category, of a visible brand (or one that ignores it). */
export const PUBLIC_PRODUCT = "p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1)";

/** A row of PRODUCT_SELECT: the product, its shown package (`shownPackage`) with that package's prices (as `VariationPrice` names them) and its links. */
export interface ProductRow extends Omit<VariationPrice, "code" | "since"> {
  id: number;
  code: string;
  title: string;
  visible: number;
  ignore_brand_visibility: number;
  category_id: number;
  category_code: string;
  category_title: string;
  category_visible: number;
  category_template: string;
  manufacturer_code: string;
  manufacturer_title: string;
  manufacturer_visible: number;
  variation_code: string;
  /** The shown package's own stock; `stock` is the product's, over all its packages. */
  variation_stock: number;
  price_since: string;
  price_lowest: number;
  comments: number;
  food_type: "food" | "supplement" | "cosmetic" | null;
  category_position_h: string;
  priority: number;
  created_at: string;
  rate_avg: number | null;
  rate_votes: number;
  url: string;
  category_url: string;
  manufacturer_url: string;
}

/** A package's net quantity and its unit price at `price` (Directive 98/6/EC, shared/unit-price.ts). */
export function measured(v: { net_qty: number | null; net_unit: NetUnit | null }, price: number): { net_quantity: NetQuantity | null; price_per_unit: ReturnType<typeof unitPrice> } {
  const net = v.net_qty !== null && v.net_unit !== null ? { amount: v.net_qty, unit: v.net_unit } : null;
  return { net_quantity: net, price_per_unit: unitPrice(price, net) };
}

/**
 * The regulated claims among the attributes (§3 `attributes_special`): organic (Reg. (EU) 2018/848),
 * gluten-free (Reg. (EU) No 828/2014), sugars-free (Reg. (EC) No 1924/2006, Annex).
 */
const SPECIAL_ATTRIBUTES: ReadonlySet<string> = new Set(["organic", "gluten_free", "sugar_free"]);
const NEW_FOR_DAYS = 30;

export function toListItem(row: ProductRow, site: SiteRow, attributes: { code: string; title: string }[]): ProductListItem {
  const special = attributes.filter((a) => SPECIAL_ATTRIBUTES.has(a.code));
  const brandPictures = thumbs("brands", row.manufacturer_code);
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    url_without_domain: row.url,
    is_available: row.stock > 0,
    ...categoryLink(row),
    manufacturer_code: row.manufacturer_code,
    manufacturer_title: row.manufacturer_title,
    manufacturer_url_without_domain: row.manufacturer_url,
    main_image_thumbs: thumbs("products", row.code),
    main_image_title: row.title,
    currency: site.currency,
    price_custom: row.price,
    basic_price_custom: row.basic_price,
    discount_percent_custom: row.discount_percent,
    loyalty_price: row.loyalty_price,
    anchor_price: row.anchor_price,
    anchor_price_visible: row.discount_percent > 0 && row.anchor_price !== null,
    // What the card can add: the shown package's stock (is_available is the product's).
    available_qty: row.variation_stock,
    limited_qty: row.limited_qty,
    shopping_cart_code: row.variation_code,
    unitd_qty: row.size,
    unitd_unit: row.unit,
    ...measured(row, row.price),
    attributes,
    feedback_rate_widget: { rates: row.rate_avg === null ? 0 : Math.round(row.rate_avg * 10) / 10, rates_votes: row.rate_votes },
    // docs/behaviour/03-entities.md "Product list fields": the spec's names for what the row holds.
    discount_percent: row.discount_percent,
    basic_price: row.basic_price,
    rate: row.rate_avg === null ? 0 : Math.round(row.rate_avg * 10) / 10,
    seo_h1: row.title,
    package_qty: row.size,
    main_image_description: row.title,
    images: [thumbs("products", row.code)],
    priority_details: { priority: row.priority, is_new: Date.parse(`${row.created_at.replace(" ", "T")}Z`) > Date.now() - NEW_FOR_DAYS * 86_400_000 },
    anchor_price_date: row.anchor_price !== null ? row.price_since.slice(0, 10) : null,
    extra_price_lowest: row.price_lowest,
    manufacturer_main_image_upload_path: brandPictures.large,
    manufacturer_main_image_thumbs: brandPictures,
    status: row.visible === 1 ? "visible" : "hidden",
    feedback_comment_widget: { comments: row.comments },
    type: row.food_type,
    qty: 1,
    attributes_special: special.map((a) => a.code),
    attributeitems_special: special,
    category_position_h: row.category_position_h,
    warehouses: null,
    payment_prices: null,
    price_b2b_custom: null,
    basic_price_b2b_custom: null,
    price_rate_custom: null,
    element_video: null,
  };
}

/** Attributes of the given products in one query, keyed by product id. */
export async function attributesOf(db: D1Database, lang: string, ids: number[]): Promise<Map<number, { code: string; title: string }[]>> {
  const out = new Map<number, { code: string; title: string }[]>();
  if (ids.length === 0) return out;
  const { results } = await db
    .prepare(
      `SELECT pa.product_id, a.code, ai.title FROM product_attributes pa
         JOIN attributes a ON a.id = pa.attribute_id
         JOIN attribute_i18n ai ON ai.attribute_id = a.id AND ai.lang = ?1
        WHERE pa.product_id IN (SELECT value FROM json_each(?2)) ORDER BY a.id`,
    )
    .bind(lang, JSON.stringify(ids))
    .all<{ product_id: number; code: string; title: string }>();
  for (const r of results) {
    const list = out.get(r.product_id) ?? [];
    list.push({ code: r.code, title: r.title });
    out.set(r.product_id, list);
  }
  return out;
}

/** A package's own price list and stock, as saved-item and cart answers read it. */
export interface VariationPrice {
  code: string;
  size: number;
  unit: string;
  net_qty: number | null;
  net_unit: NetUnit | null;
  stock: number;
  limited_qty: number | null;
  price: number;
  basic_price: number;
  discount_percent: number;
  loyalty_price: number | null;
  anchor_price: number | null;
  since: string;
}

/** The columns of a VariationPrice, from `product_variations v` joined to its `price_offers pr` (migration 0021: the earlier price read from the history). */
export const VARIATION_COLUMNS = "v.code, v.size, v.unit, v.net_qty, v.net_unit, v.stock, v.limited_qty, pr.price, pr.basic_price, pr.discount_percent, pr.loyalty_price, pr.anchor_price, pr.since";

/** A product list item priced for one of its packages (wishlist, compare and cart lines). */
export function toPackageItem(row: ProductRow, v: VariationPrice, site: SiteRow, attributes: { code: string; title: string }[]): ProductListItem {
  return {
    ...toListItem(row, site, attributes),
    shopping_cart_code: v.code,
    price_custom: v.price,
    basic_price_custom: v.basic_price,
    discount_percent_custom: v.discount_percent,
    loyalty_price: v.loyalty_price,
    anchor_price: v.anchor_price,
    anchor_price_visible: v.discount_percent > 0 && v.anchor_price !== null,
    anchor_price_date: v.anchor_price !== null ? v.since.slice(0, 10) : null,
    is_available: v.stock > 0,
    available_qty: v.stock,
    limited_qty: v.limited_qty,
    unitd_qty: v.size,
    unitd_unit: v.unit,
    ...measured(v, v.price),
  };
}
