import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { checkPath } from "../edge/request-guard";
import { edgeRedirectFor } from "../edge/page-redirects";
import { isBlockedPath } from "../edge/blocked-paths";
import { isExternal } from "../edge/redirect-rules";
import { resolvePage } from "../pages/resolve";
import { resolveSite } from "../site";
import { envelope, refuse } from "./respond";
import { TENANTS } from "../../tenants";
import { ContentLang } from "../../tenants/schema";
import { appUrl } from "../../shared/urls";

/**
 * GET /api/nuxtapi/pages/?slug=<path>[&<page query>]: the page data client-side navigation
 * needs (docs/behaviour/07-api.md), resolved by the same edge rules and loaders as SSR. The answer is the page
 * state and the status the server would have sent, or the redirect (`location`, `status`,
 * `external`) a full load would get; visitor-specific pages say `no-store`.
 */
export const pagesBff = new Hono<AppEnv>();

const Slug = v.pipe(v.string(), v.startsWith("/"), v.maxLength(1024));

pagesBff.get("/pages/", async (c) => {
  const url = new URL(c.req.url);
  const query = new URLSearchParams(url.searchParams);
  const mode = query.get("mode");
  const lang = query.get("lang");
  for (const k of ["slug", "mode", "lang"]) query.delete(k);
  if (mode !== null && mode !== "search") return refuse(c, 400, undefined, { message: "mode can only be search." });
  if (lang !== null && !v.is(ContentLang, lang)) return refuse(c, 400, undefined, { message: "lang must be a language of the shop." });
  // mode=search: the site's search screen with the rest of the query (search_q), whatever the slug.
  const slug = v.safeParse(Slug, mode === "search" ? appUrl(c.get("site"), "search") : (url.searchParams.get("slug") ?? ""));
  if (!slug.success) return refuse(c, 400, undefined, { message: "slug must be a path such as /o-nama/." });
  const verdict = checkPath(slug.output);
  if (!verdict.ok) return refuse(c, verdict.status === 414 ? 414 : 400, undefined, { message: verdict.reason });
  const search = query.size ? `?${query.toString()}` : "";
  // slug is the full path as the browser shows it; a link into another site is a full page load.
  const target = resolveSite(TENANTS, c.req.header("host") ?? url.host, slug.output, search);
  if (target.kind === "redirect") return moved(c, target.location, 301);
  if (target.site.tenant.code !== c.get("site").tenant.code) return envelope(c, false, null, { status: 200, otherSite: true });
  // The edge rules of a full load, in the same order: paths that are never pages first (the 404
  // screen from resolvePage), then the redirects (worker/edge/page-redirects.ts).
  const edge = isBlockedPath(target.site.path) ? null : await edgeRedirectFor(c, { path: target.site.path, basePath: target.site.basePath, search });
  if (edge) return moved(c, edge.location, edge.status);
  const page = await resolvePage(c, decodeURI(target.site.path), query);
  const cacheControl = page.private ? "no-store" : "private, no-cache";
  if (page.kind === "redirect") return moved(c, page.location, page.status, cacheControl);
  // lang: the same page in another language is that language's site's version of it (its
  // hreflang alternate), a move like any other; a page without one there is a 404, and so is a
  // page of no entity (its alternates are only the sites' homes, worker/seo/alternates.ts).
  if (lang !== null && lang !== target.site.tenant.lang) {
    const other = siteForLang(lang, c.req.header("host") ?? url.host);
    const alternate = other && page.state?.canonical && page.state.alternates.find((a) => a.hreflang === other.htmlLang);
    if (alternate) return moved(c, sameOriginPath(alternate.href, url), 302, cacheControl);
    c.header("cache-control", cacheControl);
    return envelope(c, false, null, { status: 404 });
  }
  c.header("cache-control", cacheControl);
  return envelope(c, page.status === 200, page.state, { status: page.status });
});

/** A redirect as data: the router follows an internal one in place and loads an external one in full. */
function moved(c: Context<AppEnv>, location: string, status: number, cacheControl = "private, no-cache") {
  c.header("cache-control", cacheControl);
  return envelope(c, false, null, { status, location, external: isExternal(location) });
}

/**
 * The site of a language: the one that owns this host, else the language's own site (its
 * `<html lang>` is the bare code: de, not de-AT), else the first listed.
 */
function siteForLang(lang: string, host: string) {
  const sites = TENANTS.filter((t) => t.lang === lang);
  return sites.find((t) => t.routing.hosts.includes(host)) ?? sites.find((t) => t.htmlLang === lang) ?? sites[0] ?? null;
}

/** An alternate on this origin as a path (client navigation); another origin's stays absolute (a full load). */
function sameOriginPath(href: string, url: URL): string {
  const to = new URL(href);
  return to.origin === url.origin ? `${to.pathname}${to.search}` : href;
}
