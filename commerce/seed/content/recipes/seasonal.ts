// Recipes: seasonal dishes, pantry pasta and bowls.
import type { SeedRecipe } from "../../types";
import { recipe } from "../build";
import { P } from "../product-refs";
import { t } from "../../texts";

const sauerkraut = recipe(
  { code: "recipe-homemade-sauerkraut", author: "luka-peric", status: 3, publishedAt: "2025-10-13T07:00:00Z", updatedAt: "2025-10-13T07:00:00Z", tags: ["fermentation", "seasonal", "zero_waste"], hue: 85, prepMinutes: 30, cookMinutes: 0, servings: 10, products: [P.pumpkinSeedOil, P.pumpkinSeeds] },
  t("recipe.recipe-homemade-sauerkraut"),
);

const pumpkinSoup = recipe(
  { code: "recipe-pumpkin-soup-seed-oil", author: "ivana-markovic", status: 4, publishedAt: "2025-10-06T07:00:00Z", updatedAt: "2026-09-28T07:00:00Z", tags: ["seasonal", "vegan"], hue: 28, prepMinutes: 15, cookMinutes: 30, servings: 4, products: [P.pumpkinSeedOil, P.pumpkinSeeds, P.coconutMilk] },
  t("recipe.recipe-pumpkin-soup-seed-oil"),
);

const riceBowl = recipe(
  { code: "recipe-brown-rice-tofu-bowl", author: "tomaz-kranjc", status: 3, publishedAt: "2026-01-26T07:00:00Z", updatedAt: "2026-01-26T07:00:00Z", tags: ["meal_prep", "vegan"], hue: 160, prepMinutes: 15, cookMinutes: 35, servings: 2, products: [P.brownRice, P.tahini] },
  t("recipe.recipe-brown-rice-tofu-bowl"),
);

const walnutPesto = recipe(
  { code: "recipe-walnut-pesto-pasta", author: "luka-peric", status: 3, publishedAt: "2025-09-08T07:00:00Z", updatedAt: "2025-09-08T07:00:00Z", tags: ["quick_meals", "budget"], hue: 110, prepMinutes: 10, cookMinutes: 12, servings: 4, products: [P.wholewheatPasta, P.walnuts, P.oliveOil] },
  t("recipe.recipe-walnut-pesto-pasta"),
);

const lentilBolognese = recipe(
  { code: "recipe-lentil-bolognese", author: "luka-peric", status: 3, publishedAt: "2026-03-09T07:00:00Z", updatedAt: "2026-03-09T07:00:00Z", tags: ["budget", "meal_prep", "vegan"], hue: 5, prepMinutes: 15, cookMinutes: 40, servings: 6, products: [P.wholewheatPasta, P.oliveOil] },
  t("recipe.recipe-lentil-bolognese"),
);

const roastedChickpeas = recipe(
  { code: "recipe-roasted-chickpeas", author: "lejla-hodzic", status: 3, publishedAt: "2026-05-04T07:00:00Z", updatedAt: "2026-05-04T07:00:00Z", tags: ["kids", "budget"], hue: 35, prepMinutes: 5, cookMinutes: 35, servings: 4, products: [P.oliveOil] },
  t("recipe.recipe-roasted-chickpeas"),
);

export const SEASONAL_RECIPES: SeedRecipe[] = [sauerkraut, pumpkinSoup, riceBowl, walnutPesto, lentilBolognese, roastedChickpeas];
