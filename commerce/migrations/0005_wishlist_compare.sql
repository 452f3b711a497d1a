-- Wishlist and compare (docs/behaviour/03-entities.md "Wishlist item", docs/behaviour/07-api.md): lists bound to a visitor. An anonymous
-- visitor owns items through the token row (`token_id` = the JWT's jti); a logged-in shopper
-- through the user (`user_id` = the JWT's sub), so the list follows them to any device.
-- Exactly one owner column is set. Products are named by code, not id, and carry no foreign
-- key: the seed replaces catalogue rows on every start and must not trip over visitor data.
CREATE TABLE wishlist_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_id TEXT,
  user_id INTEGER,
  product_code TEXT NOT NULL,
  variation_code TEXT NOT NULL,
  qty INTEGER NOT NULL DEFAULT 1 CHECK (qty BETWEEN 1 AND 999),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  CHECK ((token_id IS NULL) <> (user_id IS NULL))
);
-- One row per owner and package (NULLs are distinct in a plain UNIQUE, hence partial indexes).
CREATE UNIQUE INDEX wishlist_user_variation ON wishlist_items(user_id, variation_code) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX wishlist_token_variation ON wishlist_items(token_id, variation_code) WHERE token_id IS NOT NULL;

CREATE TABLE compare_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_id TEXT,
  user_id INTEGER,
  product_code TEXT NOT NULL,
  variation_code TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  CHECK ((token_id IS NULL) <> (user_id IS NULL))
);
CREATE UNIQUE INDEX compare_user_variation ON compare_items(user_id, variation_code) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX compare_token_variation ON compare_items(token_id, variation_code) WHERE token_id IS NOT NULL;
