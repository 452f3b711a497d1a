// Builds the seed SQL of the commerce API's local database from the tenant files and the data
// under commerce/seed/, and the seed's images under public/media/. Reference tables are
// replaced; visitor data (tokens, accounts, carts, orders, wishlists) is left alone, so
// re-seeding on every start never loses what a developer made.
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { TENANTS } from "../tenants";
import * as catalogData from "../commerce/seed/catalog/index";
import * as contentData from "../commerce/seed/content/index";
import { labels } from "../commerce/seed/labels";
import { PAGE_META, PAGES } from "../commerce/seed/pages";
import { redirectRules } from "../commerce/seed/redirects";
import { CURRENCIES, SITE_CONTACTS } from "../commerce/seed/sites";
import { catalogStatements, type CatalogData } from "./seed/catalog";
import { warehouseStatements } from "./seed/warehouses";
import { checkoutStatements } from "./seed/checkout";
import { contentStatements, type ContentData } from "./seed/content";
import { writeHero, writeMap, writeMedia, type MediaItem } from "./seed/media";
import { AUTHOR_EMOJI, AUTHOR_FALLBACK, CATEGORY_EMOJI, STORE_EMOJI, brandEmojiOf, emojiOf, sceneEmojiOf } from "./seed/art/emoji";
import { brandSvg, portraitSvg, storeSvg } from "./seed/art/scene";
import { productArt } from "./seed/art/product-art";
import { contentLang, routeStatements, siteRoutes, type Route } from "./seed/routes";
import { staffReviewStatements } from "./seed/reviews";
import { insert } from "./seed/sql";

/** The staff user of local development (sees hidden pages, posts and products); documented in README. */
export const STAFF = { email: "urednik@zrno.hr", password: "Zrno-urednik-2026" };
/** A staff user who may also see and set stock per warehouse (staff_permissions `warehouse_view`, migration 0023; `warehouse_edit`, 0025). */
const STOCK_STAFF = { email: "skladiste@zrno.hr", password: "Zrno-skladiste-2026" };
/** A store's staff user who sees stock per warehouse but may not set it (`warehouse_view` only): the table stays read-only. */
const STORE_STAFF = { email: "trgovina@zrno.hr", password: "Zrno-trgovina-2026" };

/** Same format as commerce/lib/password.ts, computed with Node's crypto at seed time. */
function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password.normalize("NFC"), salt, 100_000, 32, "sha256");
  return `pbkdf2-sha256$100000$${salt.toString("base64")}$${hash.toString("base64")}`;
}

export const CATALOG: CatalogData = {
  categories: catalogData.CATEGORIES,
  manufacturers: catalogData.MANUFACTURERS,
  attributes: catalogData.ATTRIBUTES,
  tags: catalogData.PRODUCT_TAGS,
  products: catalogData.PRODUCTS,
  lists: catalogData.LISTS,
};

export const CONTENT: ContentData = {
  categories: contentData.PUBLISH_CATEGORIES,
  authors: contentData.AUTHORS,
  tags: contentData.TAGS,
  posts: contentData.POSTS,
  recipes: contentData.RECIPES,
  faq: contentData.FAQ,
  locations: contentData.LOCATIONS,
  sweepstakes: contentData.SWEEPSTAKES,
  newsletters: contentData.NEWSLETTERS,
  staticContent: contentData.STATIC_CONTENT,
  instashop: contentData.INSTASHOP,
  postProducts: contentData.POST_PRODUCTS,
};

/** Reference tables, children first, so deleting never trips a foreign key. */
const REFERENCE_TABLES = [
  "warehouse_stock", "warehouses", "instashop_products", "instashop_i18n", "instashop_items", "static_content", "newsletter_i18n", "newsletters",
  "sweepstake_i18n", "sweepstakes", "location_sites", "location_i18n", "locations", "faq_i18n", "faq",
  "post_products", "recipe_products", "post_tags", "post_i18n", "posts", "publish_tag_i18n", "publish_tags", "author_i18n", "authors",
  "publish_category_i18n", "publish_categories", "catalog_list_items", "catalog_list_i18n", "catalog_lists",
  "product_allergens", "product_food_i18n", "product_food", "product_ratings", "price_history", "prices", "product_variations", "product_tag_links", "product_attributes", "product_i18n", "products",
  "product_tag_i18n", "product_tags", "attribute_i18n", "attributes", "manufacturer_i18n", "manufacturers",
  "catalog_category_i18n", "catalog_categories", "redirects", "routes", "cms_pages", "labels", "currencies", "sites",
];

