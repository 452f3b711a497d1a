import * as v from "valibot";
import {
  Author,
  AuthorResponse,
  AuthorsResponse,
  POST_CARD_FIELDS,
  PostsPage,
  PostsPageResponse,
  PostsQuery,
  PostProductsResponse,
  PublishCategoriesResponse,
  PublishCategory,
  PublishCategoryResponse,
  PublishPostResponse,
  PublishTag,
  PublishTagsResponse,
  ShownPost,
  type PostProductsBody,
  type PostQuery,
} from "../../shared/contract/publish";
import { sitePath, type SiteMount } from "../../shared/urls";
import { sanitizeHtml } from "../pages/sanitize";
import type { DataContext } from "./context";
import { load, loadOrNull } from "./load";
import { personal } from "./cart";

/**
 * Publishing data (docs/behaviour/07-api.md "Publishing"): categories, posts, one post, authors, tags. Public and
 * shared by every visitor of a tenant, so each is fetched with the server token and cached in KV
 * (kind `publish`, 5 minutes). Post HTML is sanitized before it is cached: nothing unsanitized
 * is ever stored or handed to a page. Visibility is NOT judged here (hidden posts are cached
 * too); the loaders and the BFF decide who may see them.
 */

/** Stable cache args of a query: keys sorted, `lang` left out (the tenant is in the key already). */
function argsOf(query: Record<string, unknown>): string {
  return Object.keys(query)
    .filter((k) => k !== "lang" && query[k] !== undefined)
    .sort()
    .map((k) => `${k}=${String(query[k])}`)
    .join("&");
}

export function loadPublishCategories(dc: DataContext) {
  return load(dc, "publish", "categories", v.array(PublishCategory), { method: "POST", path: "/publish/categories/", body: {}, cached: true, schema: PublishCategoriesResponse });
}

/** One category by its slug in the tenant's language (or its code), hidden ones included. */
export function loadPublishCategory(dc: DataContext, slug: string) {
  return loadOrNull(dc, "publish", `category:${slug}`, v.nullable(PublishCategory), { method: "POST", path: "/publish/categories/", body: { slug }, cached: true, schema: PublishCategoryResponse });
}

/** A page of posts; only the fields the cards use (POST_CARD_FIELDS), so the cache key is the query alone. */
export function loadPosts(dc: DataContext, query: Omit<PostsQuery, "response_fields">) {
  const body = v.parse(PostsQuery, query);
  return load(dc, "publish", `posts:${argsOf(body)}`, PostsPage, { method: "POST", path: "/publish/posts/", body: { ...body, response_fields: [...POST_CARD_FIELDS] }, cached: true, schema: PostsPageResponse });
}

/**
 * One post with its HTML sanitized, or null when there is none. Hidden posts are answered too.
 * The products its body references come in the same answer (`product_refs`) and are written into
 * it as links to their pages on this site where it is mounted (`/de/…` on a shared host), once,
 * before it is cached (shared/product-refs.ts); a site reached on two mounts keeps one copy each.
 */
export function loadPost(dc: DataContext, query: PostQuery, mount: SiteMount) {
  const body = { item_id: query.item_id, item_slug: query.item_slug, category_slug: query.category_slug };
  const key = `post:${argsOf(body)}${mount.basePath ? `&mount=${mount.basePath}` : ""}`;
  return loadOrNull(dc, "publish", key, v.nullable(ShownPost), { method: "POST", path: "/publish/post/", body, cached: true, schema: PublishPostResponse }, ({ product_refs, ...post }) => ({
    ...post,
    content: sanitizeHtml(
      post.content,
      product_refs.map((r) => ({ ...r, url_without_domain: sitePath(mount, r.url_without_domain) })),
    ),
  }));
}

/**
 * An editor sets the products an article mentions (docs/decisions/0034-shoppable-articles.md): with
 * the visitor's own token, so the API decides whether they are staff; never cached.
 */
export async function setPostProducts(dc: DataContext, body: PostProductsBody) {
  return (await personal(dc, { method: "PUT", path: "/publish/post/products/", body, schema: PostProductsResponse })).data;
}

export function loadAuthors(dc: DataContext) {
  return load(dc, "publish", "authors", v.array(Author), { path: "/publish/authors/", cached: true, schema: AuthorsResponse });
}

export function loadAuthor(dc: DataContext, slug: string) {
  return loadOrNull(dc, "publish", `author:${slug}`, v.nullable(Author), { path: "/publish/author/", query: { slug }, cached: true, schema: AuthorResponse });
}

export function loadPublishTags(dc: DataContext) {
  return load(dc, "publish", "tags", v.array(PublishTag), { path: "/publish/tags/", cached: true, schema: PublishTagsResponse });
}

