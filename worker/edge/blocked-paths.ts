import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { PageNotFound } from "../errors";

export const BFF_PREFIX = "/api/nuxtapi/";

/** `/api/*` outside the BFF and `/error/*` are never pages (docs/behaviour/02-screens-and-routes.md): the 404 screen. */
export function isBlockedPath(path: string): boolean {
  if (path.startsWith(BFF_PREFIX)) return false;
  return /^\/(api|error)(\/|$)/i.test(path);
}

export function blockedPaths(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isBlockedPath(c.var.site.path)) throw new PageNotFound("This address is not a page.");
    await next();
  };
}
