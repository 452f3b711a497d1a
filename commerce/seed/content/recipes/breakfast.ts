// Recipes: breakfasts and bakes.
import type { SeedRecipe } from "../../types";
import { recipe } from "../build";
import { P } from "../product-refs";
import { t } from "../../texts";

const overnightOats = recipe(
  { code: "recipe-overnight-oats", author: "ivana-markovic", status: 4, publishedAt: "2025-03-03T07:00:00Z", updatedAt: "2025-03-03T07:00:00Z", tags: ["breakfast", "vegan", "meal_prep"], hue: 300, prepMinutes: 10, cookMinutes: 0, servings: 2, products: [P.rolledOats, P.chiaSeeds, P.oatDrink, P.mapleSyrup] },
  t("recipe.recipe-overnight-oats"),
);

const buckwheatPorridge = recipe(
  { code: "recipe-buckwheat-porridge", author: "lejla-hodzic", status: 3, publishedAt: "2025-10-20T07:00:00Z", updatedAt: "2025-10-20T07:00:00Z", tags: ["breakfast", "gluten_free"], hue: 25, prepMinutes: 5, cookMinutes: 15, servings: 2, products: [P.buckwheat, P.cinnamon, P.walnuts] },
  t("recipe.recipe-buckwheat-porridge"),
);

const granola = recipe(
  { code: "recipe-homemade-granola", author: "luka-peric", status: 3, publishedAt: "2025-04-07T07:00:00Z", updatedAt: "2025-04-07T07:00:00Z", tags: ["breakfast", "baking"], hue: 38, prepMinutes: 10, cookMinutes: 25, servings: 8, products: [P.rolledOats, P.hazelnuts, P.honey, P.pumpkinSeeds] },
  t("recipe.recipe-homemade-granola"),
);

const buckwheatPancakes = recipe(
  { code: "recipe-buckwheat-pancakes", author: "ana-bilic", status: 4, publishedAt: "2025-06-09T07:00:00Z", updatedAt: "2026-01-15T07:00:00Z", tags: ["breakfast", "gluten_free", "kids"], hue: 15, prepMinutes: 10, cookMinutes: 20, servings: 4, products: [P.buckwheatFlour, P.mapleSyrup] },
  t("recipe.recipe-buckwheat-pancakes"),
);

const chocolateChiaPudding = recipe(
  { code: "recipe-chocolate-chia-pudding", author: "ivana-markovic", status: 3, publishedAt: "2025-08-04T07:00:00Z", updatedAt: "2025-08-04T07:00:00Z", tags: ["kids", "vegan", "breakfast"], hue: 20, prepMinutes: 5, cookMinutes: 0, servings: 2, products: [P.chiaSeeds, P.cocoa, P.coconutMilk, P.mapleSyrup] },
  t("recipe.recipe-chocolate-chia-pudding"),
);

const bananaBread = recipe(
  { code: "recipe-gluten-free-banana-bread", author: "ana-bilic", status: 3, publishedAt: "2025-11-24T07:00:00Z", updatedAt: "2025-11-24T07:00:00Z", tags: ["gluten_free", "baking"], hue: 45, prepMinutes: 15, cookMinutes: 55, servings: 10, products: [P.glutenFreeFlour, P.almondFlour, P.coconutSugar, P.walnuts] },
  t("recipe.recipe-gluten-free-banana-bread"),
);

export const BREAKFAST_RECIPES: SeedRecipe[] = [overnightOats, buckwheatPorridge, granola, buckwheatPancakes, chocolateChiaPudding, bananaBread];
