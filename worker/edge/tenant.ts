import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { TENANTS } from "../../tenants";
import { resolveSite } from "../site";

/** Step 1 of the request path: which site, and the path within it (docs/architecture.md). */
export function resolveTenant(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const result = resolveSite(TENANTS, c.req.header("host") ?? url.host, url.pathname, url.search);
    if (result.kind === "redirect") return c.redirect(result.location, 301);
    c.set("site", result.site);
    await next();
  };
}

/** Hono routes on the site path, so every route is written once for all tenants. */
export function sitePathOf(request: Request): string {
  const url = new URL(request.url);
  const result = resolveSite(TENANTS, request.headers.get("host") ?? url.host, url.pathname, url.search);
  return result.kind === "site" ? result.site.path : url.pathname;
}