/** Which route entities shoppers may see, for sitemaps (pages still decide per request). */
function publicEntities(): Set<string> {
  const hidden = new Set<string>();
  const cat = new Map(CATALOG.categories.map((c) => [c.code, c]));
  const brand = new Map(CATALOG.manufacturers.map((m) => [m.code, m]));
  for (const c of CATALOG.categories) if (!c.visible || c.redirect) hidden.add(`catalog_category:${c.code}`);
  for (const m of CATALOG.manufacturers) if (!m.visible) hidden.add(`catalog_manufacturer:${m.code}`);
  for (const l of CATALOG.lists) if (!l.visible || l.redirect) hidden.add(`catalog_list:${l.code}`);
  for (const p of CATALOG.products) {
    const ok = p.visible && cat.get(p.category)?.visible && (brand.get(p.manufacturer)?.visible || p.ignoreBrandVisibility);
    if (!ok) hidden.add(`catalog_product:${p.code}`);
  }
  const pubCat = new Map(CONTENT.categories.map((c) => [c.code, c]));
  for (const c of CONTENT.categories) if (!c.visible || c.redirect) hidden.add(`publish_category:${c.code}`);
  for (const p of CONTENT.posts) if (p.status < 3 || !pubCat.get(p.category)?.visible || p.redirect) hidden.add(`publish_post:${p.code}`);
  for (const r of CONTENT.recipes) if (r.status < 3) hidden.add(`publish_post:${r.code}`);
  return hidden;
}

export function seedStatements(): string[] {
  const out: string[] = REFERENCE_TABLES.map((t) => `DELETE FROM ${t};`);
  // The search index is built from these tables by the API (commerce/search/d1-index.ts):
  // clearing its state makes the first search after a seed rebuild every language.
  out.push("DELETE FROM search_state;");
  for (const c of CURRENCIES) out.push(insert("currencies", c));
  for (const [key, byLang] of Object.entries(labels)) {
    for (const [lang, value] of Object.entries(byLang)) out.push(insert("labels", { lang, key, value }));
  }
  const catalog = catalogStatements(CATALOG);
  const content = contentStatements(CONTENT, catalog.ids.product);
  const hidden = publicEntities();
  const siteRows: string[] = [];
  const routeRows: string[] = [];
  TENANTS.forEach((t, siteIndex) => {
    const base = new URL(t.baseUrls.production);
    const contact = SITE_CONTACTS[t.code] ?? { email: `info@${base.hostname.replace(/^www\./, "")}`, phone: "", address: "" };
    siteRows.push(insert("sites", { code: t.code, lang: t.lang, host: base.hostname, base_url: t.baseUrls.production, locale: t.locale, currency: t.currency.code, title: t.name, ...contact }));
    const routes: Route[] = [];
    let pageId = (siteIndex + 1) * 1000;
    for (const [kind, byLang] of Object.entries(PAGES) as [keyof typeof PAGES, (typeof PAGES)[keyof typeof PAGES]][]) {
      const page = byLang[t.lang];
      const { template, visible } = PAGE_META[kind];
      if (!visible) hidden.add(`cms:${kind}`);
      routes.push({ path: page.slug ? `/${page.slug}/` : "/", controller: "cms", action: "index", template, content_type: "page", entity_key: `cms:${kind}`, content_lang: contentLang(byLang, t.lang) });
      siteRows.push(
        insert("cms_pages", { id: ++pageId, site: t.code, slug: page.slug, template, visible, title: page.title, seo_title: null, seo_description: page.seo_description, content: page.content }),
      );
    }
    routes.push(...siteRoutes(t, CATALOG, catalog.ids, CONTENT, content.ids));
    routeRows.push(...routeStatements(t.code, routes.map((r) => ({ ...r, visible: !hidden.has(r.entity_key) }))));
    const slugs = { about: PAGES.about[t.lang].slug, contact: PAGES.contact[t.lang].slug };
    for (const rule of redirectRules(t.routeWords, slugs)) siteRows.push(insert("redirects", { site: t.code, ...rule }));
  });
  out.push(...siteRows.filter((s) => s.startsWith("INSERT INTO sites")), ...siteRows.filter((s) => !s.startsWith("INSERT INTO sites")));
  out.push(...catalog.statements, ...content.statements, ...routeRows);
  out.push(...warehouseStatements(CATALOG.products, CONTENT.locations, catalog.ids.variation, content.ids.location));
  out.push(...checkoutStatements(TENANTS));
  out.push("INSERT OR IGNORE INTO settings (key, value) VALUES ('maintenance', '0');");
  out.push(insert("users", { email: STAFF.email, password_hash: hashPassword(STAFF.password), first_name: "Ana", last_name: "Urednik", is_staff: 1, confirmed_at: "2026-01-01 00:00:00" }).replace("INSERT INTO", "INSERT OR IGNORE INTO"));
  out.push(...staffReviewStatements(STAFF.email));
  out.push(insert("users", { email: STOCK_STAFF.email, password_hash: hashPassword(STOCK_STAFF.password), first_name: "Marko", last_name: "Skladištar", is_staff: 1, confirmed_at: "2026-01-01 00:00:00" }).replace("INSERT INTO", "INSERT OR IGNORE INTO"));
  for (const permission of ["warehouse_view", "warehouse_edit"]) out.push(`INSERT OR IGNORE INTO staff_permissions (user_id, permission) SELECT id, '${permission}' FROM users WHERE email = '${STOCK_STAFF.email}';`);
  out.push(insert("users", { email: STORE_STAFF.email, password_hash: hashPassword(STORE_STAFF.password), first_name: "Ivana", last_name: "Prodavačica", is_staff: 1, confirmed_at: "2026-01-01 00:00:00" }).replace("INSERT INTO", "INSERT OR IGNORE INTO"));
  out.push(`INSERT OR IGNORE INTO staff_permissions (user_id, permission) SELECT id, 'warehouse_view' FROM users WHERE email = '${STORE_STAFF.email}';`);
  return out;
}

