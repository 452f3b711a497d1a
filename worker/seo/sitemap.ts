import { Hono } from "hono";
import type { AppEnv } from "../env";
import type { RouteRecord } from "../../shared/contract/app";
import { TENANTS } from "../../tenants";
import { dataContext } from "../data/context";
import { loadRoutes } from "../data/app-data";
import { siteBaseUrl } from "../site";
import { alternatesOf } from "./alternates";

/**
 * robots.txt, a sitemap index per site and one sitemap per content type, each URL with its
 * hreflang alternates on the other sites (spec SEO). Only public routes are listed; account,
 * cart, checkout, search and wishlist pages never are.
 */
export const seo = new Hono<AppEnv>();

const PRIVATE_CONTROLLERS = new Set(["auth", "webshop"]);
const PRIVATE_ACTIONS = new Set(["search", "wishlist"]);

/** The sitemap a route belongs to: `pages`, `catalog_product`, `publish_post`… (one per content type). */
function sitemapType(r: RouteRecord): string {
  return (r.content_type || r.controller).replace(/[^a-z0-9_]/gi, "_");
}

function listed(r: RouteRecord): boolean {
  return r.visible !== false && !PRIVATE_CONTROLLERS.has(r.controller) && !PRIVATE_ACTIONS.has(r.action);
}

function xml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

seo.get("/robots.txt", (c) => {
  const origin = new URL(c.req.url).origin;
  const site = c.get("site");
  // On a shared host every prefixed site is served here; on an owned host only its owner.
  const here = site.ownHost ? [site.tenant] : TENANTS.filter((t) => !t.routing.hosts.includes(new URL(c.req.url).hostname));
  const lines = ["User-agent: *", "Allow: /", "Disallow: /api/", ...here.flatMap((t) => [`Disallow: ${t.routing.isDefault || site.ownHost ? "" : `/${t.routing.prefix}`}/${t.routeWords.auth}/`, `Disallow: ${t.routing.isDefault || site.ownHost ? "" : `/${t.routing.prefix}`}/${t.routeWords.webshop}/`])];
  lines.push("", ...here.map((t) => `Sitemap: ${siteBaseUrl(t, c.env, origin)}sitemap.xml`));
  return c.text([...new Set(lines)].join("\n") + "\n", 200, { "cache-control": "public, max-age=3600" });
});

seo.get("/sitemap.xml", async (c) => {
  const origin = new URL(c.req.url).origin;
  const base = siteBaseUrl(c.get("site").tenant, c.env, origin);
  const routes = await loadRoutes(dataContext(c));
  const types = [...new Set(routes.filter(listed).map(sitemapType))].sort();
  const body = types.map((t) => `<sitemap><loc>${xml(`${base}sitemap-${t}.xml`)}</loc></sitemap>`).join("");
  return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>\n`, 200, {
    "content-type": "application/xml; charset=utf-8",
    "cache-control": "public, max-age=3600",
  });
});

seo.get("/:file{sitemap-[a-z0-9_]+\\.xml}", async (c) => {
  const type = /^sitemap-([a-z0-9_]+)\.xml$/.exec(c.req.param("file"))?.[1] ?? "";
  const origin = new URL(c.req.url).origin;
  const tenant = c.get("site").tenant;
  const base = siteBaseUrl(tenant, c.env, origin);
  const routes = (await loadRoutes(dataContext(c))).filter((r) => listed(r) && sitemapType(r) === type);
  if (routes.length === 0) return c.text("Not Found", 404);
  const urls = routes.map((r) => {
    const alternates = alternatesOf(r.urls, (t) => siteBaseUrl(t, c.env, origin))
      .map((a) => `<xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`)
      .join("");
    return `<url><loc>${xml(base + r.path.slice(1))}</loc>${alternates}</url>`;
  });
  return c.body(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`,
    200,
    { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  );
});
