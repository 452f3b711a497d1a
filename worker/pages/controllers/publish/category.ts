import { describe } from "../../../../shared/structured-data";
import { loadPublishCategory } from "../../../data/publish";
import type { Loader } from "../../types";
import { entityRedirect } from "../entity-redirect";
import { homeCrumb, isMoved, labeler, pagedPosts, segments } from "./shared";

/** Posts per page by category template: each layout fills its grid or list evenly. */
const PER_PAGE: Record<string, number> = { blog: 9, news: 10, guide: 8, magazine: 7, recipes: 12 };

/**
 * Publish category index (docs/behaviour/02-screens-and-routes.md): the category by the slug in its path, its public posts a
 * page at a time, newest first. Its template picks the layout on screen. A category that moved
 * redirects; a hidden one is shown to staff only. Loads the category and one page of posts,
 * not the posts' bodies.
 */
export const loadCategoryPage: Loader = async (ctx) => {
  const slug = segments(ctx.route.path)[0] ?? "";
  const [category, t] = await Promise.all([loadPublishCategory(ctx.dc, slug), labeler(ctx)]);
  if (!category) return null;
  const moved = entityRedirect(category.redirect_url_without_domain, category.redirect_code);
  if (moved) return moved;
  if (!category.visible && !(await ctx.shopper()).isStaff) return null;

  const paged = await pagedPosts(ctx, { category: category.code }, PER_PAGE[category.template] ?? 9);
  if (!paged || isMoved(paged)) return paged;
  return {
    kind: "page",
    screen: { kind: "publish-category", category, posts: paged.posts },
    title: category.title + paged.titleSuffix,
    description: describe(category.description),
    breadcrumbs: [homeCrumb(t), { title: category.title, path: ctx.route.path }],
    canonicalSearch: paged.canonicalSearch,
    noindex: !category.visible,
  };
};
