// Tags shared by posts and recipes. Slugs default to the slugified title.
import type { L, SeedTag } from "../types";
import { mapL } from "./build";
import { slugify } from "../../../shared/slug";
import { t } from "../texts";

function tag(code: string, title: L): SeedTag {
  return { code, title, slug: mapL(title, slugify) };
}

export const TAGS: SeedTag[] = [
  tag("breakfast", t("content.tags.breakfast.title")),
  tag("gluten_free", t("content.tags.gluten_free.title")),
  tag("vegan", t("content.tags.vegan.title")),
  tag("seasonal", t("content.tags.seasonal.title")),
  tag("immunity", t("content.tags.immunity.title")),
  tag("meal_prep", t("content.tags.meal_prep.title")),
  tag("kids", t("content.tags.kids.title")),
  tag("sport", t("content.tags.sport.title")),
  tag("baking", t("content.tags.baking.title")),
  tag("zero_waste", t("content.tags.zero_waste.title")),
  tag("superfoods", t("content.tags.superfoods.title")),
  tag("budget", t("content.tags.budget.title")),
  tag("fermentation", t("content.tags.fermentation.title")),
  tag("quick_meals", t("content.tags.quick_meals.title")),
  tag("heart_health", t("content.tags.heart_health.title")),
  tag("local_producers", t("content.tags.local_producers.title")),
];
