// All recipes; at seed time they become posts of the "recipes" publish category.
import type { SeedRecipe } from "../../types";
import { BREAKFAST_RECIPES } from "./breakfast";
import { MAIN_RECIPES } from "./mains";
import { SEASONAL_RECIPES } from "./seasonal";
import { SNACK_RECIPES } from "./snacks";

/** Publish category every recipe belongs to. */
export const RECIPE_CATEGORY = "recipes";

export const RECIPES: SeedRecipe[] = [...BREAKFAST_RECIPES, ...MAIN_RECIPES, ...SEASONAL_RECIPES, ...SNACK_RECIPES];
