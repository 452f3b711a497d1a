import { describe } from "../../../../shared/structured-data";
import { slimHomeProduct } from "../../../../shared/screens/cms";
import { postIsPublic } from "../../../../shared/visibility";
import { loadInfo } from "../../../data/app-data";
import { loadPost } from "../../../data/publish";
import { articleLd, organizationLd, recipeLd } from "../../content-ld";
import type { Loader } from "../../types";
import { entityRedirect } from "../entity-redirect";
import { abs, segments } from "./shared";

/**
 * Post and recipe detail: the post by the category and post slugs of its path. Missing posts and
 * the labels error_empty_data / error_unauthorized are the 404 screen (staff still see hidden
 * posts); a post that moved redirects. Loads the post with its author, tags, related posts and
 * the products it links (a recipe's, an article's); comments are not loaded (the API answers none yet).
 */
export const loadPostPage: Loader = async (ctx) => {
  const [categorySlug, itemSlug] = segments(ctx.route.path);
  if (!categorySlug || !itemSlug) return null;
  const post = await loadPost(ctx.dc, { category_slug: categorySlug, item_slug: itemSlug }, ctx.site);
  if (!post || post.label_name === "error_empty_data") return null;
  const moved = entityRedirect(post.redirect_url_without_domain, post.redirect_code);
  if (moved) return moved;
  const visible = postIsPublic(post);
  if (!visible && !(await ctx.shopper()).isStaff) return null;

  const recipe = post.kind === "recipe" && post.recipe !== null;
  // Site info comes with every page already (cached), so the publisher costs no upstream call.
  const publisher = organizationLd((await loadInfo(ctx.dc)).title, ctx.baseUrl);
  return {
    kind: "page",
    screen: recipe ? { kind: "publish-recipe", post } : { kind: "publish-post", post: { ...post, products: post.products.map(slimHomeProduct) } },
    title: post.seo_title ?? post.title,
    description: post.seo_description ?? describe(post.short_description),
    breadcrumbs: post.breadcrumbs.map((b) => ({ title: b.title, path: b.url })),
    structuredData: [recipe ? recipeLd(post, abs(ctx), publisher) : articleLd(post, abs(ctx), publisher)],
    // A staff preview of a hidden post is never indexed, and never shared by a cache.
    noindex: !visible,
    private: !visible,
  };
};
