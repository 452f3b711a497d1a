// Press releases: published posts in the hidden "press" category (reachable only by direct link).
import type { SeedPost } from "../../types";
import { post } from "../build";
import { t } from "../../texts";

const results2025 = post(
  { code: "press-results-2025", category: "press", author: "maja-horvat", status: 3, publishedAt: "2026-02-09T10:00:00Z", updatedAt: "2026-02-09T10:00:00Z", tags: ["local_producers"], hue: 240 },
  t("post.press-results-2025"),
);

const pressSplit = post(
  { code: "press-split-opening", category: "press", author: "maja-horvat", status: 3, publishedAt: "2025-05-26T10:00:00Z", updatedAt: "2025-05-26T10:00:00Z", tags: ["local_producers"], hue: 245 },
  t("post.press-split-opening"),
);

export const PRESS: SeedPost[] = [results2025, pressSplit];
