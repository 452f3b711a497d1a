import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { json } from "../../lib/validate";
import { thumbs } from "../../lib/media";
import { fail, ok } from "../../lib/respond";
import { requireSite, type SiteRow } from "../../lib/site";
import { searchIndex } from "../../search";
import { requireToken } from "../../lib/token";
import type { FoodInfo, Nutrition } from "../../../shared/contract/catalog";
import { ALLERGENS, type Allergen } from "../../../shared/food";
import { REVIEWS_PER_PAGE } from "../../../shared/contract/reviews";
import { ratingCounts, reviewPage, toReviewItem, toSummary, variationTitle, type ReviewRow } from "./review-rows";
import { requestMay } from "../../lib/staff";
import { productStock } from "./warehouses";
import { goesWellWith, productRecipes } from "./goes-well-with";
import type { PostRow } from "../publish/post-rows";
import { attributesOf, measured, PRODUCT_SELECT, PUBLIC_PRODUCT, toListItem, VARIATION_COLUMNS, type ProductRow, type VariationPrice } from "./product-rows";

/** A `product_food` row: the contract's nutrition values under their own names, the basis null when none is kept. */
type FoodRow = Omit<Nutrition, "basis"> & {
  type: FoodInfo["type"];
  organic: number;
  operator: string;
  nutrition_basis: Nutrition["basis"] | null;
  ingredients: string;
  storage: string;
  origin_text: string;
};

/** The product's food information (Reg. (EU) No 1169/2011), allergens in Annex II order; null when none is kept. */
function foodInfo(f: FoodRow | undefined, allergens: { allergen: Allergen; trace: number }[]): FoodInfo | null {
  if (!f) return null;
  const of = (trace: number) => ALLERGENS.filter((a) => allergens.some((r) => r.allergen === a && r.trace === trace));
  return {
    type: f.type,
    ingredients: f.ingredients,
    organic: f.organic === 1,
    allergens: of(0),
    traces: of(1),
    nutrition: f.nutrition_basis
      ? { basis: f.nutrition_basis, energy_kj: f.energy_kj, energy_kcal: f.energy_kcal, fat: f.fat, saturates: f.saturates, carbohydrate: f.carbohydrate, sugars: f.sugars, fibre: f.fibre, protein: f.protein, salt: f.salt }
      : null,
    storage: f.storage,
    origin: f.origin_text,
    operator: f.operator,
  };
}

/**
 * POST /catalog/product/ (item_id or item_slug): one product with everything its page shows.
 * Hidden products are answered too, with their visibility flags: the storefront decides who
 * may see them (staff only, docs/behaviour/04-states.md).
 */
export const product = new Hono<CommerceEnv>();
product.use("/catalog/product/*", requireToken());

const Body = v.strictObject({
  item_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  item_slug: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** §7 "also search_q": without an id or slug, the product a shopper means by a code or words. */
  search_q: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))),
  lang: v.optional(v.string()),
});

/**
 * The product `search_q` names (§7 catalog/product "also search_q"; docs/behaviour/07-api.md): a
 * product's or package's code exactly (case aside), else the search engine's best public hit,
 * as the search page would list it first. Null when nothing matches.
 */
async function byQuery(env: Env, site: SiteRow, q: string): Promise<ProductRow | null> {
  const base = [site.lang, site.currency, site.code];
  const coded = await env.DB.prepare(
    `${PRODUCT_SELECT} WHERE ${PUBLIC_PRODUCT} AND (p.code = upper(?4) OR p.id IN (SELECT product_id FROM product_variations WHERE code = upper(?4)))`,
  )
    .bind(...base, q)
    .first<ProductRow>();
  if (coded) return coded;
  const hits = (await searchIndex(env).products(site, q, 10)).ids;
  if (hits.length === 0) return null;
  return env.DB.prepare(`${PRODUCT_SELECT} WHERE ${PUBLIC_PRODUCT} AND p.id IN (SELECT value FROM json_each(?4)) ORDER BY (SELECT j.key FROM json_each(?4) j WHERE j.value = p.id) LIMIT 1`)
    .bind(...base, JSON.stringify(hits))
    .first<ProductRow>();
}

