import type { AuthorRef, LinkRef, PostListItem } from "../../../shared/contract/publish";
import { thumbs } from "../../lib/media";
import { categoryLink } from "../../lib/links";

/**
 * The SELECT every post answer starts from: one row per post with its texts in the site's
 * language, its category and author, and the site paths of all three from the route table.
 * `?1` = language, `?2` = site code; further parameters start at `?3`.
 */
export const POST_SELECT = `
SELECT p.id, p.code, p.kind, p.status, p.published_at, p.updated_at, p.prep_minutes, p.cook_minutes, p.servings,
       pi.title, pi.slug, pi.headline, pi.short_description,
       c.id AS category_id, c.code AS category_code, c.visible AS category_visible, c.template AS category_template, ci.title AS category_title,
       a.code AS author_code, a.name AS author_name, COALESCE(ai.role, '') AS author_role,
       COALESCE(r.path, '') AS url, COALESCE(cr.path, '') AS category_url, COALESCE(ar.path, '') AS author_url
  FROM posts p
  JOIN post_i18n pi ON pi.post_id = p.id AND pi.lang = ?1
  JOIN publish_categories c ON c.id = p.category_id
  JOIN publish_category_i18n ci ON ci.category_id = c.id AND ci.lang = ?1
  JOIN authors a ON a.id = p.author_id
  LEFT JOIN author_i18n ai ON ai.author_id = a.id AND ai.lang = ?1
  LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'publish_post:' || p.code
  LEFT JOIN routes cr ON cr.site = ?2 AND cr.entity_key = 'publish_category:' || c.code
  LEFT JOIN routes ar ON ar.site = ?2 AND ar.entity_key = 'publish_author:' || a.code`;

/**
 * Listed posts: public (docs/behaviour/04-states.md "Visibility": published, status ≥ 3, in a visible category) and
 * not moved (a post that redirects is reached through its old address only, never listed).
 */
export const PUBLIC_POST = "p.status >= 3 AND c.visible = 1 AND pi.redirect_url IS NULL";

/** The same rule as a condition on a bare `posts p` row, for counts; `?1` is the language. */
export const LISTED_POST = `p.status >= 3
  AND (SELECT visible FROM publish_categories WHERE id = p.category_id) = 1
  AND NOT EXISTS (SELECT 1 FROM post_i18n x WHERE x.post_id = p.id AND x.lang = ?1 AND x.redirect_url IS NOT NULL)`;

export interface PostRow {
  id: number;
  code: string;
  kind: "post" | "recipe";
  status: number;
  published_at: string;
  updated_at: string;
  prep_minutes: number | null;
  cook_minutes: number | null;
  servings: number | null;
  title: string;
  slug: string;
  headline: string;
  short_description: string;
  category_id: number;
  category_code: string;
  category_visible: number;
  category_template: string;
  category_title: string;
  author_code: string;
  author_name: string;
  author_role: string;
  url: string;
  category_url: string;
  author_url: string;
}

export function authorRef(row: Pick<PostRow, "author_code" | "author_name" | "author_role" | "author_url">): AuthorRef {
  return { code: row.author_code, name: row.author_name, role: row.author_role, url_without_domain: row.author_url, image_thumbs: thumbs("authors", row.author_code) };
}

export function toPostListItem(row: PostRow, tags: LinkRef[] = []): PostListItem {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    url_without_domain: row.url,
    title: row.title,
    headline: row.headline,
    short_description: row.short_description,
    ...categoryLink(row),
    main_image_thumbs: thumbs("posts", row.code),
    main_image_title: row.title,
    main_image_description: row.headline,
    images: [thumbs("posts", row.code)],
    // Comments and ratings of posts are not collected yet: the widgets are answered empty.
    feedback_comment_widget: { items: [] },
    feedback_rate_widget: { rates: 0, rates_votes: 0 },
    attributes_summary: row.kind === "recipe" ? { prep_minutes: row.prep_minutes ?? 0, cook_minutes: row.cook_minutes ?? 0, servings: row.servings ?? 0 } : null,
    datetime_published: row.published_at,
    author: authorRef(row),
    tags,
  };
}

/** Tags of the given posts in one query, keyed by post id, with their site paths. */
export async function tagsOf(db: D1Database, lang: string, site: string, ids: number[]): Promise<Map<number, LinkRef[]>> {
  const out = new Map<number, LinkRef[]>();
  if (ids.length === 0) return out;
  const { results } = await db
    .prepare(
      `SELECT pt.post_id, t.code, ti.title, COALESCE(r.path, '') AS url FROM post_tags pt JOIN publish_tags t ON t.id = pt.tag_id
         JOIN publish_tag_i18n ti ON ti.tag_id = t.id AND ti.lang = ?1
         LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'publish_tag:' || t.code
        WHERE pt.post_id IN (SELECT value FROM json_each(?3)) ORDER BY ti.title`,
    )
    .bind(lang, site, JSON.stringify(ids))
    .all<{ post_id: number; code: string; title: string; url: string }>();
  for (const r of results) out.set(r.post_id, [...(out.get(r.post_id) ?? []), { code: r.code, title: r.title, url_without_domain: r.url }]);
  return out;
}

/** `%word%` for LIKE with its wildcards escaped (used with `ESCAPE '\'`). */
export function likeWord(word: string): string {
  return `%${word.replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`;
}
