// The staff user's product reviews (commerce/seed/reviews.ts). Reviews are shoppers' data, so
// unlike the reference tables they are added only when missing and never replaced.
import { STAFF_REVIEWS } from "../../commerce/seed/reviews";
import { sql } from "./sql";

export function staffReviewStatements(staffEmail: string): string[] {
  return STAFF_REVIEWS.map(
    (r) =>
      `INSERT OR IGNORE INTO product_reviews (user_id, product_code, site, lang, rate, display_name, message, approved, created_at) ` +
      `SELECT id, ${sql(r.product)}, ${sql(r.site)}, ${sql(r.lang)}, ${r.rate}, ${sql(r.displayName)}, ${sql(r.message)}, 1, ${sql(r.createdAt)} FROM users WHERE email = ${sql(staffEmail)};`,
  );
}
