import { loadInstashop } from "../../../data/content";
import type { Loader } from "../../types";
import { loadCategoryPage } from "./category";
import { loadAuthorPage, loadAuthorsPage, loadTagPage, loadTagsPage } from "./people";
import { loadPostPage } from "./post";
import { homeCrumb, labeler } from "./shared";

/** The social-shop page: posts with the products they show. */
const loadInstashopPage: Loader = async (ctx) => {
  const [items, t] = await Promise.all([loadInstashop(ctx.dc), labeler(ctx)]);
  return {
    kind: "page",
    screen: { kind: "publish-instashop", items },
    title: t("instashop_title"),
    description: t("instashop_text"),
    breadcrumbs: [homeCrumb(t), { title: t("instashop_title"), path: ctx.route.path }],
  };
};

const ACTIONS: Record<string, Loader> = {
  category: loadCategoryPage,
  detail: loadPostPage,
  tags: loadTagsPage,
  tag: loadTagPage,
  authors: loadAuthorsPage,
  author: loadAuthorPage,
  instashop: loadInstashopPage,
};

/** publish controller (docs/behaviour/02-screens-and-routes.md): dispatches on the route's action; an unknown one is a 404. */
export const loadPublish: Loader = (ctx) => (Object.hasOwn(ACTIONS, ctx.route.action) ? ACTIONS[ctx.route.action]!(ctx) : Promise.resolve(null));
