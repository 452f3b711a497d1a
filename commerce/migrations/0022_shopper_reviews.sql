-- Reviews shoppers write (issue 14; docs/decisions/0021-reviews-shoppers-write.md).
--
-- `product_reviews` (migration 0009) holds what shoppers write; `product_ratings` holds the
-- seed's reference ratings (with and without text), replaced on every re-seed. Both feed one
-- view, `review_feed`, which is the one place the product page, the cards' stars, the rating
-- summary and the JSON-LD aggregate read from: so the count at the top of a product page, the
-- histogram and the reviews listed can never disagree.

-- What the shopper wrote besides stars and text, and which package they mean (optional).
ALTER TABLE product_reviews ADD COLUMN title TEXT NOT NULL DEFAULT '';
ALTER TABLE product_reviews ADD COLUMN variation_code TEXT;
-- 1 when, at the time of writing, the account had an order with this product that was placed
-- (cash on delivery) or paid (Omnibus Directive, Art. 7(6) of 2005/29/EC as amended: the shop
-- says how it checks that reviews come from buyers). Never set by the shopper.
ALTER TABLE product_reviews ADD COLUMN verified INTEGER NOT NULL DEFAULT 0;
-- Moderation: a review waits (moderated_at NULL, approved 0) until staff approve (approved 1)
-- or reject it (approved 0, moderated_at set). Only approved reviews are shown to others.
ALTER TABLE product_reviews ADD COLUMN moderated_at TEXT;
ALTER TABLE product_reviews ADD COLUMN moderated_by INTEGER REFERENCES users(id) ON DELETE SET NULL;
UPDATE product_reviews SET moderated_at = created_at WHERE approved = 1;
CREATE INDEX product_reviews_pending ON product_reviews(moderated_at) WHERE moderated_at IS NULL;

-- "Was this helpful": one vote per account and review. `review_id` is the feed's id ('r12' for
-- a shopper's review, 's3401' for a seeded one), so seeded reviews can be voted on too; the
-- seed gives its ratings stable ids (scripts/seed/catalog.ts) so votes survive a re-seed.
CREATE TABLE review_helpful (
  review_id TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (review_id, user_id)
) WITHOUT ROWID;

-- Every rating that counts: the seed's (all approved) and shoppers' approved ones. Ratings
-- without text count in the summary; the list shows those with text.
CREATE VIEW review_feed AS
  SELECT 's' || r.id AS id, r.product_id, p.code AS product_code, COALESCE(r.lang, '') AS lang, r.rate,
         '' AS title, COALESCE(r.message, '') AS message, COALESCE(r.display_name, '') AS display_name,
         0 AS verified, NULL AS variation_code, NULL AS user_id, r.created_at
    FROM product_ratings r JOIN products p ON p.id = r.product_id
   WHERE r.approved = 1
  UNION ALL
  SELECT 'r' || s.id, p.id, s.product_code, s.lang, s.rate, s.title, s.message, s.display_name,
         s.verified, s.variation_code, s.user_id, s.created_at
    FROM product_reviews s JOIN products p ON p.code = s.product_code
   WHERE s.approved = 1;
