import * as v from "valibot";
import { REVIEW_LIMITS, REVIEW_SORTS, REVIEWS_PER_PAGE } from "./constants";
import { envelope } from "./envelope";
import { ItemCode } from "./item-code";

/**
 * Reviews shoppers write (issue 14; docs/decisions/0021-reviews-shoppers-write.md): a logged-in
 * shopper writes one per product (stars, title, text, optionally the package); it waits for
 * staff; approved ones are listed with a rating summary, sortable, filterable by language, and
 * "was this helpful" counts once per shopper. Text is kept as typed and escaped where shown.
 */

export { REVIEW_LIMITS, REVIEW_SORTS, REVIEWS_PER_PAGE };
export const ReviewSort = v.picklist(REVIEW_SORTS);
export type ReviewSort = v.InferOutput<typeof ReviewSort>;

/** A review's id in the list: `r` + a shopper's review, `s` + a seeded one (migration 0022). */
export const ReviewId = v.pipe(v.string(), v.regex(/^[rs][1-9]\d{0,11}$/, "review_not_found"));
/** A shopper's review only (the ones staff moderate). */
export const ShopperReviewId = v.pipe(v.string(), v.regex(/^r[1-9]\d{0,11}$/, "review_not_found"));

/** Control characters other than tab and line feed are refused (a carriage return becomes a line feed). */
const PRINTABLE = /^[^\u0000-\u0008\u000b-\u001f\u007f]*$/;

function text(min: number, max: number, label: string) {
  return v.pipe(
    v.string(label),
    v.transform((s) => s.replace(/\r\n?/g, "\n").trim()),
    v.regex(PRINTABLE, "validation_invalid"),
    v.minLength(min, label),
    v.maxLength(max, label),
  );
}

export const ReviewTitle = text(REVIEW_LIMITS.title.min, REVIEW_LIMITS.title.max, "review_title_length");
export const ReviewMessage = text(REVIEW_LIMITS.message.min, REVIEW_LIMITS.message.max, "review_message_length");
export const ReviewRate = v.pipe(v.number("review_rate_required"), v.integer("review_rate_required"), v.minValue(1, "review_rate_required"), v.maxValue(5, "review_rate_required"));

/** POST /catalog/reviews/ to the commerce API (the `lang` every POST carries is the site's). */
export const ReviewCreateBody = v.strictObject({
  product_code: ItemCode,
  rate: ReviewRate,
  title: ReviewTitle,
  message: ReviewMessage,
  variation_code: v.optional(ItemCode),
  lang: v.optional(v.string()),
});
export type ReviewCreateBody = v.InferOutput<typeof ReviewCreateBody>;

/** The product page's form as a browser posts it: every field a string; an unchosen package is "". */
export const ReviewForm = v.strictObject(
  {
    product_code: ItemCode,
    rate: v.pipe(v.optional(v.string(), ""), v.regex(/^[1-5]$/, "review_rate_required"), v.transform(Number)),
    title: ReviewTitle,
    message: ReviewMessage,
    variation_code: v.pipe(v.optional(v.string(), ""), v.transform((s) => s || undefined), v.optional(ItemCode)),
  },
  "validation_required",
);

/** POST /catalog/reviews/helpful/ */
export const ReviewHelpfulBody = v.strictObject({ review_id: ReviewId, lang: v.optional(v.string()) });
export const ReviewHelpfulForm = v.strictObject({ review_id: ReviewId }, "review_not_found");

/** POST /catalog/reviews/moderate/ (staff). */
export const ReviewDecision = v.picklist(["approve", "reject"], "validation_invalid");
export const ReviewModerateBody = v.strictObject({ review_id: ShopperReviewId, decision: ReviewDecision, lang: v.optional(v.string()) });
export const ReviewModerateForm = v.strictObject({ review_id: ShopperReviewId, decision: ReviewDecision }, "validation_invalid");