export function mediaItems(): MediaItem[] {
  const items: MediaItem[] = [];
  const brands = new Map(CATALOG.manufacturers.map((m) => [m.code, m]));
  for (const p of CATALOG.products) items.push({ kind: "products", code: p.code, title: p.title.en, hue: p.hue, art: productArt(p, brands.get(p.manufacturer)) });
  const made = new Map<string, string[]>();
  for (const p of CATALOG.products) made.set(p.manufacturer, [...(made.get(p.manufacturer) ?? []), emojiOf(p.title.en, p.kind ?? "")]);
  for (const m of CATALOG.manufacturers) {
    const emoji = brandEmojiOf(made.get(m.code) ?? []);
    items.push({ kind: "brands", code: m.code, title: m.title, hue: 90, color: m.color, draw: (size) => brandSvg(emoji, m.title, m.color, size) });
  }
  for (const c of CATALOG.categories) items.push({ kind: "categories", code: c.code, title: c.title.en, hue: (c.position * 47) % 360, scene: CATEGORY_EMOJI[c.code] ?? ["🌾", "🍎", "🥕"] });
  for (const p of [...CONTENT.posts, ...CONTENT.recipes]) {
    const scene = sceneEmojiOf(p.title.en);
    items.push({ kind: "posts", code: p.code, title: p.title.en, hue: p.hue, scene: scene.length ? scene : ["🧺", "🍎", "🌾"] });
  }
  for (const a of CONTENT.authors) items.push({ kind: "authors", code: a.code, title: a.name, hue: a.hue, draw: (size) => portraitSvg(AUTHOR_EMOJI[a.code] ?? AUTHOR_FALLBACK, a.name, a.hue, size) });
  CONTENT.locations.forEach((l, i) => {
    const [a, b] = STORE_EMOJI.produce[i % STORE_EMOJI.produce.length]!;
    items.push({ kind: "locations", code: l.code, title: l.city, hue: (i * 53 + 20) % 360, draw: (size) => storeSvg([STORE_EMOJI.shop, STORE_EMOJI.tree, a, b], `Zrno · ${l.city}`, (i * 53 + 20) % 360, size) });
  });
  for (const i of CONTENT.instashop) {
    const scene = sceneEmojiOf(i.caption.en);
    items.push({ kind: "instashop", code: i.code, title: i.caption.en, hue: i.hue, scene: scene.length ? scene : ["🧺", "🍎", "🌾"] });
  }
  return items;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const file = join(root, "commerce", "seed", "seed.generated.sql");
  mkdirSync(dirname(file), { recursive: true });
  const statements = seedStatements();
  writeFileSync(file, statements.join("\n") + "\n");
  const images = writeMedia(join(root, "public"), mediaItems()) + writeHero(join(root, "public"), "Zrno") + writeMap(join(root, "public"));
  console.log(`seed: ${statements.length} statements → ${file}; ${images} images → public/media/`);
}
