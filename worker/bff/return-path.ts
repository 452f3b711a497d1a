import type { Context } from "hono";
import { TENANTS } from "../../tenants";
import { safeRedirect, type RedirectScope } from "../../shared/safe-redirect";
import type { AppEnv } from "../env";
import type { Site } from "../site";

/**
 * Where a redirect parameter may send a shopper of this site (shared/safe-redirect.ts): the
 * request's origin and the site's mount; on a host whose root is the default site, the other
 * sites' prefixes are not its pages.
 */
function redirectScope(site: Site, origin: string): RedirectScope {
  const foreignPrefixes = site.basePath === "" && !site.ownHost ? TENANTS.filter((t) => t.code !== site.tenant.code).map((t) => t.routing.prefix) : [];
  return { origin, basePath: site.basePath, foreignPrefixes };
}

/**
 * A redirect parameter (`_back`, `return`, `redirect`, `next`, a Referer) as the path + query to
 * send this request's shopper to, or null for the caller's fallback (the site's home or form).
 */
export function safeReturnPath(raw: string | null | undefined, c: Context<AppEnv>): string | null {
  const origin = new URL(c.req.url).origin;
  // A handler mounted without the tenant step (unit tests of the form plumbing): the host's root.
  const site = c.get("site") as Site | undefined;
  return safeRedirect(raw, site ? redirectScope(site, origin) : { origin, basePath: "" });
}

/** The same rule where no request origin is at hand (a page's `?redirect=` put into its form): paths only. */
export function sitePathOnly(raw: string | null | undefined, site: Site): string | null {
  return safeRedirect(raw, redirectScope(site, SOME_ORIGIN));
}
const SOME_ORIGIN = "https://same-site.invalid";
