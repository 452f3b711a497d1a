import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { TENANTS } from "../../tenants";
import { resolveSite, type SiteResolution } from "../site";

/**
 * Each request's site, resolved once: Hono asks for the routing path first (`sitePathOf`), the
 * tenant step then reads the same answer. Keyed by the Request itself, so nothing outlives it.
 */
const resolved = new WeakMap<Request, SiteResolution>();

export function siteOf(request: Request): SiteResolution {
  let result = resolved.get(request);
  if (!result) {
    const url = new URL(request.url);
    result = resolveSite(TENANTS, request.headers.get("host") ?? url.host, url.pathname, url.search);
    resolved.set(request, result);
  }
  return result;
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
  return result.kind === "site" ? result.site.path : new URL(request.url).pathname;
}
