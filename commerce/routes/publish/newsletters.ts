import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import type { Newsletter } from "../../../shared/contract/content";
import { fail, ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";

/**
 * The newsletter archive: GET /newsletters/ (newest first, without the bodies) and
 * GET /newsletter/?id=&code= (docs/behaviour/02-screens-and-routes.md: newsletter pages are `{id}-{code}`; both must match).
 */
export const newsletters = new Hono<CommerceEnv>();

const SELECT = `
SELECT n.id, n.code, ni.title, n.sent_at, COALESCE(r.path, '') AS url_without_domain%CONTENT%
  FROM newsletters n
  JOIN newsletter_i18n ni ON ni.newsletter_id = n.id AND ni.lang = ?1
  LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'newsletter:' || n.code`;

/** A row of SELECT is the contract's item (with the text where it is asked for). */
type Row = Omit<Newsletter, "content"> & { content?: string };

newsletters.get("/newsletters/", requireSite(), async (c) => {
  const site = c.get("site");
  const { results } = await c.env.DB.prepare(`${SELECT.replace("%CONTENT%", "")} ORDER BY n.sent_at DESC, n.id DESC`).bind(site.lang, site.code).all<Row>();
  return ok(c, results);
});

newsletters.get("/newsletter/", requireSite(), async (c) => {
  const site = c.get("site");
  const id = Number(c.req.query("id"));
  const code = c.req.query("code") ?? "";
  if (!Number.isInteger(id) || id < 1 || !/^[a-z0-9_-]{1,100}$/i.test(code)) return fail(c, 404, "error_empty_data");
  const row = await c.env.DB.prepare(`${SELECT.replace("%CONTENT%", ", ni.content")} WHERE n.id = ?3 AND n.code = ?4`).bind(site.lang, site.code, id, code).first<Row>();
  return row ? ok(c, row) : fail(c, 404, "error_empty_data");
});
