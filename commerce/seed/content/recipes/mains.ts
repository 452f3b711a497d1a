// Recipes: soups, dips and everyday mains.
import type { SeedRecipe } from "../../types";
import { recipe } from "../build";
import { P } from "../product-refs";
import { t } from "../../texts";

const redLentilSoup = recipe(
  { code: "recipe-red-lentil-soup", author: "luka-peric", status: 4, publishedAt: "2025-01-20T07:00:00Z", updatedAt: "2025-12-01T07:00:00Z", tags: ["vegan", "immunity", "budget"], hue: 20, prepMinutes: 10, cookMinutes: 25, servings: 4, products: [P.turmeric, P.coconutMilk, P.oliveOil] },
  t("recipe.recipe-red-lentil-soup"),
);

const hummus = recipe(
  { code: "recipe-chickpea-hummus", author: "luka-peric", status: 3, publishedAt: "2025-05-12T07:00:00Z", updatedAt: "2025-05-12T07:00:00Z", tags: ["vegan", "quick_meals"], hue: 42, prepMinutes: 10, cookMinutes: 0, servings: 6, products: [P.tahini, P.oliveOil] },
  t("recipe.recipe-chickpea-hummus"),
);

const quinoaSalad = recipe(
  { code: "recipe-quinoa-roasted-veg-salad", author: "ivana-markovic", status: 3, publishedAt: "2025-07-14T07:00:00Z", updatedAt: "2025-07-14T07:00:00Z", tags: ["gluten_free", "meal_prep"], hue: 90, prepMinutes: 15, cookMinutes: 30, servings: 4, products: [P.quinoa, P.pumpkinSeeds, P.oliveOil] },
  t("recipe.recipe-quinoa-roasted-veg-salad"),
);

const milletFritters = recipe(
  { code: "recipe-millet-courgette-fritters", author: "lejla-hodzic", status: 3, publishedAt: "2025-08-25T07:00:00Z", updatedAt: "2025-08-25T07:00:00Z", tags: ["kids", "gluten_free"], hue: 70, prepMinutes: 15, cookMinutes: 30, servings: 4, products: [P.millet, P.flaxseed, P.oliveOil] },
  t("recipe.recipe-millet-courgette-fritters"),
);

const tempehStirFry = recipe(
  { code: "recipe-tempeh-rice-noodles", author: "luka-peric", status: 3, publishedAt: "2026-02-23T07:00:00Z", updatedAt: "2026-02-23T07:00:00Z", tags: ["vegan", "quick_meals"], hue: 30, prepMinutes: 10, cookMinutes: 15, servings: 2, products: [P.riceNoodles, P.coconutOil] },
  t("recipe.recipe-tempeh-rice-noodles"),
);

const misoSoup = recipe(
  { code: "recipe-miso-soup", author: "tomaz-kranjc", status: 3, publishedAt: "2025-12-15T07:00:00Z", updatedAt: "2025-12-15T07:00:00Z", tags: ["fermentation", "quick_meals"], hue: 50, prepMinutes: 10, cookMinutes: 10, servings: 2, products: [P.sesameOil] },
  t("recipe.recipe-miso-soup"),
);

export const MAIN_RECIPES: SeedRecipe[] = [redLentilSoup, hummus, quinoaSalad, milletFritters, tempehStirFry, misoSoup];
