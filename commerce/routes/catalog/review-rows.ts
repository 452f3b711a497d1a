import type { RatingSummary, ReviewItem, ReviewSort } from "../../../shared/contract/reviews";

/**
 * Reading reviews from `review_feed` (migration 0022): the seed's ratings and shoppers' approved
 * reviews, the one source of the product page's list, its summary, the cards' stars and the
 * JSON-LD aggregate. Ratings without text count in the summary; the list shows those with text.
 */

const ORDER: Record<ReviewSort, string> = {
  newest: "f.created_at DESC, f.id DESC",
  highest: "f.rate DESC, f.created_at DESC, f.id DESC",
  lowest: "f.rate ASC, f.created_at DESC, f.id DESC",
  helpful: "helpful DESC, f.created_at DESC, f.id DESC",
};

/** Helpful votes of a feed row `f`. */
export const HELPFUL_COUNT = "(SELECT COUNT(*) FROM review_helpful h WHERE h.review_id = f.id)";

/** The columns of a listed review (`ReviewRow`), from `review_feed f`. */
export const REVIEW_COLUMNS = `f.id, f.rate, f.title, f.message, f.display_name, f.created_at, f.lang, f.verified,
       v.size AS variation_size, v.unit AS variation_unit, ${HELPFUL_COUNT} AS helpful`;
/** The package a review names, when it names one of the product's. */
export const REVIEW_VARIATION_JOIN = "LEFT JOIN product_variations v ON v.code = f.variation_code AND v.product_id = f.product_id";

export interface ReviewRow {
  id: string;
  rate: number;
  title: string;
  message: string;
  display_name: string;
  created_at: string;
  lang: string;
  verified: number;
  variation_size: number | null;
  variation_unit: string | null;
  helpful: number;
}

/** A package's title as the product answer writes it ("500 g", "1.5 l"). */
export function variationTitle(size: number, unit: string): string {
  return `${Number.isInteger(size) ? size : size.toFixed(1)} ${unit}`;
}

export function toReviewItem(r: ReviewRow): ReviewItem {
  return {
    id: r.id,
    rate: r.rate,
    title: r.title,
    message: r.message,
    display_name: r.display_name,
    date: r.created_at.slice(0, 10),
    lang: r.lang,
    verified: r.verified === 1,
    variation_title: r.variation_size !== null && r.variation_unit !== null ? variationTitle(r.variation_size, r.variation_unit) : null,
    helpful: r.helpful,
  };
}

/** One page of a product's reviews with text, in `sort` order, narrowed to `lang` when given. */
export function reviewPage(db: D1Database, productId: number, sort: ReviewSort, lang: string | null, limit: number, offset: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${REVIEW_COLUMNS} FROM review_feed f ${REVIEW_VARIATION_JOIN}
        WHERE f.product_id = ?1 AND f.message <> '' AND (?2 IS NULL OR f.lang = ?2)
        ORDER BY ${ORDER[sort]} LIMIT ?3 OFFSET ?4`,
    )
    .bind(productId, lang, limit, offset);
}

/** How many reviews with text `reviewPage` pages through. */
export function reviewCount(db: D1Database, productId: number, lang: string | null): D1PreparedStatement {
  return db.prepare("SELECT COUNT(*) AS n FROM review_feed f WHERE f.product_id = ?1 AND f.message <> '' AND (?2 IS NULL OR f.lang = ?2)").bind(productId, lang);
}

/** Per star: every approved rating, and those with text. */
export function ratingCounts(db: D1Database, productId: number): D1PreparedStatement {
  return db.prepare("SELECT rate, COUNT(*) AS n, SUM(message <> '') AS texts FROM review_feed WHERE product_id = ?1 GROUP BY rate").bind(productId);
}

/** Rounds an average as every answer shows it (one decimal), so the summary and the cards agree. */
export function roundRating(avg: number | null): number {
  return avg === null ? 0 : Math.round(avg * 10) / 10;
}

export function toSummary(rows: readonly { rate: number; n: number; texts: number | null }[]): RatingSummary {
  const by = new Map(rows.map((r) => [r.rate, r]));
  const count = rows.reduce((s, r) => s + r.n, 0);
  const sum = rows.reduce((s, r) => s + r.rate * r.n, 0);
  return {
    average: roundRating(count ? sum / count : null),
    count,
    reviews: rows.reduce((s, r) => s + (r.texts ?? 0), 0),
    histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: by.get(stars)?.n ?? 0 })),
  };
}
