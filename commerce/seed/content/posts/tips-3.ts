// Tips (blog): planning, storing, quick breakfasts, winter pantry, and an old post that now redirects.
import type { SeedPost } from "../../types";
import { post, postPath } from "../build";
import { categoryByCode } from "../categories";
import { wholeGrains } from "./tips-1";
import { t } from "../../texts";

const budgetMealPrep = post(
  { code: "tips-budget-meal-prep", category: "tips", author: "luka-peric", status: 4, publishedAt: "2025-10-06T07:00:00Z", updatedAt: "2025-10-20T07:00:00Z", tags: ["meal_prep", "budget"], hue: 120 },
  t("post.tips-budget-meal-prep"),
);

const storing = post(
  { code: "tips-storing-pantry", category: "tips", author: "nikola-radovic", status: 3, publishedAt: "2025-11-03T08:00:00Z", updatedAt: "2025-11-03T08:00:00Z", tags: ["zero_waste", "budget"], hue: 160 },
  t("post.tips-storing-pantry"),
);

const quickBreakfasts = post(
  { code: "tips-quick-breakfasts", category: "tips", author: "ivana-markovic", status: 3, publishedAt: "2026-01-12T07:00:00Z", updatedAt: "2026-01-12T07:00:00Z", tags: ["breakfast", "quick_meals"], hue: 48 },
  t("post.tips-quick-breakfasts"),
);

const winterPantry = post(
  { code: "tips-winter-immunity", category: "tips", author: "lejla-hodzic", status: 3, publishedAt: "2025-12-01T08:00:00Z", updatedAt: "2025-12-15T08:00:00Z", tags: ["immunity", "seasonal"], hue: 15 },
  t("post.tips-winter-immunity"),
);

/** The 2024 beginner's piece, replaced by the longer article; old links keep working through the 301. */
const oldGrains = post(
  {
    code: "tips-whole-grains-basics-old",
    category: "tips",
    author: "maja-horvat",
    status: 3,
    publishedAt: "2025-01-08T08:00:00Z",
    updatedAt: "2025-02-03T08:00:00Z",
    tags: ["breakfast"],
    hue: 40,
    redirect: { to: postPath(categoryByCode("tips").slug, wholeGrains.slug), code: 301 },
  },
  t("post.tips-whole-grains-basics-old"),
);

export const TIPS_3: SeedPost[] = [budgetMealPrep, storing, quickBreakfasts, winterPantry, oldGrains];