product.post("/catalog/product/", requireSite(), json(Body), async (c) => {
  const site = c.get("site");
  const { item_id, item_slug, search_q } = c.req.valid("json");
  if (!item_id && !item_slug && !search_q) return fail(c, 400, "error_invalid_request", "item_id, item_slug or search_q is required");
  const base = [site.lang, site.currency, site.code];
  const row = item_id
    ? await c.env.DB.prepare(`${PRODUCT_SELECT} WHERE p.id = ?4`).bind(...base, item_id).first<ProductRow>()
    : item_slug
      ? await c.env.DB.prepare(`${PRODUCT_SELECT} WHERE pi.slug = ?4`).bind(...base, item_slug).first<ProductRow>()
      : await byQuery(c.env, site, search_q!);
  if (!row) return fail(c, 404, "error_empty_data");

  const db = c.env.DB;
  const [texts, variations, reviews, tags, parents, related, food, allergens, ratings, goesWith, recipes] = await db.batch([
    db.prepare("SELECT short_description, description FROM product_i18n WHERE product_id = ?1 AND lang = ?2").bind(row.id, site.lang),
    db.prepare(
      `SELECT ${VARIATION_COLUMNS}
         FROM product_variations v JOIN price_offers pr ON pr.variation_id = v.id AND pr.currency = ?2
        WHERE v.product_id = ?1 ORDER BY v.position`,
    ).bind(row.id, site.currency),
    reviewPage(db, row.id, "newest", null, REVIEWS_PER_PAGE, 0),
    db.prepare(
      `SELECT t.code, ti.title, COALESCE(r.path, '') AS url FROM product_tag_links l JOIN product_tags t ON t.id = l.tag_id
         JOIN product_tag_i18n ti ON ti.tag_id = t.id AND ti.lang = ?2
         LEFT JOIN routes r ON r.site = ?3 AND r.entity_key = 'catalog_tag:' || t.code
        WHERE l.product_id = ?1 ORDER BY t.id`,
    ).bind(row.id, site.lang, site.code),
    db.prepare(
      `SELECT ci.title, COALESCE(r.path, '') AS url FROM catalog_categories c
         JOIN catalog_categories child ON child.parent_id = c.id
         JOIN catalog_category_i18n ci ON ci.category_id = c.id AND ci.lang = ?2
         LEFT JOIN routes r ON r.site = ?3 AND r.entity_key = 'catalog_category:' || c.code
        WHERE child.id = ?1`,
    ).bind(row.category_id, site.lang, site.code),
    db.prepare(`${PRODUCT_SELECT} WHERE ${PUBLIC_PRODUCT} AND p.category_id = ?4 AND p.id <> ?5 ORDER BY p.priority DESC LIMIT 4`).bind(
      site.lang,
      site.currency,
      site.code,
      row.category_id,
      row.id,
    ),
    db.prepare(
      `SELECT f.*, fi.ingredients, fi.storage, fi.origin AS origin_text FROM product_food f
         JOIN product_food_i18n fi ON fi.product_id = f.product_id AND fi.lang = ?2 WHERE f.product_id = ?1`,
    ).bind(row.id, site.lang),
    db.prepare("SELECT allergen, trace FROM product_allergens WHERE product_id = ?1").bind(row.id),
    ratingCounts(db, row.id),
    goesWellWith(db, site, row),
    productRecipes(db, site, row.id),
  ]);
  const text = texts?.results[0] as { short_description: string; description: string } | undefined;
  const relatedRows = (related?.results ?? []) as ProductRow[];
  const goesWithRows = (goesWith?.results ?? []) as ProductRow[];
  const attributes = await attributesOf(db, site.lang, [row.id, ...relatedRows.map((r) => r.id), ...goesWithRows.map((r) => r.id)]);
  const parentRows = (parents?.results ?? []) as { title: string; url: string }[];
  return ok(c, {
    ...toListItem(row, site, attributes.get(row.id) ?? []),
    // docs/behaviour/03-entities.md "Product detail": its path, its main picture at full size, the stock of all packages.
    url: row.url,
    main_image_upload_path: thumbs("products", row.code).large,
    quantity: row.stock,
    // Only to a staff session holding `warehouse_view` (docs/behaviour/06-roles.md); absent for everyone else.
    warehouses: (await requestMay(c.env, c.req.header("authorization"), "warehouse_view")) ? await productStock(db, site.lang, row.id) : undefined,
    visible: row.visible === 1,
    category_visible: row.category_visible === 1,
    manufacturer_visible: row.manufacturer_visible === 1,
    ignore_brand_visibility: row.ignore_brand_visibility === 1,
    category_template: row.category_template,
    category_parents: [...parentRows.map((p) => ({ title: p.title, url_without_domain: p.url })), { title: row.category_title, url_without_domain: row.category_url }],
    short_description: text?.short_description ?? "",
    description: text?.description ?? "",
    // The pack and its contents (scripts/seed/art/pack.ts), the pack first: it is the main image.
    images: [thumbs("products", row.code), thumbs("products", `${row.code}-contents`)],
    variations: ((variations?.results ?? []) as VariationPrice[]).map((vr) => ({
      code: vr.code,
      title: variationTitle(vr.size, vr.unit),
      size: vr.size,
      unit: vr.unit,
      available_qty: vr.stock,
      limited_qty: vr.limited_qty,
      price_custom: vr.price,
      basic_price_custom: vr.basic_price,
      discount_percent_custom: vr.discount_percent,
      loyalty_price: vr.loyalty_price,
      anchor_price: vr.anchor_price,
      ...measured(vr, vr.price),
    })),
    // The first page of reviews with text, newest first, and the summary of every approved
    // rating: the same feed as the stars above (review-rows.ts), so the figures agree.
    reviews: ((reviews?.results ?? []) as ReviewRow[]).map(toReviewItem),
    review_summary: toSummary((ratings?.results ?? []) as { rate: number; n: number; texts: number }[]),
    tags: ((tags?.results ?? []) as Array<{ code: string; title: string; url: string }>).map((t) => ({ code: t.code, title: t.title, url_without_domain: t.url })),
    related: relatedRows.map((r) => toListItem(r, site, attributes.get(r.id) ?? [])),
    goes_well_with: goesWithRows.map((r) => toListItem(r, site, attributes.get(r.id) ?? [])),
    recipes: ((recipes?.results ?? []) as PostRow[]).map((r) => ({
      id: r.id,
      title: r.title,
      url_without_domain: r.url,
      main_image_thumbs: thumbs("posts", r.code),
      prep_minutes: r.prep_minutes ?? 0,
      cook_minutes: r.cook_minutes ?? 0,
    })),
    food: foodInfo(food?.results[0] as FoodRow | undefined, (allergens?.results ?? []) as { allergen: Allergen; trace: number }[]),
  });
});
