import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { ItemCode } from "../../shared/contract/item-code";
import { ReviewForm, ReviewHelpfulForm, ReviewListQuery, ReviewModerateForm } from "../../shared/contract/reviews";
import { REVIEW_FORM, REVIEWS_ID } from "../../shared/reviews";
import { sitePath } from "../../shared/urls";
import { dataContext } from "../data/context";
import { loadReviewerState, loadReviews, moderateReview, voteHelpful, writeReview } from "../data/reviews";
import { loadShopper } from "../data/shopper";
import { forgetProduct } from "../data/catalog";
import type { LimitCheck } from "../edge/throttle";
import { runForm, type FormSpec } from "./auth-form";
import { answer } from "./respond";
import { queryParams } from "./validate";
import { safeReturnPath } from "./return-path";
import { loadLabels } from "../data/app-data";
import { ownReviewHtml, pendingReviewsHtml, reviewItemsHtml } from "../render/reviews";

/**
 * Reviews shoppers write (issue 14; docs/decisions/0021-reviews-shoppers-write.md) under
 * `/api/nuxtapi/catalog/reviews/`:
 *
 * - `GET ./?product=&sort=&lang=&page=`: the approved reviews and the rating summary (`html=1`:
 *   with the items as the product page shows them);
 * - `GET mine/?product=`: what the product page fills in after hydration for this visitor (logged
 *   in or not, their own review and votes, and for staff the reviews waiting, also as HTML), so
 *   the page's HTML stays the same for every anonymous visitor;
 * - `POST ./` (write), `POST helpful/`, `POST moderate/` (staff): plain forms (303 back to the
 *   product's reviews with the notice or the errors, via the flash) or JSON.
 *
 * Visitor-bound (./guards.ts VISITOR_STATE): `no-store`, and changes only from this origin.
 * Writing counts against `review_client` and `review_account` (worker/edge/limits.ts); the
 * commerce API counts per account too.
 */
export const reviewsBff = new Hono<AppEnv>();

type C = Context<AppEnv>;

/** Where on the product page the reviews are: a plain form's answer goes back there. */
const REVIEWS_ANCHOR = `#${REVIEWS_ID}`;

const home = (c: C) => sitePath(c.get("site"), "/");

/** The product page's section (worker/render/reviews.tsx) asks for HTML: the same server code renders it. */
const view = (c: C) => ({ siteLang: c.get("site").tenant.lang, api: sitePath(c.get("site"), "/api/nuxtapi/catalog/reviews/"), back: safeReturnPath(c.req.header("referer"), c) ?? home(c) });

reviewsBff.get("/catalog/reviews/", queryParams(ReviewListQuery), (c) => {
  const q = c.req.valid("query");
  const html = c.req.query("html") === "1";
  return answer(c, "reviews", async () => {
    const dc = dataContext(c);
    const list = await loadReviews(dc, q);
    if (!html) return list;
    return { ...list, html: reviewItemsHtml(list.items, view(c), await loadLabels(dc), c.get("site").tenant.locale) };
  });
});

/** With the shopper's own review and, for staff, the queue as HTML for the product page. */
reviewsBff.get("/catalog/reviews/mine/", queryParams(v.object({ product: ItemCode })), (c) => {
  const { product } = c.req.valid("query");
  return answer(c, "reviews", async () => {
    const dc = dataContext(c);
    const state = await loadReviewerState(dc, product);
    const labels = await loadLabels(dc);
    const locale = c.get("site").tenant.locale;
    return { ...state, own_html: state.own ? ownReviewHtml(state.own, labels, locale) : "", pending_html: pendingReviewsHtml(state.pending, view(c), labels, locale) };
  });
});

/**
 * A review form (write, vote, moderate): one form id for the flash, back to the product's reviews
 * with the notice `act` names (a plain form) or its data (JSON).
 */
function reviewForm<S extends v.GenericSchema>(
  c: C,
  spec: Pick<FormSpec<S>, "schema" | "unauthorized" | "limits">,
  act: (value: v.InferOutput<S>) => Promise<{ data: unknown; notice: string }>,
) {
  return runForm(c, {
    ...spec,
    form: REVIEW_FORM,
    home: home(c),
    anchor: REVIEWS_ANCHOR,
    run: async (f, { back }) => {
      const { data, notice } = await act(f);
      return { to: back + REVIEWS_ANCHOR, data, notice: { form: REVIEW_FORM, notice } };
    },
  });
}

reviewsBff.post("/catalog/reviews/", async (c) => {
  const dc = dataContext(c);
  // Per account by the id the API confirms, never by what the token claims: a forged claim must
  // not use up someone else's tries.
  const who = dc.visitorToken ? await loadShopper(dc) : null;
  const limits: LimitCheck[] = [["review_client"]];
  if (who?.userId) limits.push(["review_account", `user:${who.userId}`]);
  return reviewForm(c, { schema: ReviewForm, unauthorized: "review_login_prompt", limits: () => limits }, async (f) => ({ data: await writeReview(dc, f), notice: "review_sent" }));
});

reviewsBff.post("/catalog/reviews/helpful/", (c) =>
  reviewForm(c, { schema: ReviewHelpfulForm, unauthorized: "review_login_prompt" }, async (f) => ({ data: await voteHelpful(dataContext(c), f.review_id), notice: "review_helpful_thanks" })),
);

reviewsBff.post("/catalog/reviews/moderate/", (c) =>
  reviewForm(c, { schema: ReviewModerateForm }, async (f) => {
    const dc = dataContext(c);
    const done = await moderateReview(dc, f.review_id, f.decision);
    if (done.product_id !== null) await forgetProduct(dc, done.product_id);
    return { data: done, notice: done.status === "approved" ? "review_approved_done" : "review_rejected_done" };
  }),
);
