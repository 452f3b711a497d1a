import type { RouteRecord } from "../../shared/contract/app";
import type { CategoryListItem } from "../../shared/contract/catalog";
import { NAV_PAGES, type SiteNav } from "../../shared/site-nav";

/**
 * The header's and footer's links of a site (shared/site-nav.ts) from the two tables every page
 * already has cached: the route table (which pages the site has, at which paths) and the visible
 * category tree. Nothing visitor-bound goes in, so the shared HTML stays the same for everyone.
 */
export function siteNav(routes: readonly RouteRecord[], categories: readonly CategoryListItem[], checkout: string): SiteNav {
  const byEntity = new Map<string, string>();
  for (const r of routes) if (r.entity && r.visible !== false) byEntity.set(r.entity, r.path);
  // The checkout's first step is the tenant's choice, not a route of its own.
  const pages: Record<string, string> = { checkout };
  for (const [name, entity] of Object.entries(NAV_PAGES)) {
    const path = byEntity.get(entity);
    if (path) pages[name] = path;
  }
  const top = categories.filter((c) => c.visible && c.parents.length === 0 && c.url_without_domain);
  return {
    categories: top.map((c) => ({
      code: c.code,
      title: c.title,
      url: c.url_without_domain,
      children: c.children.filter((ch) => ch.count > 0 && ch.url_without_domain).map((ch) => ({ code: ch.code, title: ch.title, url: ch.url_without_domain })),
    })),
    pages,
  };
}
