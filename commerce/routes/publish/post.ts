import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { PostQuery, type PublishPost } from "../../../shared/contract/publish";
import { json } from "../../lib/validate";
import { thumbs } from "../../lib/media";
import { fail, ok } from "../../lib/respond";
import { requireSite, type SiteRow } from "../../lib/site";
import { attributesOf, PRODUCT_SELECT, PUBLIC_PRODUCT, toListItem, type ProductRow } from "../catalog/product-rows";
import { authorRef, POST_SELECT, PUBLIC_POST, tagsOf, toPostListItem, type PostRow } from "./post-rows";
import { categoryLink } from "../../lib/links";
import { productRefCodes, type ProductRef } from "../../../shared/product-refs";

/**
 * POST /publish/post/ (docs/behaviour/07-api.md): one post or recipe by `item_id`, or by `item_slug` with
 * `category_slug` (slugs in the site's language), with everything its page shows.
 *
 * Visibility is the storefront's to judge (staff see hidden posts, docs/behaviour/04-states.md), so a post that is
 * not public is still answered with 200 and its data: `status` < 3 carries
 * `label_name: "error_unauthorized"`, a hidden category `category_visible: false`. A post that
 * does not exist is a 404 with `error_empty_data`.
 */
export const post = new Hono<CommerceEnv>();

const RELATED = 3;
const StringList = v.array(v.string());

function jsonList(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed = v.safeParse(StringList, JSON.parse(raw));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** Absolute URL of a site path; sites that share a host (the .eu hub) live under their code. */
async function absoluteUrl(db: D1Database, site: SiteRow, path: string): Promise<string> {
  const shared = await db.prepare("SELECT COUNT(*) AS n FROM sites WHERE host = ?1").bind(site.host).first<{ n: number }>();
  const base = (shared?.n ?? 1) > 1 ? `${site.base_url}${site.code}/` : site.base_url;
  return base + path.replace(/^\//, "");
}

/**
 * The products `content` references (`<a href="product:CODE">`, shared/product-refs.ts) that the
 * site lists (`PUBLIC_PRODUCT`, priced in its currency: what the article's own products pass),
 * with their title and path on the site; an unknown or hidden one is left out, and renders as text.
 */
async function referencedProducts(db: D1Database, site: SiteRow, content: string): Promise<ProductRef[]> {
  const codes = productRefCodes(content);
  if (codes.length === 0) return [];
  const { results } = await db
    .prepare(`${PRODUCT_SELECT} WHERE ${PUBLIC_PRODUCT} AND p.code IN (SELECT value FROM json_each(?4))`)
    .bind(site.lang, site.currency, site.code, JSON.stringify(codes))
    .all<ProductRow>();
  return results.filter((p) => p.url !== "").map((p) => ({ code: p.code, title: p.title, url_without_domain: p.url }));
}

post.post("/publish/post/", requireSite(), json(PostQuery), async (c) => {
  const site = c.get("site");
  const { item_id, item_slug, category_slug } = c.req.valid("json");
  if (!item_id && !(item_slug && category_slug)) return fail(c, 400, "error_invalid_request", "item_id, or item_slug with category_slug, is required");
  const db = c.env.DB;
  const row = item_id
    ? await db.prepare(`${POST_SELECT} WHERE p.id = ?3`).bind(site.lang, site.code, item_id).first<PostRow>()
    : await db.prepare(`${POST_SELECT} WHERE pi.slug = ?3 AND (ci.slug = ?4 OR c.code = ?4)`).bind(site.lang, site.code, item_slug, category_slug).first<PostRow>();
  if (!row) return fail(c, 404, "error_empty_data");

  const [texts, author, related, products, home] = await db.batch([
    db.prepare("SELECT content, redirect_url, redirect_code, ingredients_json, steps_json FROM post_i18n WHERE post_id = ?1 AND lang = ?2").bind(row.id, site.lang),
    db.prepare("SELECT COALESCE(ai.bio, '') AS bio FROM authors a LEFT JOIN author_i18n ai ON ai.author_id = a.id AND ai.lang = ?2 WHERE a.code = ?1").bind(row.author_code, site.lang),
    db.prepare(`${POST_SELECT} WHERE ${PUBLIC_POST} AND p.category_id = ?3 AND p.id <> ?4 ORDER BY p.published_at DESC, p.id DESC LIMIT ${RELATED}`).bind(
      site.lang,
      site.code,
      row.category_id,
      row.id,
    ),
    // A recipe's products are its ingredients', an article's those its editors chose (migration 0027).
    db.prepare(`${PRODUCT_SELECT} JOIN ${row.kind === "recipe" ? "recipe_products" : "post_products"} rp ON rp.product_id = p.id AND rp.post_id = ?4 WHERE ${PUBLIC_PRODUCT} ORDER BY rp.position`).bind(
      site.lang,
      site.currency,
      site.code,
      row.id,
    ),
    db.prepare("SELECT value FROM labels WHERE lang = ?1 AND key = 'breadcrumbs_home'").bind(site.lang),
  ]);
  const text = texts?.results[0] as { content: string; redirect_url: string | null; redirect_code: number | null; ingredients_json: string | null; steps_json: string | null } | undefined;
  const productRows = (products?.results ?? []) as ProductRow[];
  const [attributes, productRefs] = await Promise.all([attributesOf(db, site.lang, productRows.map((p) => p.id)), referencedProducts(db, site, text?.content ?? "")]);
  const productItems = productRows.map((p) => toListItem(p, site, attributes.get(p.id) ?? []));
  const homeTitle = (home?.results[0] as { value: string } | undefined)?.value ?? "";
  const relatedRows = (related?.results ?? []) as PostRow[];
  const tags = await tagsOf(db, site.lang, site.code, [row.id, ...relatedRows.map((r) => r.id)]);
  const image = thumbs("posts", row.code);

  const data: PublishPost = {
    id: row.id,
    code: row.code,
    kind: row.kind,
    status: row.status,
    label_name: row.status < 3 ? "error_unauthorized" : null,
    title: row.title,
    seo_title: null,
    seo_description: null,
    headline: row.headline,
    short_description: row.short_description,
    content: text?.content ?? "",
    url: await absoluteUrl(db, site, row.url),
    url_without_domain: row.url,
    ...categoryLink(row),
    category_visible: row.category_visible === 1,
    category_template: row.category_template,
    author: { ...authorRef(row), bio: (author?.results[0] as { bio: string } | undefined)?.bio ?? "" },
    datetime_published: row.published_at,
    datetime_updated: row.updated_at,
    main_image_upload_path: image.large,
    main_image_thumbs: image,
    breadcrumbs: [
      { url: "/", title: homeTitle },
      { url: row.category_url, title: row.category_title },
      { url: row.url, title: row.title },
    ],
    tags: tags.get(row.id) ?? [],
    feedback_rate_widget: { rates: 0, rates_votes: 0 },
    feedback_comment_widget: { items: [] },
    redirect_url_without_domain: text?.redirect_url ?? null,
    redirect_code: text?.redirect_code ?? null,
    related: relatedRows.map((r) => toPostListItem(r, tags.get(r.id))),
    recipe:
      row.kind === "recipe"
        ? {
            prep_minutes: row.prep_minutes ?? 0,
            cook_minutes: row.cook_minutes ?? 0,
            servings: row.servings ?? 0,
            ingredients: jsonList(text?.ingredients_json ?? null),
            steps: jsonList(text?.steps_json ?? null),
            products: productItems,
          }
        : null,
    products: row.kind === "recipe" ? [] : productItems,
    product_refs: productRefs,
  };
  return ok(c, data);
});
