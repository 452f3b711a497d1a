import * as v from "valibot";

/**
 * What the header and footer link to on every page of a site (docs/decisions/0012-shop-navigation.md):
 * the catalogue's category tree (two levels, as the mega-menu and the mobile drawer show it) and
 * the site paths of the pages the shop names everywhere. It is the same for every visitor of a
 * site, so it may sit in the shared, edge-cached HTML.
 */
export const NavCategory = v.object({
  code: v.string(),
  title: v.string(),
  url: v.string(),
  children: v.array(v.object({ code: v.string(), title: v.string(), url: v.string() })),
});
export type NavCategory = v.InferOutput<typeof NavCategory>;

/** The pages the navigation names, each the route table's entity it shows. */
export const NAV_PAGES = {
  catalog: "catalog:index",
  brands: "catalog:manufacturers",
  recipes: "publish_category:recipes",
  magazine: "publish_category:magazine",
  tips: "publish_category:tips",
  authors: "publish:authors",
  faq: "cms:faq",
  about: "cms:about",
  contact: "cms:contact",
  terms: "cms:terms",
  stores: "location:index",
  newsletter: "newsletter:index",
  delivery: "staticcontent:delivery_info",
} as const;

export const SiteNav = v.object({
  categories: v.array(NavCategory),
  /** Site paths by name; a page the site lacks (or hides) is left out, and so is its link. */
  pages: v.record(v.string(), v.string()),
});
export type SiteNav = v.InferOutput<typeof SiteNav>;
