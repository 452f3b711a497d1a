import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { requestUrl } from "../http/request-url";

/** Where an edge rule sends a request (docs/behaviour/02-screens-and-routes.md, docs/behaviour/04-states.md): the Location, its code, and whether it leaves the site. */
export interface EdgeRedirect {
  location: string;
  status: 301 | 302 | 303 | 307 | 308;
  external: boolean;
}

/** The request an edge rule judges: the site path (tenant prefix removed), its query, and the mount. */
export interface EdgeRequest {
  path: string;
  search: string;
  basePath: string;
}

/** One redirecting edge rule: a decision, no response. The full load and the pages endpoint both ask it. */
type EdgeRedirectRule = (c: Context<AppEnv>, req: EdgeRequest) => EdgeRedirect | null | Promise<EdgeRedirect | null>;

function edgeRequest(c: Context<AppEnv>): EdgeRequest {
  const { path, basePath } = c.get("site");
  return { path, basePath, search: requestUrl(c.req.raw).search };
}

/** A rule as middleware for full page loads: GET and HEAD only, a redirect when the rule names one. */
export function redirectMiddleware(rule: EdgeRedirectRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const target = await rule(c, edgeRequest(c));
    if (!target) return next();
    return c.redirect(target.location, target.status);
  };
}
