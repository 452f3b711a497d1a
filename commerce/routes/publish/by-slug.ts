import type { Handler } from "hono";
import type { Known } from "../../env";
import { fail, ok } from "../../lib/respond";

const SLUG = /^[a-z0-9-]{1,100}$/;

/**
 * GET handler for one entity by `?slug=` in the site's language: `select` ends in a WHERE on
 * `?3` (the slug; `?1` is the language, `?2` the site). Not a slug, or no row: 404 error_empty_data.
 * Listed after `requireSite()`.
 */
export function bySlug<R>(select: string, shape: (row: R) => unknown): Handler<Known<"site">> {
  return async (c) => {
    const site = c.get("site");
    const slug = c.req.query("slug") ?? "";
    if (!SLUG.test(slug)) return fail(c, 404, "error_empty_data");
    const row = await c.env.DB.prepare(select).bind(site.lang, site.code, slug).first<R>();
    return row ? ok(c, shape(row)) : fail(c, 404, "error_empty_data");
  };
}
