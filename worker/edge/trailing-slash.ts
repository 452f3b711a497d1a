import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { BFF_PREFIX } from "./blocked-paths";
import { isFilePath } from "../../shared/urls";

/** Files (`/robots.txt`, `/sitemap.xml`) keep their name; every page ends in a slash. */
export function needsSlash(path: string): boolean {
  if (path.endsWith("/") || path.startsWith(BFF_PREFIX)) return false;
  return !isFilePath(path);
}

/** Missing trailing slash → 301 to the slashed path, keeping the query (spec §2, §9). */
export function trailingSlash(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { path, basePath } = c.var.site;
    if ((c.req.method === "GET" || c.req.method === "HEAD") && needsSlash(path)) {
      return c.redirect(`${basePath}${path}/${new URL(c.req.url).search}`, 301);
    }
    await next();
  };
}