/** A language code as the sites use them (content languages: hr, en, sl, de, it, es, sr, bs, cnr). */
export const ReviewLang = v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/));

/**
 * GET /catalog/reviews/?product=&sort=&lang=&page= (the list; `lang` narrows it to one language).
 * Other parameters are ignored: the storefront adds `ignoreCache` to calls it does not cache.
 */
export const ReviewListQuery = v.object({
  product: ItemCode,
  sort: v.optional(ReviewSort, "newest"),
  lang: v.optional(ReviewLang),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/), v.transform(Number)), "1"),
});

export const ReviewItem = v.object({
  id: v.string(),
  rate: v.number(),
  title: v.string(),
  /** As written: plain text, shown escaped, line breaks kept, links never made clickable. */
  message: v.string(),
  display_name: v.string(),
  /** YYYY-MM-DD */
  date: v.string(),
  /** The content language of the site it was written on. */
  lang: v.string(),
  /** Had an order with the product when writing (the shop's check, Omnibus Art. 7(6)). */
  verified: v.boolean(),
  /** The package it is about, when the shopper said. */
  variation_title: v.nullable(v.string()),
  helpful: v.number(),
});
export type ReviewItem = v.InferOutput<typeof ReviewItem>;

/**
 * Every approved rating of the product: `count` and `histogram` (stars 5 down to 1) include
 * ratings without text; `reviews` counts those with text, the ones listed.
 */
export const RatingSummary = v.object({
  average: v.number(),
  count: v.number(),
  reviews: v.number(),
  histogram: v.array(v.object({ stars: v.number(), count: v.number() })),
});
export type RatingSummary = v.InferOutput<typeof RatingSummary>;

export const ReviewList = v.object({
  summary: RatingSummary,
  items: v.array(ReviewItem),
  /** Reviews with text that match the language filter (all languages without one). */
  total: v.number(),
  page: v.number(),
  pages: v.number(),
  sort: ReviewSort,
  lang: v.nullable(v.string()),
});
export type ReviewList = v.InferOutput<typeof ReviewList>;
export const ReviewListResponse = envelope(ReviewList);

export const ReviewStatus = v.picklist(["pending", "approved", "rejected"]);
export const OwnReview = v.object({ id: v.string(), status: ReviewStatus, rate: v.number(), title: v.string(), message: v.string(), date: v.string() });
export type OwnReview = v.InferOutput<typeof OwnReview>;

/** A review waiting for staff, with the product it is about on the calling site. */
export const PendingReview = v.object({
  ...ReviewItem.entries,
  product_code: v.string(),
  product_title: v.string(),
  url_without_domain: v.nullable(v.string()),
});
export type PendingReview = v.InferOutput<typeof PendingReview>;
export const PendingReviewsResponse = envelope(v.object({ items: v.array(PendingReview) }));

/** GET /catalog/reviews/mine/?product=: the logged-in shopper's own review and votes on this product. */
export const MyReviewState = v.object({ own: v.nullable(OwnReview), voted: v.array(v.string()) });
export type MyReviewState = v.InferOutput<typeof MyReviewState>;
export const MyReviewStateResponse = envelope(MyReviewState);

/** The storefront's `GET catalog/reviews/mine/`: who the visitor is for reviews, and for staff what waits. */
export type ReviewerState = MyReviewState & { logged_in: boolean; staff: boolean; pending: PendingReview[] };

export const ReviewCreated = v.object({ review: OwnReview, verified: v.boolean() });
export const ReviewCreatedResponse = envelope(ReviewCreated);
export const ReviewHelpfulResponse = envelope(v.object({ review_id: v.string(), helpful: v.number(), counted: v.boolean() }));
/** `product_id`: whose cached answers (stars, summary, reviews) the storefront drops. */
export const ReviewModeratedResponse = envelope(v.object({ review_id: v.string(), status: ReviewStatus, product_id: v.nullable(v.number()) }));
