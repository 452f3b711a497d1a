import type { Context, MiddlewareHandler } from "hono";
import type { CommerceEnv, SiteRow } from "../env";

export type { SiteRow } from "../env";

/**
 * The site a call is for, from the base host and language headers the storefront sends
 * (docs/behaviour/07-api.md). Several sites share a host (the .eu hub), so the pair decides.
 */
export function resolveSite(): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => {
    const host = (c.req.header("x-base-host") ?? "").toLowerCase();
    const lang = (c.req.query("lang") ?? c.req.header("x-lang") ?? "").toLowerCase();
    if (host && lang) {
      const site = await c.env.DB.prepare("SELECT * FROM sites WHERE host = ?1 AND lang = ?2").bind(host, lang).first<SiteRow>();
      if (site) c.set("site", site);
    }
    await next();
  };
}

export function requireSite(c: Context<CommerceEnv>): SiteRow | null {
  return c.get("site") ?? null;
}
