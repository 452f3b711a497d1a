import type { ScreenMap } from "../types";
import { SweepstakeScreen, SweepstakesScreen, NewsletterScreen, NewslettersScreen, StaticScreen } from "./archives";
import { CategoryScreen } from "./category";
import { InstashopScreen } from "./instashop";
import { LocationScreen, LocationsScreen } from "./locations";
import { AuthorScreen, AuthorsScreen, TagScreen, TagsScreen } from "./people";
import { PostScreen } from "./post";
import { RecipeScreen } from "./recipe";

/** Publishing and content screens (posts, authors, tags, recipes, instashop, stores, sweepstakes, newsletters, static pages), one chunk in the browser. */
export const SCREENS: ScreenMap = {
  "publish-category": CategoryScreen,
  "publish-post": PostScreen,
  "publish-recipe": RecipeScreen,
  "publish-tags": TagsScreen,
  "publish-tag": TagScreen,
  "publish-authors": AuthorsScreen,
  "publish-author": AuthorScreen,
  "publish-instashop": InstashopScreen,
  "content-locations": LocationsScreen,
  "content-location": LocationScreen,
  "content-sweepstakes": SweepstakesScreen,
  "content-sweepstake": SweepstakeScreen,
  "content-newsletters": NewslettersScreen,
  "content-newsletter": NewsletterScreen,
  "content-static": StaticScreen,
};
