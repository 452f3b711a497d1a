import {
  MyReviewStateResponse,
  PendingReviewsResponse,
  ReviewCreatedResponse,
  ReviewHelpfulResponse,
  ReviewListResponse,
  ReviewModeratedResponse,
  type ReviewCreateBody,
  type ReviewerState,
  type ReviewSort,
} from "../../shared/contract/reviews";
import { personal } from "./cart";
import type { DataContext } from "./context";
import { ask } from "./load";
import { loadShopper } from "./shopper";

/**
 * Reviews' hops to the commerce API (issue 14; docs/decisions/0021-reviews-shoppers-write.md).
 * The list is public (server token, not cached: a sort or a filter is a fresh ask); writing,
 * voting, the shopper's own state and moderation go with the visitor's token and are never cached.
 */

export async function loadReviews(dc: DataContext, q: { product: string; sort: ReviewSort; lang?: string; page: number }) {
  return (await ask(dc, { path: "/catalog/reviews/", query: { product: q.product, sort: q.sort, lang: q.lang, page: q.page }, cached: false, schema: ReviewListResponse })).data;
}

const GUEST: ReviewerState = { logged_in: false, staff: false, own: null, voted: [], pending: [] };

export async function loadReviewerState(dc: DataContext, product: string): Promise<ReviewerState> {
  const shopper = await loadShopper(dc);
  if (!shopper.loggedIn) return GUEST;
  const [mine, pending] = await Promise.all([
    personal(dc, { path: "/catalog/reviews/mine/", query: { product }, schema: MyReviewStateResponse }),
    shopper.isStaff ? personal(dc, { path: "/catalog/reviews/pending/", query: { product }, schema: PendingReviewsResponse }) : null,
  ]);
  return { logged_in: true, staff: shopper.isStaff, ...mine.data, pending: pending?.data.items ?? [] };
}

export async function writeReview(dc: DataContext, body: ReviewCreateBody) {
  return (await personal(dc, { method: "POST", path: "/catalog/reviews/", body: { ...body }, schema: ReviewCreatedResponse })).data;
}

export async function voteHelpful(dc: DataContext, reviewId: string) {
  return (await personal(dc, { method: "POST", path: "/catalog/reviews/helpful/", body: { review_id: reviewId }, schema: ReviewHelpfulResponse })).data;
}

export async function moderateReview(dc: DataContext, reviewId: string, decision: "approve" | "reject") {
  return (await personal(dc, { method: "POST", path: "/catalog/reviews/moderate/", body: { review_id: reviewId, decision }, schema: ReviewModeratedResponse })).data;
}
