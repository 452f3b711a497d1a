-- Shopping carts (docs/behaviour/03-entities.md "Cart", "Cart item"): one per visitor, owned like the wishlist: by the
-- token row (`token_id` = the JWT's jti) while anonymous, by the user (`user_id` = sub) once
-- logged in; exactly one owner column is set. `code` is the cart's public id
-- (shopping_cart_code), random so it says nothing about other carts.
CREATE TABLE carts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  token_id TEXT,
  user_id INTEGER,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  CHECK ((token_id IS NULL) <> (user_id IS NULL))
);
CREATE UNIQUE INDEX carts_user ON carts(user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX carts_token ON carts(token_id) WHERE token_id IS NOT NULL;

-- A line per package. No price is stored: the cart is priced live from the price list of the
-- site's currency. Products are named by code without a foreign key (the seed replaces
-- catalogue rows on every start, as for the wishlist).
CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_code TEXT NOT NULL,
  variation_code TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty BETWEEN 1 AND 999),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (cart_id, variation_code)
);
