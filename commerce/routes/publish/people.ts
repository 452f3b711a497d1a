import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import type { Author } from "../../../shared/contract/publish";
import { thumbs } from "../../lib/media";
import { ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { bySlug } from "./by-slug";
import { LISTED_POST } from "./post-rows";

/**
 * Authors and tags of the publishing section: GET /publish/authors/, GET /publish/author/?slug=
 * and GET /publish/tags/. Counts are of the posts lists show (public and not moved).
 */
export const people = new Hono<CommerceEnv>();

const count = (cond: string) => `(SELECT COUNT(*) FROM posts p WHERE ${LISTED_POST} AND ${cond})`;

const AUTHOR_SELECT = `
SELECT a.id, a.code, a.name, a.slug, COALESCE(ai.role, '') AS role, COALESCE(ai.bio, '') AS bio, COALESCE(r.path, '') AS url_without_domain,
       ${count("p.author_id = a.id")} AS post_count
  FROM authors a
  LEFT JOIN author_i18n ai ON ai.author_id = a.id AND ai.lang = ?1
  LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'publish_author:' || a.code`;

/** A row of AUTHOR_SELECT: the contract's fields but the pictures, which follow from the code. */
type AuthorRow = Omit<Author, "image_thumbs">;

const shapeAuthor = ({ post_count, ...r }: AuthorRow): Author => ({ ...r, image_thumbs: thumbs("authors", r.code), post_count });

people.get("/publish/authors/", requireSite(), async (c) => {
  const site = c.get("site");
  const { results } = await c.env.DB.prepare(`${AUTHOR_SELECT} ORDER BY a.name COLLATE NOCASE`).bind(site.lang, site.code).all<AuthorRow>();
  return ok(c, results.map(shapeAuthor));
});

people.get("/publish/author/", requireSite(), bySlug(`${AUTHOR_SELECT} WHERE a.slug = ?3`, shapeAuthor));

people.get("/publish/tags/", requireSite(), async (c) => {
  const site = c.get("site");
  const { results } = await c.env.DB.prepare(
    `SELECT t.id, t.code, ti.title, COALESCE(r.path, '') AS url, ${count("p.id IN (SELECT post_id FROM post_tags WHERE tag_id = t.id)")} AS post_count
       FROM publish_tags t JOIN publish_tag_i18n ti ON ti.tag_id = t.id AND ti.lang = ?1
       LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'publish_tag:' || t.code
      ORDER BY ti.title COLLATE NOCASE`,
  )
    .bind(site.lang, site.code)
    .all<{ id: number; code: string; title: string; url: string; post_count: number }>();
  return ok(c, results.map((t) => ({ id: t.id, code: t.code, title: t.title, url_without_domain: t.url, post_count: t.post_count })));
});
