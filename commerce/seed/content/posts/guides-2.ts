// Guides: training nutrition, pulses, superfoods, zero-waste kitchen, gluten-free shopping.
import type { SeedPost } from "../../types";
import { post } from "../build";
import { t } from "../../texts";

const sportNutrition = post(
  { code: "guide-sport-nutrition", category: "guides", author: "tomaz-kranjc", status: 3, publishedAt: "2025-06-16T07:00:00Z", updatedAt: "2025-06-16T07:00:00Z", tags: ["sport", "meal_prep"], hue: 150 },
  t("post.guide-sport-nutrition"),
);

const legumes = post(
  { code: "guide-cooking-legumes", category: "guides", author: "luka-peric", status: 3, publishedAt: "2025-09-22T08:00:00Z", updatedAt: "2025-09-22T08:00:00Z", tags: ["vegan", "budget", "meal_prep"], hue: 25 },
  t("post.guide-cooking-legumes"),
);

const superfoods = post(
  { code: "guide-superfoods", category: "guides", author: "ivana-markovic", status: 3, publishedAt: "2026-02-16T08:00:00Z", updatedAt: "2026-02-16T08:00:00Z", tags: ["superfoods", "budget"], hue: 170 },
  t("post.guide-superfoods"),
);

const zeroWasteKitchen = post(
  { code: "guide-zero-waste-kitchen", category: "guides", author: "nikola-radovic", status: 3, publishedAt: "2026-04-20T08:00:00Z", updatedAt: "2026-04-22T08:00:00Z", tags: ["zero_waste", "budget"], hue: 140 },
  t("post.guide-zero-waste-kitchen"),
);

const glutenFreeShopping = post(
  { code: "guide-gluten-free-shopping", category: "guides", author: "lejla-hodzic", status: 4, publishedAt: "2026-05-11T08:00:00Z", updatedAt: "2026-06-01T08:00:00Z", tags: ["gluten_free"], hue: 260 },
  t("post.guide-gluten-free-shopping"),
);

export const GUIDES_2: SeedPost[] = [sportNutrition, legumes, superfoods, zeroWasteKitchen, glutenFreeShopping];
