import { TENANTS, type Tenant } from "../../tenants";

export interface Alternate {
  hreflang: string;
  href: string;
  label: string;
  currency?: string;
}

/**
 * hreflang alternates of one entity: its version on every site that has it in the site's own
 * language (`urls`, site code → path; the commerce API leaves out fallback copies), plus x-default. x-default is the default site's version; an entity the default site
 * lacks (a store abroad) falls back to the English site, then to the first site that has it, so
 * every entity names one. Pages (the head links) and sitemaps share this, so they never disagree.
 */
export function alternatesOf(urls: Record<string, string>, baseOf: (t: Tenant) => string): Alternate[] {
  const out: Alternate[] = [];
  for (const t of TENANTS) {
    const path = urls[t.code];
    if (path) out.push({ hreflang: t.htmlLang, href: baseOf(t) + path.slice(1), label: t.name, currency: t.currency.code });
  }
  const fallback = TENANTS.find((t) => t.routing.isDefault && urls[t.code]) ?? TENANTS.find((t) => t.lang === "en" && urls[t.code]) ?? TENANTS.find((t) => urls[t.code]);
  if (fallback) out.push({ hreflang: "x-default", href: baseOf(fallback) + urls[fallback.code]!.slice(1), label: fallback.name });
  return out;
}

/**
 * Every site's home page, in the alternates' form: where a page that shows no entity (the 404 and
 * the other error screens) leads on each site, for the header's site switch. Not hreflang links:
 * such a page has no canonical, and the document writes hreflang only beside a canonical.
 */
export function siteHomesOf(baseOf: (t: Tenant) => string): Alternate[] {
  return alternatesOf(Object.fromEntries(TENANTS.map((t) => [t.code, "/"])), baseOf);
}

/** The BCP 47 tag of a content language (`lang` of a site): as its sites write `<html lang>`, else the code itself. */
export function htmlLangOf(lang: string): string {
  const sites = TENANTS.filter((t) => t.lang === lang);
  return (sites.find((t) => t.htmlLang === lang) ?? sites[0])?.htmlLang ?? lang;
}
