import type { ScreenMap } from "../types";
import { CategoryScreen } from "./category";
import { AuthorScreen, AuthorsScreen, TagScreen, TagsScreen } from "./people";
import { PostScreen } from "./post-screen";

/**
 * Articles and what lists them (post categories, tags, authors), one chunk in the browser. An
 * article's products are the shop's cards (the shared `shop` chunk, docs/decisions/0034); recipes
 * and the instashop are the `recipe` family, the stores, sweepstakes, newsletters and static pages
 * the `content` family (docs/decisions/0018-javascript-budget.md).
 */
export const SCREENS: ScreenMap = {
  "publish-category": CategoryScreen,
  "publish-post": PostScreen,
  "publish-tags": TagsScreen,
  "publish-tag": TagScreen,
  "publish-authors": AuthorsScreen,
  "publish-author": AuthorScreen,
};
