// The route table of every site: one row per site and path, tied across sites by entity_key so
// each route can list its versions on the other sites (hreflang). Path shapes follow docs/behaviour/02-screens-and-routes.md
// "Route patterns" with the site's route words from its tenant file.
import type { LanguageCode } from "../../i18n/languages";
import { sourceLang } from "../../commerce/seed/texts";
import type { Tenant } from "../../tenants";
import type { CatalogData, CatalogIds } from "./catalog";
import type { ContentData, ContentIds } from "./content";
import { insert } from "./sql";

export interface Route {
  path: string;
  controller: string;
  action: string;
  template: string;
  content_type: string;
  entity_key: string;
  /** The language the entity's texts are really in when it is not the site's (a fallback); else null. */
  content_lang?: string | null;
  visible?: boolean;
}

/** Fields that hold an entity's texts. */
const TEXT_FIELDS = ["title", "description", "bio", "content", "caption"] as const;

/**
 * The language an entity is shown in on a site of `lang` when it is not `lang` itself: the first
 * of its texts (commerce/seed/texts.ts records where each came from) that `lang` lacks and takes
 * from a fallback. A half-translated entity is no translation yet. Null when every text is the
 * language's own, or the entity has none (index pages are labels).
 */
export function contentLang(entity: unknown, lang: LanguageCode): string | null {
  if (typeof entity !== "object" || entity === null) return null;
  const values = [entity, ...TEXT_FIELDS.map((field) => (entity as Record<string, unknown>)[field])];
  for (const value of values) {
    const from = sourceLang(value, lang);
    if (from && from !== lang) return from;
  }
  return null;
}

export function siteRoutes(t: Tenant, catalog: CatalogData, cIds: CatalogIds, content: ContentData, pIds: ContentIds): Route[] {
  const w = t.routeWords;
  const lang = t.lang;
  const r: Route[] = [];
  const add = (path: string, controller: string, action: string, template: string, content_type: string, entity_key: string, entity?: unknown) =>
    r.push({ path, controller, action, template, content_type, entity_key, content_lang: contentLang(entity, lang) });

  // Catalogue
  add(`/${w.catalog}/`, "catalog", "index", "catalog", "catalog", "catalog:index");
  const catSlug = new Map(catalog.categories.map((c) => [c.code, c]));
  for (const c of catalog.categories) {
    const parent = c.parent ? catSlug.get(c.parent) : undefined;
    const path = parent ? `/${w.catalog}/${parent.slug[lang]}/${c.slug[lang]}/` : `/${w.catalog}/${c.slug[lang]}/`;
    add(path, "catalog", "category", c.template, "catalog_category", `catalog_category:${c.code}`, c);
  }
  for (const p of catalog.products) {
    const id = cIds.product.get(p.code);
    add(`/${w.catalog}/${p.slug[lang]}-${w.product}-${id}/`, "catalog", "product", "product", "catalog_product", `catalog_product:${p.code}`, p);
  }
  for (const l of catalog.lists) add(`/${w.catalog}/${l.slug[lang]}/`, "catalog", "list", "list", "catalog_list", `catalog_list:${l.code}`, l);
  add(`/${w.manufacturer}/`, "catalog", "manufacturers", "manufacturers", "catalog_manufacturer", "catalog:manufacturers");
  for (const m of catalog.manufacturers) add(`/${w.manufacturer}/${m.slug}/`, "catalog", "manufacturer", "manufacturer", "catalog_manufacturer", `catalog_manufacturer:${m.code}`, m);
  add(`/${w.productTags}/`, "catalog", "tags", "tags", "catalog_tag", "catalog:tags");
  for (const tag of catalog.tags) add(`/${w.productTags}/${tag.slug[lang]}-${cIds.tag.get(tag.code)}/`, "catalog", "tag", "tag", "catalog_tag", `catalog_tag:${tag.code}`, tag);
  add(`/${w.wishlist}/`, "catalog", "wishlist", "wishlist", "catalog", "catalog:wishlist");
  add(`/${w.search}/`, "catalog", "search", "search", "search", "catalog:search");

  // Webshop and account: one row each for the controller's root. The storefront picks the
  // screen below it by the next segment (docs/behaviour/02-screens-and-routes.md "auth: chosen by the second URL segment"), and
  // the API builds the links it mails (sign-up confirmation, password reset) from these rows.
  add(`/${w.webshop}/`, "webshop", "cart", "cart", "webshop", "webshop:cart");
  add(`/${w.auth}/`, "auth", "index", "auth", "auth", "auth:index");

  // Publishing
  const pubCat = new Map(content.categories.map((c) => [c.code, c]));
  for (const c of content.categories) add(`/${c.slug[lang]}/`, "publish", "category", c.template, "publish_category", `publish_category:${c.code}`, c);
  const posts = [...content.posts, ...content.recipes.map((x) => ({ ...x, category: pIds.recipeCategory }))];
  for (const p of posts) {
    const cat = pubCat.get(p.category);
    if (!cat) continue;
    const recipe = "ingredients" in p;
    add(`/${cat.slug[lang]}/${p.slug[lang]}/`, "publish", "detail", recipe ? "recipe" : "post", recipe ? "publish_recipe" : "publish_post", `publish_post:${p.code}`, p);
  }
  add(`/${w.tags}/`, "publish", "tags", "tags", "publish_tag", "publish:tags");
  for (const tag of content.tags) add(`/${w.tags}/${tag.slug[lang]}-${pIds.tag.get(tag.code)}/`, "publish", "tag", "tag", "publish_tag", `publish_tag:${tag.code}`, tag);
  add(`/${w.authors}/`, "publish", "authors", "authors", "publish_author", "publish:authors");
  for (const a of content.authors) add(`/${w.authors}/${a.slug}/`, "publish", "author", "author", "publish_author", `publish_author:${a.code}`, a);
  add("/instashop/", "publish", "instashop", "instashop", "instashop", "publish:instashop");

  // Stores, sweepstakes, newsletters, static pages
  add(`/${w.location}/`, "location", "index", "locations", "location", "location:index");
  for (const l of content.locations) {
    if (l.sites.includes(t.code)) add(`/${w.location}/${l.slug[lang]}/`, "location", "detail", "location", "location", `location:${l.code}`, l);
  }
  add(`/${w.sweepstake}/`, "sweepstake", "index", "sweepstakes", "sweepstake", "sweepstake:index");
  for (const s of content.sweepstakes) add(`/${w.sweepstake}/${s.slug[lang]}/`, "sweepstake", "detail", "sweepstake", "sweepstake", `sweepstake:${s.code}`, s);
  add("/newsletter/", "newsletter", "index", "newsletters", "newsletter", "newsletter:index");
  for (const n of content.newsletters) add(`/newsletter/${pIds.newsletter.get(n.code)}-${n.code}/`, "newsletter", "detail", "newsletter", "newsletter", `newsletter:${n.code}`, n);
  for (const s of content.staticContent) add(`/info/${s.code.replace(/_/g, "-")}/`, "staticcontent", "detail", "static", "staticcontent", `staticcontent:${s.code}`, s);
  return r;
}

export function routeStatements(site: string, routes: Route[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const route of routes) {
    if (seen.has(route.path)) throw new Error(`seed: ${site} has two routes at ${route.path}`);
    seen.add(route.path);
    out.push(insert("routes", { site, ...route }));
  }
  return out;
}
