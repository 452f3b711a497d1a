import { describe } from "../../../../shared/structured-data";
import { loadAuthor, loadAuthors, loadPublishTags } from "../../../data/publish";
import { personLd } from "../../content-ld";
import type { Loader } from "../../types";
import { abs, homeCrumb, isMoved, labeler, pagedPosts, segments } from "./shared";

const PER_PAGE = 9;

/** Authors list: every author with role, photo and count of public posts. */
export const loadAuthorsPage: Loader = async (ctx) => {
  const [authors, t] = await Promise.all([loadAuthors(ctx.dc), labeler(ctx)]);
  return {
    kind: "page",
    screen: { kind: "publish-authors", authors },
    title: t("authors_title"),
    description: "",
    breadcrumbs: [homeCrumb(t), { title: t("authors_title"), path: ctx.route.path }],
  };
};

/** Author detail: bio and photo, then their public posts a page at a time. */
export const loadAuthorPage: Loader = async (ctx) => {
  const slug = segments(ctx.route.path)[1] ?? "";
  const [author, t] = await Promise.all([loadAuthor(ctx.dc, slug), labeler(ctx)]);
  if (!author) return null;
  const paged = await pagedPosts(ctx, { author: author.code }, PER_PAGE);
  if (!paged || isMoved(paged)) return paged;
  const authorsPath = `/${ctx.site.routeWords.authors}/`;
  return {
    kind: "page",
    screen: { kind: "publish-author", author, posts: paged.posts },
    title: author.name + paged.titleSuffix,
    description: describe(author.bio),
    breadcrumbs: [homeCrumb(t), { title: t("authors_title"), path: authorsPath }, { title: author.name, path: ctx.route.path }],
    structuredData: [personLd(author, abs(ctx))],
    canonicalSearch: paged.canonicalSearch,
  };
};

/** Tags list: the tags that have public posts. */
export const loadTagsPage: Loader = async (ctx) => {
  const [tags, t] = await Promise.all([loadPublishTags(ctx.dc), labeler(ctx)]);
  return {
    kind: "page",
    screen: { kind: "publish-tags", tags: tags.filter((tag) => tag.post_count > 0) },
    title: t("tags_title"),
    description: "",
    breadcrumbs: [homeCrumb(t), { title: t("tags_title"), path: ctx.route.path }],
  };
};

/** Tag index: `/{tags word}/{slug}-{id}/`, the posts and recipes with that tag. */
export const loadTagPage: Loader = async (ctx) => {
  const id = Number(/-(\d+)$/.exec(segments(ctx.route.path)[1] ?? "")?.[1]);
  const [tags, t] = await Promise.all([loadPublishTags(ctx.dc), labeler(ctx)]);
  const tag = tags.find((x) => x.id === id);
  if (!tag) return null;
  const paged = await pagedPosts(ctx, { tag: tag.code }, PER_PAGE);
  if (!paged || isMoved(paged)) return paged;
  return {
    kind: "page",
    screen: { kind: "publish-tag", tag, posts: paged.posts },
    title: tag.title + paged.titleSuffix,
    description: t("tag_posts", { tag: tag.title }),
    breadcrumbs: [homeCrumb(t), { title: t("tags_title"), path: `/${ctx.site.routeWords.tags}/` }, { title: tag.title, path: ctx.route.path }],
    canonicalSearch: paged.canonicalSearch,
  };
};
