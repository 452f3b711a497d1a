import * as v from "valibot";
import { envelope, ResponseFields } from "./envelope";
import { Breadcrumb } from "./cms";
import { ProductListItem, RateWidget, Thumbs } from "./catalog";
import { ProductRef } from "../product-refs";

/**
 * The publishing contract (docs/behaviour/03-entities.md "Post list fields", "Publish post", "Category or list"; docs/behaviour/07-api.md
 * "Publishing"): categories, posts and recipes, authors, tags. Every text is in the calling
 * site's language and every `url_without_domain` is a site path from its route table.
 */

const POST_KINDS = ["post", "recipe"] as const;
const PostKind = v.picklist(POST_KINDS);

/** Comments shown under a post (docs/behaviour/03-entities.md "feedback_comment_widget items"). */
const CommentWidget = v.object({
  items: v.array(v.object({ display_name: v.string(), message: v.string(), rate: v.number() })),
});

export const LinkRef = v.object({ code: v.string(), title: v.string(), url_without_domain: v.string() });
export type LinkRef = v.InferOutput<typeof LinkRef>;

export const AuthorRef = v.object({
  code: v.string(),
  name: v.string(),
  role: v.string(),
  url_without_domain: v.string(),
  image_thumbs: Thumbs,
});
export type AuthorRef = v.InferOutput<typeof AuthorRef>;

const RecipeSummary = v.object({ prep_minutes: v.number(), cook_minutes: v.number(), servings: v.number() });

/** Post list fields (docs/behaviour/03-entities.md), plus the author and date the cards show. */
export const PostListItem = v.object({
  id: v.number(),
  code: v.string(),
  kind: PostKind,
  url_without_domain: v.string(),
  title: v.string(),
  headline: v.string(),
  short_description: v.string(),
  category_code: v.string(),
  category_title: v.string(),
  category_url_without_domain: v.string(),
  main_image_thumbs: Thumbs,
  main_image_title: v.string(),
  main_image_description: v.string(),
  images: v.array(Thumbs),
  feedback_comment_widget: CommentWidget,
  feedback_rate_widget: RateWidget,
  /** Recipes: times and servings for the card; posts: null. */
  attributes_summary: v.nullable(RecipeSummary),
  datetime_published: v.string(),
  author: AuthorRef,
  tags: v.array(LinkRef),
});
export type PostListItem = v.InferOutput<typeof PostListItem>;

/**
 * The post list fields the storefront's cards use (client/screens/publish/parts.tsx), sent as
 * `response_fields` with every posts query; the API answers only these (plus `id`).
 */
export const POST_CARD_FIELDS = [
  "id", "code", "kind", "url_without_domain", "title", "headline", "short_description", "category_code", "category_title",
  "category_url_without_domain", "main_image_thumbs", "attributes_summary", "datetime_published", "author", "tags",
] as const satisfies readonly (keyof typeof PostListItem.entries)[];
/** A post as its card shows it. */
export const PostCard = v.pick(PostListItem, POST_CARD_FIELDS);
export type PostCard = v.InferOutput<typeof PostCard>;

/** A page of posts, as cards. */
export const PostsPage = v.object({
  items: v.array(PostCard),
  total: v.number(),
  page: v.number(),
  pages: v.number(),
  per_page: v.number(),
});
export type PostsPage = v.InferOutput<typeof PostsPage>;
export const PostsPageResponse = envelope(PostsPage);

const Code = v.pipe(v.string(), v.maxLength(64));

/** POST /publish/posts/ body: public posts only (status ≥ 3, visible category), newest first. */
export const PostsQuery = v.strictObject({
  category: v.optional(Code),
  tag: v.optional(Code),
  author: v.optional(Code),
  kind: v.optional(PostKind),
  /** Every word must appear in the title, the short description or the content. */
  search_q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  exclude_id: v.optional(v.pipe(v.number(), v.integer())),
  sort: v.optional(v.picklist(["newest"])),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(48))),
  lang: v.optional(v.string()),
  /** Only these fields of each post (`id` always); the storefront sends POST_CARD_FIELDS. */
  response_fields: v.optional(ResponseFields),
});
export type PostsQuery = v.InferOutput<typeof PostsQuery>;

/** Publish category (docs/behaviour/03-entities.md "Category or list"). Hidden ones are answered when asked for by slug. */
export const PublishCategory = v.object({
  id: v.number(),
  code: v.string(),
  template: v.string(),
  visible: v.boolean(),
  position: v.number(),
  title: v.string(),
  description: v.string(),
  url_without_domain: v.string(),
  redirect_url_without_domain: v.nullable(v.string()),
  redirect_code: v.nullable(v.number()),
  post_count: v.number(),
});
export type PublishCategory = v.InferOutput<typeof PublishCategory>;
export const PublishCategoryResponse = envelope(PublishCategory);
export const PublishCategoriesResponse = envelope(v.array(PublishCategory));

/**
 * POST /publish/categories/ body (docs/behaviour/07-api.md). `slug` is the category's slug in the site's
 * language or its code: one category, hidden ones included. Without it: the visible ones.
 */
export const CategoriesQuery = v.strictObject({
  slug: v.optional(Code),
  mode: v.optional(v.picklist(["single", "all", "tree"])),
  hierarhy_by_position: v.optional(v.boolean()),
  include_subcategories: v.optional(v.boolean()),
  lang: v.optional(v.string()),
});
export type CategoriesQuery = v.InferOutput<typeof CategoriesQuery>;

