import type { ScreenMap } from "../types";
import { InstashopScreen } from "../publish/instashop";
import { RecipeScreen } from "../publish/recipe";

/** Recipes and the instashop: publishing screens that show product cards, one chunk in the browser. */
export const SCREENS: ScreenMap = {
  "publish-recipe": RecipeScreen,
  "publish-instashop": InstashopScreen,
};
