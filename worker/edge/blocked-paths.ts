import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { PageNotFound } from "../errors";

export const BFF_PREFIX = "/api/nuxtapi/";

/**
 * The comment and publishing machinery's own addresses (docs/behaviour/02-screens-and-routes.md
 * "Route resolution": certain comments and publish paths give the 404 screen). Old links and
 * scanners ask for them; they are never pages, whatever the route table says. The list is
 * explicit: a first segment of these names, or a page's comment sub-path at the end.
 */
const NOT_PAGE_SECTIONS = ["comments", "comment", "komentari", "publish", "feedback"] as const;
const NOT_PAGE_ENDINGS = ["comments", "comment", "komentari", "comments-feed"] as const;

/** `/api/*` outside the BFF, `/error/*` and the paths above are never pages: the 404 screen. */
export function isBlockedPath(path: string): boolean {
  if (path.startsWith(BFF_PREFIX)) return false;
  if (/^\/(api|error)(\/|$)/i.test(path)) return true;
  const segments = path.toLowerCase().split("/").filter(Boolean);
  const first = segments[0];
  const last = segments.at(-1);
  return (first !== undefined && (NOT_PAGE_SECTIONS as readonly string[]).includes(first)) || (segments.length > 1 && last !== undefined && (NOT_PAGE_ENDINGS as readonly string[]).includes(last));
}

export function blockedPaths(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isBlockedPath(c.get("site").path)) throw new PageNotFound("This address is not a page.");
    await next();
  };
}
