import * as v from "valibot";
import {
  Author,
  AuthorResponse,
  AuthorsResponse,
  PostsPage,
  PostsPageResponse,
  PostsQuery,
  PublishCategoriesResponse,
  PublishCategory,
  PublishCategoryResponse,
  PublishPost,
  PublishPostResponse,
  PublishTag,
  PublishTagsResponse,
  type PostQuery,
} from "../../shared/contract/publish";
import { cached } from "../cache/kv-cache";
import { sanitizeHtml } from "../pages/sanitize";
import { notFoundAsNull, upstream } from "../upstream/client";
import { publicCall } from "./app-data";
import { upstreamAs, type DataContext } from "./context";

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
  return cached(dc.cache, "publish", "categories", v.array(PublishCategory), () =>
    publicCall(dc, async (token) => (await upstream(upstreamAs(dc, token), { method: "POST", path: "/publish/categories/", body: {}, cached: true, schema: PublishCategoriesResponse })).data),
  );
}

/** One category by its slug in the tenant's language (or its code), hidden ones included. */
export function loadPublishCategory(dc: DataContext, slug: string) {
  return cached(dc.cache, "publish", `category:${slug}`, v.nullable(PublishCategory), () =>
    notFoundAsNull(
      publicCall(dc, async (token) => (await upstream(upstreamAs(dc, token), { method: "POST", path: "/publish/categories/", body: { slug }, cached: true, schema: PublishCategoryResponse })).data),
    ),
  );
}

export function loadPosts(dc: DataContext, query: PostsQuery) {
  const body = v.parse(PostsQuery, query);
  return cached(dc.cache, "publish", `posts:${argsOf(body)}`, PostsPage, () =>
    publicCall(dc, async (token) => (await upstream(upstreamAs(dc, token), { method: "POST", path: "/publish/posts/", body, cached: true, schema: PostsPageResponse })).data),
  );
}

/** One post with its HTML sanitized, or null when there is none. Hidden posts are answered too. */
export function loadPost(dc: DataContext, query: PostQuery) {
  const body = { item_id: query.item_id, item_slug: query.item_slug, category_slug: query.category_slug };
  return cached(dc.cache, "publish", `post:${argsOf(body)}`, v.nullable(PublishPost), () =>
    notFoundAsNull(
      publicCall(dc, async (token) => {
        const post = (await upstream(upstreamAs(dc, token), { method: "POST", path: "/publish/post/", body, cached: true, schema: PublishPostResponse })).data;
        return { ...post, content: sanitizeHtml(post.content) };
      }),
    ),
  );
}

export function loadAuthors(dc: DataContext) {
  return cached(dc.cache, "publish", "authors", v.array(Author), () =>
    publicCall(dc, async (token) => (await upstream(upstreamAs(dc, token), { path: "/publish/authors/", cached: true, schema: AuthorsResponse })).data),
  );
}

export function loadAuthor(dc: DataContext, slug: string) {
  return cached(dc.cache, "publish", `author:${slug}`, v.nullable(Author), () =>
    notFoundAsNull(publicCall(dc, async (token) => (await upstream(upstreamAs(dc, token), { path: "/publish/author/", query: { slug }, cached: true, schema: AuthorResponse })).data)),
  );
}

export function loadPublishTags(dc: DataContext) {
  return cached(dc.cache, "publish", "tags", v.array(PublishTag), () =>
    publicCall(dc, async (token) => (await upstream(upstreamAs(dc, token), { path: "/publish/tags/", cached: true, schema: PublishTagsResponse })).data),
  );
}

