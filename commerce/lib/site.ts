import type { MiddlewareHandler } from "hono";
import type { CommerceEnv, Known, SiteRow } from "../env";
import { fail } from "./respond";

export type { SiteRow } from "../env";

/** How long an isolate keeps a site row it has read: the rows are configuration, written by the seed. */
export const SITE_KEEP_MS = 60_000;

/**
 * Site rows this isolate has read, by host and language. Every call needs its site before
 * anything else, so reading it from D1 each time put one more sequential round trip in front of
 * every answer (a search suggestion's budget is a few milliseconds). Only sites that exist are
 * kept, so made-up hosts cannot grow the map; a new site is found on its first call.
 */
const known = new Map<string, { site: SiteRow; at: number }>();

async function siteOf(db: D1Database, host: string, lang: string, now: number): Promise<SiteRow | null> {
  const key = `${host}\n${lang}`;
  const hit = known.get(key);
  if (hit && now - hit.at < SITE_KEEP_MS) return hit.site;
  const site = await db.prepare("SELECT * FROM sites WHERE host = ?1 AND lang = ?2").bind(host, lang).first<SiteRow>();
  if (site) known.set(key, { site, at: now });
  else known.delete(key);
  return site;
}

/**
 * The site a call is for, from the base host and language headers the storefront sends
 * (docs/behaviour/07-api.md). Several sites share a host (the .eu hub), so the pair decides.
 */
export function resolveSite(): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => {
    const host = (c.req.header("x-base-host") ?? "").toLowerCase();
    const lang = (c.req.query("lang") ?? c.req.header("x-lang") ?? "").toLowerCase();
    if (host && lang) {
      const site = await siteOf(c.env.DB, host, lang, Date.now());
      if (site) c.set("site", site);
    }
    await next();
  };
}

/**
 * Guard: the call named a known site, else 400 (by default `error_unknown_site`). Listed before a
 * route's body validator, it answers first; handlers after it read `c.get("site")` as a SiteRow.
 */
export function requireSite(label = "error_unknown_site", message?: string): MiddlewareHandler<Known<"site">> {
  return async (c, next) => {
    if (!c.get("site")) return fail(c, 400, label, message);
    await next();
  };
}
