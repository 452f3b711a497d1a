/**
 * What the storefront's review pieces share (issue 14; docs/decisions/0021-reviews-shoppers-write.md):
 * the BFF (worker/bff/reviews.ts), the product page's loader and its screen. No schemas here, so
 * the browser gets these without valibot.
 */

/** The review forms' id in the flash (a plain post's answer) and the reviews' anchor on the product page. */
export const REVIEW_FORM = "review";
export const REVIEWS_ID = "reviews";

/** Each sort's label (literal keys, so the label scanner finds them). */
export const REVIEW_SORT_LABELS = {
  newest: "review_sort_newest",
  highest: "review_sort_highest",
  lowest: "review_sort_lowest",
  helpful: "review_sort_helpful",
} as const;

