// News: delivery, packaging, workshops, the app (still in review), the producers' fair, Vienna and Berlin.
import type { SeedPost } from "../../types";
import { post } from "../build";
import { t } from "../../texts";

const fasterDelivery = post(
  { code: "news-faster-delivery-ba-me", category: "news", author: "maja-horvat", status: 3, publishedAt: "2026-01-19T09:00:00Z", updatedAt: "2026-01-19T09:00:00Z", tags: ["budget"], hue: 235 },
  t("post.news-faster-delivery-ba-me"),
);

const paperPackaging = post(
  { code: "news-paper-packaging", category: "news", author: "nikola-radovic", status: 3, publishedAt: "2026-04-06T09:00:00Z", updatedAt: "2026-04-06T09:00:00Z", tags: ["zero_waste"], hue: 35 },
  t("post.news-paper-packaging"),
);

const cookingWorkshops = post(
  { code: "news-cooking-workshops-autumn", category: "news", author: "luka-peric", status: 4, publishedAt: "2026-09-07T09:00:00Z", updatedAt: "2026-09-14T09:00:00Z", tags: ["vegan", "gluten_free", "seasonal"], hue: 18 },
  t("post.news-cooking-workshops-autumn"),
);

/** In review: the app launch date is not final yet, so the post must not be public. */
const appComing = post(
  { code: "news-app-coming", category: "news", author: "maja-horvat", status: 2, publishedAt: "2026-10-20T09:00:00Z", updatedAt: "2026-10-05T14:20:00Z", tags: ["budget"], hue: 265 },
  t("post.news-app-coming"),
);

const producersFair = post(
  { code: "news-producers-fair", category: "news", author: "nikola-radovic", status: 3, publishedAt: "2026-09-21T09:00:00Z", updatedAt: "2026-09-21T09:00:00Z", tags: ["local_producers", "seasonal"], hue: 80 },
  t("post.news-producers-fair"),
);

const viennaBerlin = post(
  { code: "news-vienna-berlin", category: "news", author: "maja-horvat", status: 3, publishedAt: "2026-06-15T09:00:00Z", updatedAt: "2026-06-15T09:00:00Z", tags: ["local_producers"], hue: 350 },
  t("post.news-vienna-berlin"),
);

export const NEWS_2: SeedPost[] = [fasterDelivery, paperPackaging, cookingWorkshops, appComing, producersFair, viennaBerlin];
