import type { AppEnv } from "../env";
import type { MiddlewareHandler } from "hono";
import { BFF_PREFIX } from "./blocked-paths";
import { isFilePath } from "../../shared/urls";
import { redirectMiddleware, type EdgeRedirect, type EdgeRequest } from "./edge-redirect";

/** Files (`/robots.txt`, `/sitemap.xml`) keep their name; every page ends in a slash. */
export function needsSlash(path: string): boolean {
  if (path.endsWith("/") || path.startsWith(BFF_PREFIX)) return false;
  return !isFilePath(path);
}

/** Missing trailing slash → 301 to the slashed path, keeping the query (docs/behaviour/02-screens-and-routes.md, docs/behaviour/09-constants.md). */
export function slashRedirect(_c: unknown, { path, basePath, search }: EdgeRequest): EdgeRedirect | null {
  return needsSlash(path) ? { location: `${basePath}${path}/${search}`, status: 301, external: false } : null;
}

export function trailingSlash(): MiddlewareHandler<AppEnv> {
  return redirectMiddleware(slashRedirect);
}
