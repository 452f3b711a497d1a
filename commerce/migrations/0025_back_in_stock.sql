-- "Notify me when it is back" (issue 10; docs/decisions/0032-back-in-stock-requests.md).
--
-- A request is an e-mail waiting for a product that has no stock, asked on one site (whose
-- language and links its mail uses). It is open until the product has stock again and its one
-- mail is queued (`notified_at`); an address has at most one open request per product, and may
-- ask again once the mail has gone. No foreign key to `products`: the seed replaces the catalogue
-- (same ids), while requests are shoppers' data and stay.
CREATE TABLE back_in_stock_requests (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  product_id INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  notified_at TEXT
);

CREATE UNIQUE INDEX back_in_stock_open ON back_in_stock_requests (email, product_id) WHERE notified_at IS NULL;
CREATE INDEX back_in_stock_product ON back_in_stock_requests (product_id) WHERE notified_at IS NULL;

-- Staff who may set stock per warehouse (`warehouse_edit`), beside those who may only see it.
-- SQLite cannot widen a CHECK in place: the table is rebuilt with its rows (nothing refers to it).
CREATE TABLE staff_permissions_next (
  user_id INTEGER NOT NULL REFERENCES users(id),
  permission TEXT NOT NULL CHECK (permission IN ('warehouse_view', 'warehouse_edit')),
  PRIMARY KEY (user_id, permission)
) WITHOUT ROWID;
INSERT INTO staff_permissions_next (user_id, permission) SELECT user_id, permission FROM staff_permissions;
DROP TABLE staff_permissions;
ALTER TABLE staff_permissions_next RENAME TO staff_permissions;
