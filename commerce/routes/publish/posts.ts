import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { PostsQuery } from "../../../shared/contract/publish";
import { json } from "../../lib/validate";
import { ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { pickFields } from "../../lib/fields";
import { likeWord, POST_SELECT, PUBLIC_POST, tagsOf, toPostListItem, type PostRow } from "./post-rows";

/**
 * POST /publish/posts/: public posts (status ≥ 3 in a visible category), newest first, filtered
 * by category, tag, author, kind and search words, a page at a time.
 */
export const posts = new Hono<CommerceEnv>();

const DEFAULT_POST_LIMIT = 12;

/** The WHERE of a post query; its parameters start at ?3 (1–2 are language and site). */
function whereOf(q: PostsQuery): { sql: string; args: unknown[] } {
  const sql = [PUBLIC_POST];
  const args: unknown[] = [];
  const arg = (value: unknown) => {
    args.push(value);
    return `?${args.length + 2}`;
  };
  if (q.category) sql.push(`c.code = ${arg(q.category)}`);
  if (q.tag) sql.push(`p.id IN (SELECT pt.post_id FROM post_tags pt JOIN publish_tags t ON t.id = pt.tag_id WHERE t.code = ${arg(q.tag)})`);
  if (q.author) sql.push(`a.code = ${arg(q.author)}`);
  if (q.kind) sql.push(`p.kind = ${arg(q.kind)}`);
  if (q.exclude_id) sql.push(`p.id <> ${arg(q.exclude_id)}`);
  const words = (q.search_q ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const like = arg(likeWord(word));
    sql.push(`(lower(pi.title) LIKE ${like} ESCAPE '\\' OR lower(pi.short_description) LIKE ${like} ESCAPE '\\' OR lower(pi.content) LIKE ${like} ESCAPE '\\')`);
  }
  return { sql: sql.join(" AND "), args };
}

posts.post("/publish/posts/", requireSite(), json(PostsQuery), async (c) => {
  const site = c.get("site");
  const q = c.req.valid("json");
  const limit = q.limit ?? DEFAULT_POST_LIMIT;
  const page = q.page ?? 1;
  const where = whereOf(q);
  const db = c.env.DB;
  const [count, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM (${POST_SELECT} WHERE ${where.sql})`).bind(site.lang, site.code, ...where.args),
    db.prepare(`${POST_SELECT} WHERE ${where.sql} ORDER BY p.published_at DESC, p.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`).bind(site.lang, site.code, ...where.args),
  ]);
  const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  const items = (rows?.results ?? []) as PostRow[];
  const tags = await tagsOf(db, site.lang, site.code, items.map((r) => r.id));
  return ok(c, {
    items: items.map((r) => pickFields(toPostListItem(r, tags.get(r.id)), q.response_fields)),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    per_page: limit,
  });
});
