// News: store openings, refill stations, loyalty card, own brand.
import type { SeedPost } from "../../types";
import { post } from "../build";
import { t } from "../../texts";

const splitStore = post(
  { code: "news-split-store", category: "news", author: "maja-horvat", status: 3, publishedAt: "2025-05-26T09:00:00Z", updatedAt: "2025-05-26T09:00:00Z", tags: ["local_producers"], hue: 205 },
  t("post.news-split-store"),
);

const refillStations = post(
  { code: "news-refill-stations", category: "news", author: "nikola-radovic", status: 3, publishedAt: "2025-03-03T09:00:00Z", updatedAt: "2025-03-03T09:00:00Z", tags: ["zero_waste"], hue: 165 },
  t("post.news-refill-stations"),
);

const loyaltyCard = post(
  { code: "news-loyalty-card", category: "news", author: "maja-horvat", status: 4, publishedAt: "2026-03-02T09:00:00Z", updatedAt: "2026-03-09T09:00:00Z", tags: ["budget"], hue: 300 },
  t("post.news-loyalty-card"),
);

const ljubljanaRenovated = post(
  { code: "news-ljubljana-renovated", category: "news", author: "maja-horvat", status: 3, publishedAt: "2025-09-15T09:00:00Z", updatedAt: "2025-09-15T09:00:00Z", tags: ["local_producers", "baking"], hue: 220 },
  t("post.news-ljubljana-renovated"),
);

const ownBrandOrganic = post(
  { code: "news-own-brand-organic", category: "news", author: "nikola-radovic", status: 3, publishedAt: "2025-11-24T09:00:00Z", updatedAt: "2025-11-24T09:00:00Z", tags: ["local_producers"], hue: 110 },
  t("post.news-own-brand-organic"),
);

export const NEWS_1: SeedPost[] = [splitStore, refillStations, loyaltyCard, ljubljanaRenovated, ownBrandOrganic];
