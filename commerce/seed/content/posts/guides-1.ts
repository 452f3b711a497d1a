// Guides: plant proteins, gluten-free baking, fermentation, seasonal calendar, herbal teas.
import type { SeedPost } from "../../types";
import { post } from "../build";
import { t } from "../../texts";

const plantProteins = post(
  { code: "guide-plant-proteins", category: "guides", author: "tomaz-kranjc", status: 4, publishedAt: "2025-03-24T08:00:00Z", updatedAt: "2026-02-10T08:00:00Z", tags: ["vegan", "sport"], hue: 100 },
  t("post.guide-plant-proteins"),
);

const glutenFreeBaking = post(
  { code: "guide-gluten-free-baking", category: "guides", author: "ana-bilic", status: 4, publishedAt: "2025-04-28T08:00:00Z", updatedAt: "2025-12-05T08:00:00Z", tags: ["gluten_free", "baking"], hue: 42 },
  t("post.guide-gluten-free-baking"),
);

const fermentation = post(
  { code: "guide-fermentation", category: "guides", author: "luka-peric", status: 3, publishedAt: "2025-10-13T08:00:00Z", updatedAt: "2025-10-13T08:00:00Z", tags: ["fermentation", "immunity", "zero_waste"], hue: 75 },
  t("post.guide-fermentation"),
);

const seasonalCalendar = post(
  { code: "guide-seasonal-calendar", category: "guides", author: "nikola-radovic", status: 3, publishedAt: "2025-05-19T08:00:00Z", updatedAt: "2026-03-02T08:00:00Z", tags: ["seasonal", "budget", "local_producers"], hue: 130 },
  t("post.guide-seasonal-calendar"),
);

const herbalTeas = post(
  { code: "guide-herbal-teas", category: "guides", author: "lejla-hodzic", status: 3, publishedAt: "2025-11-17T08:00:00Z", updatedAt: "2025-11-17T08:00:00Z", tags: ["immunity", "seasonal"], hue: 105 },
  t("post.guide-herbal-teas"),
);

export const GUIDES_1: SeedPost[] = [plantProteins, glutenFreeBaking, fermentation, seasonalCalendar, herbalTeas];
