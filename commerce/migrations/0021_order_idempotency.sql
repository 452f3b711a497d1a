-- Issue 14, "orders that are never lost or doubled" (docs/decisions/0017-orders-never-lost-or-doubled.md):
-- the checkout page's idempotency key, sent with POST /webshop/order/ as the `Idempotency-Key`
-- header. One key makes at most one order, enforced here: a second POST with the key (a retry,
-- a double click, a timed-out request sent again) finds the order the key made, and two POSTs
-- racing each other cannot both insert one. Orders made before keys existed keep NULL.
ALTER TABLE orders ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX orders_idempotency_key ON orders (idempotency_key) WHERE idempotency_key IS NOT NULL;
