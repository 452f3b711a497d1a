-- Price history per package and price list, and the earlier price derived from it
-- (Omnibus, Art. 6a of Directive 98/6/EC; docs/decisions/0015-food-shop-rules.md, "Earlier price").
--
-- `prices.price` stays the one place a price is set. Every change to it is logged here by the
-- triggers below (a row is in force from `valid_from` until the next row of its package and
-- currency). What a reduction announces is read from this log, never stored:
--   * the reduction starts when the current price came into force (the latest row);
--   * the prior price is the lowest price in force during the 30 days before that start;
--   * a reduction may be announced only when today's price is below the prior price; the struck
--     price is the prior price, and the percent is computed against it (CJEU C-330/23, Aldi Süd).
-- So the stored regular price, discount percent and "anchor" price go: they were second homes
-- of facts the log now holds, and could disagree with it.

CREATE TABLE price_history (
  variation_id INTEGER NOT NULL REFERENCES product_variations(id),
  currency TEXT NOT NULL,
  -- UTC, 'YYYY-MM-DD HH:MM:SS' (datetime()'s form, so text order is time order).
  valid_from TEXT NOT NULL,
  price REAL NOT NULL,
  PRIMARY KEY (variation_id, currency, valid_from)
) WITHOUT ROWID;

-- An existing database keeps what it announced: a package that showed a reduction gets its
-- announced 30-day price as in force 30 days ago, then today's price; any other package starts
-- its log today (with no earlier row, no reduction can be announced until the price changes).
INSERT INTO price_history (variation_id, currency, valid_from, price)
  SELECT variation_id, currency, datetime('now', '-30 days'), COALESCE(anchor_price, basic_price)
    FROM prices WHERE discount_percent > 0 AND price < COALESCE(anchor_price, basic_price);
INSERT INTO price_history (variation_id, currency, valid_from, price)
  SELECT variation_id, currency, datetime('now'), price FROM prices;

ALTER TABLE prices DROP COLUMN anchor_price;
ALTER TABLE prices DROP COLUMN discount_percent;
ALTER TABLE prices DROP COLUMN basic_price;

-- A new price list row, or a changed price, is logged with the time it took effect. A row whose
-- price the log already ends with (the seed writes its history first) adds nothing.
CREATE TRIGGER prices_log_insert AFTER INSERT ON prices
WHEN NEW.price IS NOT (SELECT h.price FROM price_history h WHERE h.variation_id = NEW.variation_id AND h.currency = NEW.currency ORDER BY h.valid_from DESC LIMIT 1)
BEGIN
  INSERT OR REPLACE INTO price_history (variation_id, currency, valid_from, price) VALUES (NEW.variation_id, NEW.currency, datetime('now'), NEW.price);
END;

CREATE TRIGGER prices_log_update AFTER UPDATE OF price ON prices
WHEN NEW.price IS NOT OLD.price
BEGIN
  INSERT OR REPLACE INTO price_history (variation_id, currency, valid_from, price) VALUES (NEW.variation_id, NEW.currency, datetime('now'), NEW.price);
END;

-- Deleting a price list row (the seed's re-apply, a package removed) takes its log with it.
CREATE TRIGGER prices_log_delete AFTER DELETE ON prices
BEGIN
  DELETE FROM price_history WHERE variation_id = OLD.variation_id AND currency = OLD.currency;
END;

-- What every price answer reads: today's price, and what a reduction may announce.
--   since       when today's price came into force (the reduction's start when there is one)
--   prior_price the lowest price in force during the 30 days before `since` (null: no row then)
CREATE VIEW price_offers AS
SELECT o.variation_id, o.currency, o.price, o.loyalty_price, o.since, o.prior_price,
       CASE WHEN o.prior_price > o.price THEN o.prior_price ELSE o.price END AS basic_price,
       CASE WHEN o.prior_price > o.price THEN o.prior_price END AS anchor_price,
       -- Rounded down: a badge never claims more than the reduction is.
       CASE WHEN o.prior_price > o.price THEN CAST((o.prior_price - o.price) * 100.0 / o.prior_price + 1e-9 AS INTEGER) ELSE 0 END AS discount_percent
  FROM (
    SELECT s.variation_id, s.currency, s.price, s.loyalty_price, s.since,
           (SELECT MIN(h.price) FROM price_history h
             WHERE h.variation_id = s.variation_id AND h.currency = s.currency AND h.valid_from < s.since
               AND h.valid_from >= COALESCE((SELECT MAX(w.valid_from) FROM price_history w
                                              WHERE w.variation_id = s.variation_id AND w.currency = s.currency
                                                AND w.valid_from <= datetime(s.since, '-30 days')), '')) AS prior_price
      FROM (
        SELECT p.variation_id, p.currency, p.price, p.loyalty_price,
               COALESCE((SELECT MAX(h.valid_from) FROM price_history h
                          WHERE h.variation_id = p.variation_id AND h.currency = p.currency AND h.valid_from <= datetime('now')), datetime('now')) AS since
          FROM prices p
      ) s
  ) o;
