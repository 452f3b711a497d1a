import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { CategoriesQuery, type PublishCategory } from "../../../shared/contract/publish";
import { json } from "../../lib/validate";
import { fail, ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { LISTED_POST } from "./post-rows";

/**
 * POST /publish/categories/ (docs/behaviour/07-api.md): one category by its slug in the site's language (or its
 * code), hidden ones included so staff can see them; without a slug, the visible categories in
 * their position order. Each carries the count of posts its page lists.
 */
export const categories = new Hono<CommerceEnv>();

const SELECT = `
SELECT c.id, c.code, c.template, c.visible, c.position, ci.title, ci.description,
       COALESCE(r.path, '') AS url_without_domain, ci.redirect_url AS redirect_url_without_domain, ci.redirect_code,
       (SELECT COUNT(*) FROM posts p WHERE p.category_id = c.id AND ${LISTED_POST}) AS post_count
  FROM publish_categories c
  JOIN publish_category_i18n ci ON ci.category_id = c.id AND ci.lang = ?1
  LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'publish_category:' || c.code`;

/** A row of SELECT: the contract's fields under their own names, `visible` as SQLite keeps it. */
type CategoryRow = Omit<PublishCategory, "visible"> & { visible: number };

const shape = (r: CategoryRow): PublishCategory => ({ ...r, visible: r.visible === 1 });

categories.post("/publish/categories/", requireSite(), json(CategoriesQuery), async (c) => {
  const site = c.get("site");
  const { slug } = c.req.valid("json");
  const db = c.env.DB;
  if (slug) {
    // The localized slug wins over a code that happens to spell the same word.
    const row = await db.prepare(`${SELECT} WHERE ci.slug = ?3 OR c.code = ?3 ORDER BY (ci.slug = ?3) DESC LIMIT 1`).bind(site.lang, site.code, slug).first<CategoryRow>();
    return row ? ok(c, shape(row)) : fail(c, 404, "error_empty_data");
  }
  const { results } = await db.prepare(`${SELECT} WHERE c.visible = 1 ORDER BY c.position, c.id`).bind(site.lang, site.code).all<CategoryRow>();
  return ok(c, results.map(shape));
});
