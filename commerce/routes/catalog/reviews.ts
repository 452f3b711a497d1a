import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { ACCOUNT_LIMITS } from "../../lib/rate-limit";
import { fail, failFields, ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { requireStaff } from "../../lib/staff";
import { requireLiveToken, requireToken } from "../../lib/token";
import { json, jsonForm } from "../../lib/validate";
import { ItemCode } from "../../../shared/contract/item-code";
import {
  ReviewCreateBody,
  ReviewHelpfulBody,
  ReviewListQuery,
  ReviewModerateBody,
  REVIEWS_PER_PAGE,
  type OwnReview,
  type PendingReview,
  type ReviewList,
} from "../../../shared/contract/reviews";
import { accountId, requireAccount, requireUnderLimit } from "../account/guard";
import { BOUGHT } from "../../lib/orders";
import { PUBLIC_PRODUCT } from "./product-rows";
import { ratingCounts, reviewCount, reviewPage, toReviewItem, toSummary, type ReviewRow } from "./review-rows";

/**
 * Reviews shoppers write (issue 14; docs/decisions/0021-reviews-shoppers-write.md):
 *
 * - `GET /catalog/reviews/?product=&sort=&lang=&page=`: approved reviews with text and the rating
 *   summary (public, like the product answer);
 * - `POST /catalog/reviews/`: a logged-in shopper writes one review per product; it waits for
 *   staff; "verified buyer" is decided here from the account's orders, never by the shopper;
 * - `GET /catalog/reviews/mine/?product=`: the shopper's own review (any status) and votes;
 * - `POST /catalog/reviews/helpful/`: one vote per account and review;
 * - `GET /catalog/reviews/pending/` and `POST /catalog/reviews/moderate/`: staff only.
 *
 * Text is stored as typed (trimmed) and escaped by whoever shows it. Writing and voting count
 * against per-account limits here (commerce/lib/rate-limit.ts); the storefront counts per client.
 */
export const reviews = new Hono<CommerceEnv>();

/** A product shoppers may see, by code: only those can be reviewed. */
async function publicProduct(db: D1Database, code: string): Promise<{ id: number; code: string } | null> {
  return db
    .prepare(
      `SELECT p.id, p.code FROM products p JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE p.code = ?1 AND ${PUBLIC_PRODUCT}`,
    )
    .bind(code)
    .first<{ id: number; code: string }>();
}

const reviewStatus = (r: { approved: number; moderated_at: string | null }): OwnReview["status"] => (r.approved === 1 ? "approved" : r.moderated_at ? "rejected" : "pending");

reviews.get("/catalog/reviews/", requireToken(), async (c) => {
  const q = v.safeParse(ReviewListQuery, c.req.query());
  if (!q.success) return fail(c, 400, "error_invalid_request", `Invalid: ${q.issues.map((i) => v.getDotPath(i) ?? "query").join(", ")}`);
  const { product: code, sort, lang, page } = q.output;
  const db = c.env.DB;
  const product = await db.prepare("SELECT id FROM products WHERE code = ?1").bind(code).first<{ id: number }>();
  if (!product) return fail(c, 404, "error_empty_data");
  const [counts, total, rows] = await db.batch([
    ratingCounts(db, product.id),
    reviewCount(db, product.id, lang ?? null),
    reviewPage(db, product.id, sort, lang ?? null, REVIEWS_PER_PAGE, (page - 1) * REVIEWS_PER_PAGE),
  ]);
  const n = (total?.results[0] as { n: number } | undefined)?.n ?? 0;
  const answer: ReviewList = {
    summary: toSummary((counts?.results ?? []) as { rate: number; n: number; texts: number }[]),
    items: ((rows?.results ?? []) as ReviewRow[]).map(toReviewItem),
    total: n,
    page,
    pages: Math.max(1, Math.ceil(n / REVIEWS_PER_PAGE)),
    sort,
    lang: lang ?? null,
  };
  return ok(c, answer);
});

/** "Ana U.": the first name and the initial of the last, as the account has them ("" when none). */
function displayName(first: string, last: string): string {
  const initial = last.trim() ? ` ${Array.from(last.trim())[0]!.toUpperCase()}.` : "";
  return `${first.trim()}${first.trim() ? initial : ""}`.slice(0, 60);
}

const writesPerAccount = requireUnderLimit((c) => `review_write:${accountId(c)}`, ACCOUNT_LIMITS.reviewWrites);
const votesPerAccount = requireUnderLimit((c) => `review_helpful:${accountId(c)}`, ACCOUNT_LIMITS.reviewVotes);

reviews.post("/catalog/reviews/", requireLiveToken(), requireAccount(), requireSite(), writesPerAccount, jsonForm(ReviewCreateBody), async (c) => {
  const site = c.get("site");
  const userId = accountId(c);
  const f = c.req.valid("json");
  const db = c.env.DB;
  const product = await publicProduct(db, f.product_code);
  if (!product) return fail(c, 404, "error_product_unavailable");
  if (f.variation_code) {
    const own = await db.prepare("SELECT 1 FROM product_variations WHERE code = ?1 AND product_id = ?2").bind(f.variation_code, product.id).first();
    if (!own) return failFields(c, 400, [{ field: "variation_code", label_name: "validation_invalid" }]);
  }
  const user = await db.prepare("SELECT first_name, last_name, email, confirmed_at FROM users WHERE id = ?1").bind(userId).first<{ first_name: string; last_name: string; email: string; confirmed_at: string | null }>();
  if (!user) return fail(c, 401, "error_unauthorized");
  // Verified buyer: an order of this account, or one placed with its e-mail once the account
  // proved that e-mail (confirmed), that holds the product and was placed or paid.
  const bought = await db
    .prepare(
      `SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE oi.product_code = ?1 AND o.status IN ${BOUGHT} AND (o.user_id = ?2 OR (?3 IS NOT NULL AND o.email = ?4)) LIMIT 1`,
    )
    .bind(product.code, userId, user.confirmed_at, user.email)
    .first();
  const row = await db
    .prepare(
      `INSERT INTO product_reviews (user_id, product_code, site, lang, rate, display_name, title, message, variation_code, verified)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
       ON CONFLICT (user_id, product_code) DO NOTHING
       RETURNING id, created_at`,
    )
    .bind(userId, product.code, site.code, site.lang, f.rate, displayName(user.first_name, user.last_name), f.title, f.message, f.variation_code ?? null, bought ? 1 : 0)
    .first<{ id: number; created_at: string }>();
  if (!row) return fail(c, 409, "review_already_written", "One review per shopper and product: this account has already reviewed it.");
  const review: OwnReview = { id: `r${row.id}`, status: "pending", rate: f.rate, title: f.title, message: f.message, date: row.created_at.slice(0, 10) };
  return ok(c, { review, verified: Boolean(bought) });
});

const ProductQuery = v.object({ product: ItemCode });

reviews.get("/catalog/reviews/mine/", requireLiveToken(), requireAccount(), async (c) => {
  const q = v.safeParse(ProductQuery, c.req.query());
  if (!q.success) return fail(c, 400, "error_invalid_request", "Invalid: product");
  const userId = accountId(c);
  const db = c.env.DB;
  const [own, votes] = await db.batch([
    db.prepare("SELECT id, rate, title, message, approved, moderated_at, created_at FROM product_reviews WHERE user_id = ?1 AND product_code = ?2").bind(userId, q.output.product),
    db
      .prepare("SELECT h.review_id FROM review_helpful h JOIN review_feed f ON f.id = h.review_id WHERE h.user_id = ?1 AND f.product_code = ?2")
      .bind(userId, q.output.product),
  ]);
  type Own = { id: number; rate: number; title: string; message: string; approved: number; moderated_at: string | null; created_at: string };
  const r = own?.results[0] as Own | undefined;
  return ok(c, {
    own: r ? { id: `r${r.id}`, status: reviewStatus(r), rate: r.rate, title: r.title, message: r.message, date: r.created_at.slice(0, 10) } : null,
    voted: ((votes?.results ?? []) as { review_id: string }[]).map((x) => x.review_id),
  });
});

reviews.post("/catalog/reviews/helpful/", requireLiveToken(), requireAccount(), votesPerAccount, json(ReviewHelpfulBody), async (c) => {
  const userId = accountId(c);
  const id = c.req.valid("json").review_id;
  const db = c.env.DB;
  const review = await db.prepare("SELECT user_id FROM review_feed WHERE id = ?1").bind(id).first<{ user_id: number | null }>();
  if (!review) return fail(c, 404, "review_not_found");
  if (review.user_id === userId) return fail(c, 403, "review_helpful_own");
  const [added, count] = await db.batch([
    db.prepare("INSERT OR IGNORE INTO review_helpful (review_id, user_id) VALUES (?1, ?2)").bind(id, userId),
    db.prepare("SELECT COUNT(*) AS n FROM review_helpful WHERE review_id = ?1").bind(id),
  ]);
  return ok(c, { review_id: id, helpful: (count?.results[0] as { n: number } | undefined)?.n ?? 0, counted: (added?.meta.changes ?? 0) > 0 });
});

/** Reviews waiting for staff, oldest first; `product` narrows to one (the product page's). */
reviews.get("/catalog/reviews/pending/", requireStaff(), async (c) => {
  const site = c.get("site");
  const product = c.req.query("product");
  if (product !== undefined && !v.is(ItemCode, product)) return fail(c, 400, "error_invalid_request", "Invalid: product");
  const rows = await c.env.DB.prepare(
    `SELECT 'r' || f.id AS id, f.rate, f.title, f.message, f.display_name, f.created_at, f.lang, f.verified,
            v.size AS variation_size, v.unit AS variation_unit, 0 AS helpful,
            f.product_code, COALESCE(here.title, own.title, f.product_code) AS product_title, rt.path
       FROM product_reviews f
       LEFT JOIN products p ON p.code = f.product_code
       LEFT JOIN product_variations v ON v.code = f.variation_code AND v.product_id = p.id
       LEFT JOIN product_i18n here ON here.product_id = p.id AND here.lang = ?1
       LEFT JOIN product_i18n own ON own.product_id = p.id AND own.lang = f.lang
       LEFT JOIN routes rt ON rt.site = ?2 AND rt.entity_key = 'catalog_product:' || f.product_code
      WHERE f.moderated_at IS NULL AND f.approved = 0 AND (?3 IS NULL OR f.product_code = ?3)
      ORDER BY f.created_at, f.id LIMIT 200`,
  )
    .bind(site?.lang ?? "", site?.code ?? "", product ?? null)
    .all<ReviewRow & { product_code: string; product_title: string; path: string | null }>();
  const items: PendingReview[] = rows.results.map((r) => ({ ...toReviewItem(r), product_code: r.product_code, product_title: r.product_title, url_without_domain: r.path }));
  return ok(c, { items });
});

/** Approve or reject a shopper's review (a later decision replaces an earlier one). */
reviews.post("/catalog/reviews/moderate/", requireStaff(), json(ReviewModerateBody), async (c) => {
  const body = c.req.valid("json");
  const staff = c.get("token")?.sub ?? null;
  const approve = body.decision === "approve";
  const row = await c.env.DB.prepare("UPDATE product_reviews SET approved = ?1, moderated_at = datetime('now'), moderated_by = ?2 WHERE id = ?3 RETURNING product_code")
    .bind(approve ? 1 : 0, staff, Number(body.review_id.slice(1)))
    .first<{ product_code: string }>();
  if (!row) return fail(c, 404, "review_not_found");
  const product = await c.env.DB.prepare("SELECT id FROM products WHERE code = ?1").bind(row.product_code).first<{ id: number }>();
  return ok(c, { review_id: body.review_id, status: approve ? "approved" : "rejected", product_id: product?.id ?? null });
});
