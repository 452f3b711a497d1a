// Tips (blog): nuts, seeds, oils and snacks for children.
import type { SeedPost } from "../../types";
import { post } from "../build";
import { t } from "../../texts";

const nuts = post(
  { code: "tips-nuts", category: "tips", author: "ivana-markovic", status: 3, publishedAt: "2025-05-05T08:00:00Z", updatedAt: "2025-05-05T08:00:00Z", tags: ["heart_health", "superfoods"], hue: 30 },
  t("post.tips-nuts"),
);

const seeds = post(
  { code: "tips-seeds", category: "tips", author: "ivana-markovic", status: 3, publishedAt: "2025-07-07T08:00:00Z", updatedAt: "2025-07-07T08:00:00Z", tags: ["superfoods", "breakfast"], hue: 95 },
  t("post.tips-seeds"),
);

const oils = post(
  { code: "tips-oils", category: "tips", author: "luka-peric", status: 3, publishedAt: "2025-08-18T08:00:00Z", updatedAt: "2025-08-18T08:00:00Z", tags: ["heart_health", "quick_meals"], hue: 55 },
  t("post.tips-oils"),
);

const kidsSnacks = post(
  { code: "tips-kids-snacks", category: "tips", author: "lejla-hodzic", status: 4, publishedAt: "2025-09-01T07:00:00Z", updatedAt: "2026-08-25T07:00:00Z", tags: ["kids", "budget", "quick_meals"], hue: 340 },
  t("post.tips-kids-snacks"),
);

export const TIPS_2: SeedPost[] = [nuts, seeds, oils, kidsSnacks];
