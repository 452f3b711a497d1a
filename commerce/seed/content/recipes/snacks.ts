// Recipes: snacks, drinks, spreads and sport food.
import type { SeedRecipe } from "../../types";
import { recipe } from "../build";
import { P } from "../product-refs";
import { t } from "../../texts";

const energyBalls = recipe(
  { code: "recipe-date-cocoa-energy-balls", author: "ana-bilic", status: 4, publishedAt: "2025-04-22T07:00:00Z", updatedAt: "2025-09-01T07:00:00Z", tags: ["kids", "sport", "vegan"], hue: 15, prepMinutes: 15, cookMinutes: 0, servings: 8, products: [P.dates, P.cocoa, P.almonds, P.rolledOats] },
  t("recipe.recipe-date-cocoa-energy-balls"),
);

const goldenMilk = recipe(
  { code: "recipe-golden-milk", author: "lejla-hodzic", status: 3, publishedAt: "2025-11-03T07:00:00Z", updatedAt: "2025-11-03T07:00:00Z", tags: ["immunity", "vegan"], hue: 45, prepMinutes: 2, cookMinutes: 5, servings: 2, products: [P.turmeric, P.cinnamon, P.oatDrink, P.honey] },
  t("recipe.recipe-golden-milk"),
);

const greenSmoothie = recipe(
  { code: "recipe-green-spirulina-smoothie", author: "tomaz-kranjc", status: 3, publishedAt: "2025-06-23T07:00:00Z", updatedAt: "2025-06-23T07:00:00Z", tags: ["superfoods", "sport"], hue: 150, prepMinutes: 5, cookMinutes: 0, servings: 2, products: [P.spirulina, P.oatDrink, P.flaxseed] },
  t("recipe.recipe-green-spirulina-smoothie"),
);

const almondButter = recipe(
  { code: "recipe-homemade-almond-butter", author: "ana-bilic", status: 3, publishedAt: "2026-04-13T07:00:00Z", updatedAt: "2026-04-13T07:00:00Z", tags: ["superfoods", "zero_waste"], hue: 30, prepMinutes: 5, cookMinutes: 25, servings: 12, products: [P.almonds, P.coconutOil, P.cinnamon, P.mapleSyrup] },
  t("recipe.recipe-homemade-almond-butter"),
);

const oatCookies = recipe(
  { code: "recipe-oat-almond-cookies", author: "ana-bilic", status: 3, publishedAt: "2025-12-08T07:00:00Z", updatedAt: "2025-12-08T07:00:00Z", tags: ["baking", "kids"], hue: 40, prepMinutes: 15, cookMinutes: 12, servings: 10, products: [P.rolledOats, P.almondFlour, P.coconutSugar, P.coconutOil] },
  t("recipe.recipe-oat-almond-cookies"),
);

const proteinPancakes = recipe(
  { code: "recipe-protein-pancakes", author: "tomaz-kranjc", status: 3, publishedAt: "2026-06-08T07:00:00Z", updatedAt: "2026-06-08T07:00:00Z", tags: ["sport", "breakfast"], hue: 55, prepMinutes: 5, cookMinutes: 10, servings: 1, products: [P.peaProtein, P.rolledOats, P.peanutButter] },
  t("recipe.recipe-protein-pancakes"),
);

export const SNACK_RECIPES: SeedRecipe[] = [energyBalls, goldenMilk, greenSmoothie, almondButter, oatCookies, proteinPancakes];
