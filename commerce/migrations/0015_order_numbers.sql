-- Readable order numbers (issue 18): `ZR-2026-000123`, counted per calendar year (UTC) by one
-- sequence row per year. The number is what the shopper reads on the thank-you page, in the
-- confirmation mail and in my orders; the `{id}-{code}` pair stays the order's name in URLs only
-- (docs/behaviour/03-entities.md "Order").
CREATE TABLE order_number_sequences (
  year TEXT PRIMARY KEY,
  last INTEGER NOT NULL DEFAULT 0
);

ALTER TABLE orders ADD COLUMN number TEXT;

-- Orders from before: numbered in the order they were placed, per year.
UPDATE orders SET number = 'ZR-' || substr(created_at, 1, 4) || '-' || printf('%06d',
  (SELECT COUNT(*) FROM orders o2 WHERE substr(o2.created_at, 1, 4) = substr(orders.created_at, 1, 4) AND o2.id <= orders.id));
INSERT INTO order_number_sequences (year, last) SELECT substr(created_at, 1, 4), COUNT(*) FROM orders GROUP BY 1;

CREATE UNIQUE INDEX orders_number ON orders(number);

-- Every new order takes the next number of its year, in the statement that inserts it (so in the
-- same batch as its lines and its mail, which reads the number back).
CREATE TRIGGER orders_number_next AFTER INSERT ON orders
WHEN NEW.number IS NULL
BEGIN
  INSERT OR IGNORE INTO order_number_sequences (year, last) VALUES (substr(NEW.created_at, 1, 4), 0);
  UPDATE order_number_sequences SET last = last + 1 WHERE year = substr(NEW.created_at, 1, 4);
  UPDATE orders SET number = 'ZR-' || substr(NEW.created_at, 1, 4) || '-' || printf('%06d',
    (SELECT last FROM order_number_sequences WHERE year = substr(NEW.created_at, 1, 4)))
  WHERE id = NEW.id;
END;
