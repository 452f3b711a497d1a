-- Stock an order took, given back when it ends unpaid; back-in-stock requests a shopper can
-- withdraw (issue 10; docs/decisions/0035-cancelled-orders-restock.md,
-- docs/decisions/0032-back-in-stock-requests.md).
--
-- `order_stock` is what an order took from each warehouse (placement decides, migration 0023's
-- "central first" order): the one record of where its goods came from, so a cancelled or failed
-- order returns exactly that, to the same warehouses. No foreign key to the warehouse or the
-- package: the seed replaces both (same ids) while orders are shoppers' data and stay.
-- `orders.stock_returned_at` says the order's stock went back; it is set in the batch that gives
-- it back, so a replayed notification or a second cancel returns nothing more. Orders placed
-- before this migration have no record and return nothing (where they took from is unknown).
CREATE TABLE order_stock (
  order_id INTEGER NOT NULL REFERENCES orders(id),
  variation_id INTEGER NOT NULL,
  warehouse_id INTEGER NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  PRIMARY KEY (order_id, variation_id, warehouse_id)
) WITHOUT ROWID;

ALTER TABLE orders ADD COLUMN stock_returned_at TEXT;

-- A back-in-stock request can be withdrawn through a link only its asker is given: `link_id`
-- names it, and only the SHA-256 of the link's 256-bit code is kept (as the newsletter's links,
-- migration 0018). A withdrawn request is closed like a notified one: the address may ask again.
ALTER TABLE back_in_stock_requests ADD COLUMN link_id TEXT;
ALTER TABLE back_in_stock_requests ADD COLUMN code_hash TEXT;
ALTER TABLE back_in_stock_requests ADD COLUMN withdrawn_at TEXT;
CREATE UNIQUE INDEX back_in_stock_link ON back_in_stock_requests (link_id);

DROP INDEX back_in_stock_open;
DROP INDEX back_in_stock_product;
CREATE UNIQUE INDEX back_in_stock_open ON back_in_stock_requests (email, product_id) WHERE notified_at IS NULL AND withdrawn_at IS NULL;
CREATE INDEX back_in_stock_product ON back_in_stock_requests (product_id) WHERE notified_at IS NULL AND withdrawn_at IS NULL;
-- Closed requests are purged after a while (the cron trigger).
CREATE INDEX back_in_stock_closed ON back_in_stock_requests (COALESCE(withdrawn_at, notified_at)) WHERE notified_at IS NOT NULL OR withdrawn_at IS NOT NULL;
