// Magazine: producer stories.
import type { SeedPost } from "../../types";
import { post } from "../build";
import { t } from "../../texts";

const buckwheat = post(
  { code: "mag-buckwheat-comeback", category: "magazine", author: "maja-horvat", status: 4, publishedAt: "2025-02-24T08:00:00Z", updatedAt: "2025-02-24T08:00:00Z", tags: ["local_producers", "gluten_free"], hue: 22 },
  t("post.mag-buckwheat-comeback"),
);

const oliveHarvest = post(
  { code: "mag-olive-harvest-istria", category: "magazine", author: "nikola-radovic", status: 3, publishedAt: "2025-11-10T08:00:00Z", updatedAt: "2025-11-10T08:00:00Z", tags: ["local_producers", "seasonal"], hue: 70 },
  t("post.mag-olive-harvest-istria"),
);

const pumpkinSeedOil = post(
  { code: "mag-pumpkin-seed-oil", category: "magazine", author: "maja-horvat", status: 3, publishedAt: "2025-10-27T08:00:00Z", updatedAt: "2025-10-27T08:00:00Z", tags: ["local_producers", "heart_health"], hue: 95 },
  t("post.mag-pumpkin-seed-oil"),
);

const sourdough = post(
  { code: "mag-sourdough-renaissance", category: "magazine", author: "ana-bilic", status: 3, publishedAt: "2026-02-02T08:00:00Z", updatedAt: "2026-02-02T08:00:00Z", tags: ["baking", "fermentation"], hue: 32 },
  t("post.mag-sourdough-renaissance"),
);

const beekeeper = post(
  { code: "mag-beekeeper-interview", category: "magazine", author: "maja-horvat", status: 3, publishedAt: "2026-05-25T08:00:00Z", updatedAt: "2026-05-25T08:00:00Z", tags: ["local_producers", "immunity"], hue: 48 },
  t("post.mag-beekeeper-interview"),
);

export const MAGAZINE_1: SeedPost[] = [buckwheat, oliveHarvest, pumpkinSeedOil, sourdough, beekeeper];