/** POST /publish/post/ body (docs/behaviour/07-api.md): `item_id`, or `item_slug` with `category_slug`. */
export const PostQuery = v.strictObject({
  item_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  item_slug: v.optional(v.pipe(v.string(), v.maxLength(200))),
  category_slug: v.optional(Code),
  mode: v.optional(v.picklist(["full"])),
  lang: v.optional(v.string()),
});
export type PostQuery = v.InferOutput<typeof PostQuery>;

export const Recipe = v.object({
  prep_minutes: v.number(),
  cook_minutes: v.number(),
  servings: v.number(),
  ingredients: v.array(v.string()),
  steps: v.array(v.string()),
  /** Catalogue products used in the recipe (visible ones only), in the site's currency. */
  products: v.array(ProductListItem),
});
export type Recipe = v.InferOutput<typeof Recipe>;

/**
 * Publish post (docs/behaviour/03-entities.md). Answered with 200 even when it is not public: `status` < 3 carries
 * `label_name: "error_unauthorized"`, a hidden category `category_visible: false`; the
 * storefront shows such a post to staff only. A post that does not exist is a 404 with
 * `error_empty_data`.
 */
export const PublishPost = v.object({
  id: v.number(),
  code: v.string(),
  kind: PostKind,
  status: v.number(),
  label_name: v.nullable(v.string()),
  title: v.string(),
  seo_title: v.nullable(v.string()),
  seo_description: v.nullable(v.string()),
  headline: v.string(),
  short_description: v.string(),
  /** Editor HTML; the storefront sanitizes it before it reaches a page. */
  content: v.string(),
  url: v.string(),
  url_without_domain: v.string(),
  category_code: v.string(),
  category_title: v.string(),
  category_url_without_domain: v.string(),
  category_visible: v.boolean(),
  category_template: v.string(),
  author: v.object({ ...AuthorRef.entries, bio: v.string() }),
  datetime_published: v.string(),
  datetime_updated: v.string(),
  main_image_upload_path: v.string(),
  main_image_thumbs: Thumbs,
  breadcrumbs: v.array(Breadcrumb),
  tags: v.array(LinkRef),
  feedback_rate_widget: RateWidget,
  feedback_comment_widget: CommentWidget,
  redirect_url_without_domain: v.nullable(v.string()),
  redirect_code: v.nullable(v.number()),
  related: v.array(PostListItem),
  recipe: v.nullable(Recipe),
  /**
   * Products the article mentions, as its editors chose and ordered them (visible ones only), in
   * the site's currency: its "Products in this article". A recipe's are `recipe.products`, and
   * here empty (docs/decisions/0034-shoppable-articles.md). An API older than this field answers
   * none: the article shows no products rather than failing.
   */
  products: v.optional(v.array(ProductListItem), []),
  /**
   * The products its `content` references (`<a href="product:CODE">`, shared/product-refs.ts) that
   * the site shows, with their current title and path: the storefront writes the links from them
   * when it sanitizes the body. A reference missing here (unknown, hidden) renders as its text. An
   * API older than this field answers none.
   */
  product_refs: v.optional(v.array(ProductRef), []),
});
export type PublishPost = v.InferOutput<typeof PublishPost>;
export const PublishPostResponse = envelope(PublishPost);

/**
 * A post as the storefront keeps and renders it: its body sanitized with the product references
 * written into it as links (worker/data/publish.ts), so `product_refs` has served its turn.
 */
export const ShownPost = v.omit(PublishPost, ["product_refs"]);
export type ShownPost = v.InferOutput<typeof ShownPost>;

export const Author = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  slug: v.string(),
  role: v.string(),
  bio: v.string(),
  url_without_domain: v.string(),
  image_thumbs: Thumbs,
  post_count: v.number(),
});
export type Author = v.InferOutput<typeof Author>;
export const AuthorResponse = envelope(Author);
export const AuthorsResponse = envelope(v.array(Author));

export const PublishTag = v.object({ id: v.number(), code: v.string(), title: v.string(), url_without_domain: v.string(), post_count: v.number() });
export type PublishTag = v.InferOutput<typeof PublishTag>;
export const PublishTagsResponse = envelope(v.array(PublishTag));

/** At most this many products per article (one row of the widest grid, twice). */
export const POST_PRODUCTS_LIMIT = 8;

const ProductId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/**
 * PUT /publish/post/products/ body (editors; docs/decisions/0034-shoppable-articles.md): the
 * products an article mentions, in the order it shows them, replacing what it had. An empty list
 * removes them all. The same product twice, or one the catalogue does not know, is refused.
 */
export const PostProductsBody = v.strictObject({
  item_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  product_ids: v.pipe(
    v.array(ProductId),
    v.maxLength(POST_PRODUCTS_LIMIT),
    v.check((ids) => new Set(ids).size === ids.length, "a product may be listed once"),
  ),
  /** The storefront's client adds the site's language to every body it sends. */
  lang: v.optional(v.string()),
});
export type PostProductsBody = v.InferOutput<typeof PostProductsBody>;

/**
 * What an editor reads and gets back after a change: the article's products in order, hidden ones
 * included (`visible` says whether shoppers see it), so the editor sees the whole choice.
 */
export const PostProducts = v.object({
  item_id: v.number(),
  products: v.array(v.object({ id: v.number(), code: v.string(), title: v.string(), visible: v.boolean() })),
});
export type PostProducts = v.InferOutput<typeof PostProducts>;
export const PostProductsResponse = envelope(PostProducts);
