import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { stripHtml } from "../../../shared/structured-data";
import { fail, ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";

/** FAQ entries (GET /faq/, in position order) and static content blocks (GET /static-content/?code=). */
export const pages = new Hono<CommerceEnv>();

pages.get("/faq/", requireSite(), async (c) => {
  const site = c.get("site");
  const { results } = await c.env.DB.prepare(
    "SELECT f.id, f.code, fi.question, fi.answer FROM faq f JOIN faq_i18n fi ON fi.faq_id = f.id AND fi.lang = ?1 ORDER BY f.position, f.id",
  )
    .bind(site.lang)
    .all<{ id: number; code: string; question: string; answer: string }>();
  return ok(c, results);
});

/**
 * Static blocks have no title column. A block's first heading is its title, answered apart and
 * taken out of the content so a page shows it once; a block without one (most are snippets)
 * is titled by its first sentence, which stays in the content.
 */
function splitTitle(html: string): { title: string; content: string } {
  const m = /<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/i.exec(html);
  if (m?.[1]) return { title: stripHtml(m[1]), content: html.slice(0, m.index) + html.slice(m.index + m[0].length) };
  const text = stripHtml(html);
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return { title: sentence.length > 80 ? `${sentence.slice(0, 79).trimEnd()}…` : sentence, content: html };
}

pages.get("/static-content/", requireSite(), async (c) => {
  const site = c.get("site");
  const code = c.req.query("code") ?? "";
  if (!/^[a-z0-9_]{1,100}$/.test(code)) return fail(c, 404, "error_empty_data");
  const row = await c.env.DB.prepare(
    `SELECT s.code, s.content, COALESCE(r.path, '') AS url FROM static_content s
       LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'staticcontent:' || s.code
      WHERE s.code = ?3 AND s.lang = ?1`,
  )
    .bind(site.lang, site.code, code)
    .first<{ code: string; content: string; url: string }>();
  if (!row) return fail(c, 404, "error_empty_data");
  return ok(c, { code: row.code, ...splitTitle(row.content), url_without_domain: row.url });
});
