// Tips (blog): everyday nutrition basics.
import type { SeedPost } from "../../types";
import { post } from "../build";
import { t } from "../../texts";

export const wholeGrains = post(
  { code: "tips-whole-grains", category: "tips", author: "ivana-markovic", status: 4, publishedAt: "2025-02-03T08:00:00Z", updatedAt: "2025-09-12T10:30:00Z", tags: ["breakfast", "heart_health", "budget"], hue: 36 },
  t("post.tips-whole-grains"),
);

const readingLabels = post(
  { code: "tips-reading-labels", category: "tips", author: "lejla-hodzic", status: 3, publishedAt: "2025-03-10T08:00:00Z", updatedAt: "2025-03-10T08:00:00Z", tags: ["budget", "kids"], hue: 210 },
  t("post.tips-reading-labels"),
);

const sugarAlternatives = post(
  { code: "tips-sugar-alternatives", category: "tips", author: "ana-bilic", status: 3, publishedAt: "2025-04-14T08:00:00Z", updatedAt: "2025-11-02T09:15:00Z", tags: ["baking", "kids"], hue: 28 },
  t("post.tips-sugar-alternatives"),
);

const hydration = post(
  { code: "tips-hydration", category: "tips", author: "tomaz-kranjc", status: 3, publishedAt: "2025-06-02T07:30:00Z", updatedAt: "2025-06-20T07:30:00Z", tags: ["sport", "immunity"], hue: 190 },
  t("post.tips-hydration"),
);

export const TIPS_1: SeedPost[] = [wholeGrains, readingLabels, sugarAlternatives, hydration];
