import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { TENANTS } from "../../tenants";
import { resolveSite, type SiteResolution } from "../site";
import { requestUrl } from "../http/request-url";

/**
 * Each request's site, worked out once (docs/decisions/0027-site-resolved-once.md). Hono matches
 * its routes before the first middleware runs, so the answer is taken when Hono asks for the
 * routing path (`sitePathOf`) and kept with the Request; the site step (`resolveTenant`) puts it
 * on the context, and every later step reads `c.get("site")`. Keyed by the Request itself, so
 * nothing outlives it.
 */
const resolved = new WeakMap<Request, SiteResolution>();

export function siteOf(request: Request): SiteResolution {
  let result = resolved.get(request);
  if (!result) {
    const url = requestUrl(request);
    result = resolveSite(TENANTS, request.headers.get("host") ?? url.host, url.pathname, url.search);
    resolved.set(request, result);
  }
  return result;
}

/**
 * A request the Worker makes to render this one again (the page cache's anonymous copy) is for
 * the same site: it takes this request's answer instead of working it out from its own address.
 */
export function sameSiteAs(request: Request, original: Request): void {
  resolved.set(request, siteOf(original));
}

/** Step 1 of the request path: which site, and the path within it (docs/architecture.md). */
export function resolveTenant(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = siteOf(c.req.raw);
    if (result.kind === "redirect") return c.redirect(result.location, 301);
    c.set("site", result.site);
    await next();
  };
}

/** Hono routes on the site path, so every route is written once for all tenants. */
export function sitePathOf(request: Request): string {
  const result = siteOf(request);
  return result.kind === "site" ? result.site.path : requestUrl(request).pathname;
}
