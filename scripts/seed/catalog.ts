// Catalogue rows: categories, brands, attributes, tags, products with variations and price
// lists, ratings and comments, lists. Ids are assigned here, in data order, so they are stable.
import { taxClassOf } from "../../commerce/seed/catalog/tax-class";
import type { LabelLang } from "../../commerce/seed/labels";
import { LABEL_LANGS } from "../../commerce/seed/labels";
import type { SeedCategory, SeedList, SeedManufacturer, SeedProduct, SeedProductTag, SeedAttribute } from "../../commerce/seed/types";
import { daysAgo, idsOf, insert, need } from "./sql";

/** Room for each product's seeded ratings in the id space of product_ratings (stable ids). */
const RATINGS_PER_PRODUCT = 100;

export interface CatalogIds {
  category: Map<string, number>;
  manufacturer: Map<string, number>;
  product: Map<string, number>;
  tag: Map<string, number>;
  list: Map<string, number>;
  /** Packages by code, numbered in data order as they are written. */
  variation: Map<string, number>;
}

export interface CatalogData {
  categories: SeedCategory[];
  manufacturers: SeedManufacturer[];
  attributes: SeedAttribute[];
  tags: SeedProductTag[];
  products: SeedProduct[];
  lists: SeedList[];
}

export function catalogStatements(data: CatalogData): { statements: string[]; ids: CatalogIds } {
  const ids: CatalogIds = {
    category: idsOf(data.categories),
    manufacturer: idsOf(data.manufacturers),
    product: idsOf(data.products),
    tag: idsOf(data.tags),
    list: idsOf(data.lists),
    variation: new Map(),
  };
  const out: string[] = [];
  const langs = LABEL_LANGS as readonly LabelLang[];

  for (const c of data.categories) {
    out.push(insert("catalog_categories", { id: need(ids.category, c.code, "category"), code: c.code, parent_id: c.parent ? need(ids.category, c.parent, "category") : null, position: c.position, visible: c.visible, template: c.template }));
    for (const lang of langs) {
      out.push(insert("catalog_category_i18n", { category_id: need(ids.category, c.code, "category"), lang, title: c.title[lang], slug: c.slug[lang], description: c.description[lang], redirect_url: c.redirect?.to[lang] ?? null, redirect_code: c.redirect?.code ?? null }));
    }
  }
  for (const m of data.manufacturers) {
    const id = need(ids.manufacturer, m.code, "manufacturer");
    out.push(insert("manufacturers", { id, code: m.code, visible: m.visible, title: m.title, slug: m.slug, country: m.country, color: m.color }));
    for (const lang of langs) out.push(insert("manufacturer_i18n", { manufacturer_id: id, lang, description: m.description[lang] }));
  }
  data.attributes.forEach((a, i) => {
    out.push(insert("attributes", { id: i + 1, code: a.code }));
    for (const lang of langs) out.push(insert("attribute_i18n", { attribute_id: i + 1, lang, title: a.title[lang] }));
  });
  const attributeId = new Map(data.attributes.map((a, i) => [a.code as string, i + 1]));
  for (const t of data.tags) {
    const id = need(ids.tag, t.code, "product tag");
    out.push(insert("product_tags", { id, code: t.code }));
    for (const lang of langs) out.push(insert("product_tag_i18n", { tag_id: id, lang, title: t.title[lang], slug: t.slug[lang] }));
  }
  let variationId = 0;
  data.products.forEach((p, i) => {
    const id = need(ids.product, p.code, "product");
    out.push(
      insert("products", {
        id,
        code: p.code,
        category_id: need(ids.category, p.category, "category"),
        manufacturer_id: need(ids.manufacturer, p.manufacturer, "manufacturer"),
        visible: p.visible,
        ignore_brand_visibility: p.ignoreBrandVisibility,
        priority: data.products.length - i,
        hue: p.hue,
        tax_class: taxClassOf(p.kind),
        // Spread over the last months, so "newest" sorting means something.
        created_at: new Date(Date.UTC(2026, 10, 1) - i * 86_400_000).toISOString().slice(0, 19).replace("T", " "),
      }),
    );
    for (const lang of langs) {
      out.push(insert("product_i18n", { product_id: id, lang, title: p.title[lang], slug: p.slug[lang], short_description: p.shortDescription[lang], description: p.description[lang] }));
    }
    for (const a of p.attributes) out.push(insert("product_attributes", { product_id: id, attribute_id: need(attributeId, a, "attribute") }));
    for (const t of p.tags) out.push(insert("product_tag_links", { product_id: id, tag_id: need(ids.tag, t, "product tag") }));
    p.variations.forEach((v, position) => {
      const vid = ++variationId;
      ids.variation.set(v.code, vid);
      out.push(insert("product_variations", { id: vid, product_id: id, code: v.code, size: v.size, unit: v.unit, net_qty: v.net.amount, net_unit: v.net.unit, stock: v.stock, limited_qty: v.limitedQty, position }));
      for (const [currency, pr] of Object.entries(v.prices)) {
        // The history first: the price row then adds nothing to it (migration 0021's trigger).
        for (const h of pr.history) out.push(insert("price_history", { variation_id: vid, currency, valid_from: daysAgo(h.daysAgo), price: h.price }));
        out.push(insert("prices", { variation_id: vid, currency, price: pr.price, loyalty_price: pr.loyalty }));
      }
    });
    if (p.food) {
      const f = p.food;
      const n = f.nutrition;
      out.push(
        insert("product_food", {
          product_id: id, type: f.type, organic: f.organic, origin: f.originCode, operator: f.operator,
          nutrition_basis: n?.basis ?? null, energy_kj: n?.energyKj ?? null, energy_kcal: n?.energyKcal ?? null, fat: n?.fat ?? null, saturates: n?.saturates ?? null,
          carbohydrate: n?.carbohydrate ?? null, sugars: n?.sugars ?? null, fibre: n?.fibre ?? null, protein: n?.protein ?? null, salt: n?.salt ?? null,
        }),
      );
      for (const lang of langs) out.push(insert("product_food_i18n", { product_id: id, lang, ingredients: f.ingredients[lang], storage: f.storage[lang], origin: f.origin[lang] }));
      for (const a of f.allergens) out.push(insert("product_allergens", { product_id: id, allergen: a, trace: 0 }));
      for (const a of f.traces) out.push(insert("product_allergens", { product_id: id, allergen: a, trace: 1 }));
    }
    // Stable ids (product id × 100 + position): "was this helpful" votes name a seeded review by
    // its id and must find it again after a re-seed (migration 0022).
    if (p.ratings.length + p.comments.length >= RATINGS_PER_PRODUCT) throw new Error(`${p.code}: more ratings than RATINGS_PER_PRODUCT`);
    let rating = id * RATINGS_PER_PRODUCT;
    for (const rate of p.ratings) out.push(insert("product_ratings", { id: ++rating, product_id: id, rate }));
    for (const c of p.comments) out.push(insert("product_ratings", { id: ++rating, product_id: id, rate: c.rate, lang: c.lang, display_name: c.name, message: c.message }));
  });
  for (const l of data.lists) {
    const id = need(ids.list, l.code, "list");
    out.push(insert("catalog_lists", { id, code: l.code, visible: l.visible }));
    for (const lang of langs) out.push(insert("catalog_list_i18n", { list_id: id, lang, title: l.title[lang], slug: l.slug[lang], redirect_url: l.redirect?.to[lang] ?? null, redirect_code: l.redirect?.code ?? null }));
    l.products.forEach((code, position) => out.push(insert("catalog_list_items", { list_id: id, product_id: need(ids.product, code, "product"), position })));
  }
  return { statements: out, ids };
}
