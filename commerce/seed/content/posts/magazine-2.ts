// Magazine: food culture, family, our sustainability report, and a draft interview.
import type { SeedPost } from "../../types";
import { post } from "../build";
import { t } from "../../texts";

const mediterraneanDiet = post(
  { code: "mag-mediterranean-diet", category: "magazine", author: "ivana-markovic", status: 3, publishedAt: "2025-07-21T08:00:00Z", updatedAt: "2025-07-21T08:00:00Z", tags: ["heart_health", "seasonal"], hue: 200 },
  t("post.mag-mediterranean-diet"),
);

const slowBreakfast = post(
  { code: "mag-sunday-slow-breakfast", category: "magazine", author: "luka-peric", status: 3, publishedAt: "2026-03-16T08:00:00Z", updatedAt: "2026-03-16T08:00:00Z", tags: ["breakfast"], hue: 10 },
  t("post.mag-sunday-slow-breakfast"),
);

const cookingWithKids = post(
  { code: "mag-cooking-with-kids", category: "magazine", author: "ana-bilic", status: 3, publishedAt: "2026-07-06T08:00:00Z", updatedAt: "2026-07-06T08:00:00Z", tags: ["kids", "baking"], hue: 330 },
  t("post.mag-cooking-with-kids"),
);

const sustainabilityReport = post(
  { code: "mag-sustainability-report-2025", category: "magazine", author: "nikola-radovic", status: 3, publishedAt: "2026-04-27T08:00:00Z", updatedAt: "2026-04-27T08:00:00Z", tags: ["zero_waste", "local_producers"], hue: 145 },
  t("post.mag-sustainability-report-2025"),
);

/** Draft: the interview is not yet approved by the athlete. */
const athleteInterview = post(
  { code: "mag-ultrarunner-interview", category: "magazine", author: "tomaz-kranjc", status: 1, publishedAt: "2026-11-02T08:00:00Z", updatedAt: "2026-10-12T16:45:00Z", tags: ["sport", "vegan"], hue: 125 },
  t("post.mag-ultrarunner-interview"),
);

export const MAGAZINE_2: SeedPost[] = [mediterraneanDiet, slowBreakfast, cookingWithKids, sustainabilityReport, athleteInterview];
