-- Checkout (issue 4): coupons, shipping and payment methods per site, customer data on the cart,
-- orders with their lines and payments, and abandoned carts.
--
-- Reference tables (checkout_settings, shipping_methods, payment_methods, coupons) are replaced
-- by the seed on every start and carry no foreign keys, like the catalogue. Visitor data (orders,
-- payments, redemptions, saved coupons, abandoned carts) is never touched by the seed; it names
-- reference rows by (site, code), so re-seeding never orphans it.

-- One row per site: the seller of record's bank details for payment slips, the reference scheme
-- its banks read, the countries it ships to, whether the webshop requires an account (the
-- tenant's webshopRequiresAuth), and the shop page an order e-mail links to.
CREATE TABLE checkout_settings (
  site TEXT PRIMARY KEY,
  payee TEXT NOT NULL,
  payee_street TEXT NOT NULL,
  payee_city TEXT NOT NULL,
  iban TEXT NOT NULL,
  bic TEXT NOT NULL,
  reference_scheme TEXT NOT NULL CHECK (reference_scheme IN ('HR01', 'RF', 'SR97', 'BA')),
  country TEXT NOT NULL,
  ship_to TEXT NOT NULL DEFAULT '[]',
  requires_auth INTEGER NOT NULL DEFAULT 1,
  view_order_url TEXT NOT NULL
);

CREATE TABLE shipping_methods (
  site TEXT NOT NULL,
  code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('delivery', 'parcel_locker', 'pickup')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  price REAL NOT NULL CHECK (price >= 0),
  -- Items worth at least this much (after a coupon) ship free; NULL: never free.
  free_over REAL,
  position INTEGER NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site, code)
);

-- payment_type is docs/behaviour/03-entities.md's: NULL (nothing to pay online), redirect, direct_credit_cart_form,
-- credit_cart_form. kind says what the API does with it.
CREATE TABLE payment_methods (
  site TEXT NOT NULL,
  code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('bank_transfer', 'cash_on_delivery', 'card_redirect', 'card_autosubmit', 'card_direct', 'card_form')),
  payment_type TEXT CHECK (payment_type IS NULL OR payment_type IN ('redirect', 'direct_credit_cart_form', 'credit_cart_form')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site, code)
);

-- Amounts are in the site's currency. expires_at is the last valid moment (UTC).
CREATE TABLE coupons (
  site TEXT NOT NULL,
  code TEXT NOT NULL COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value REAL NOT NULL CHECK (value > 0),
  min_amount REAL,
  expires_at TEXT,
  single_use INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  title TEXT NOT NULL,
  PRIMARY KEY (site, code),
  CHECK (kind <> 'percent' OR value <= 100)
);

-- What the shopper chose so far. `revision` counts every change of the cart (lines by the
-- triggers below, choices by the routes): an order remembers the revision it was made from, and
-- UNIQUE (cart_id, cart_revision) makes a double-clicked order one order. `last_order_id` names
-- the order that emptied the cart until the cart changes again, so a late repeat of the same
-- POST answers that order instead of "empty cart".
ALTER TABLE carts ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE carts ADD COLUMN coupon_code TEXT;
ALTER TABLE carts ADD COLUMN shipping_code TEXT;
ALTER TABLE carts ADD COLUMN pickup_location TEXT;
ALTER TABLE carts ADD COLUMN payment_code TEXT;
ALTER TABLE carts ADD COLUMN customer_type TEXT;
ALTER TABLE carts ADD COLUMN customer_json TEXT;
ALTER TABLE carts ADD COLUMN last_order_id INTEGER;

CREATE TRIGGER cart_items_revision_insert AFTER INSERT ON cart_items
BEGIN UPDATE carts SET revision = revision + 1, last_order_id = NULL WHERE id = NEW.cart_id; END;
CREATE TRIGGER cart_items_revision_update AFTER UPDATE ON cart_items
BEGIN UPDATE carts SET revision = revision + 1, last_order_id = NULL WHERE id = NEW.cart_id; END;
CREATE TRIGGER cart_items_revision_delete AFTER DELETE ON cart_items
BEGIN UPDATE carts SET revision = revision + 1, last_order_id = NULL WHERE id = OLD.cart_id; END;

-- Stock never goes below zero: an order's decrement that would is aborted, and with it the
-- whole batch the order is written in (order, lines, coupon, emptied cart, mail).
CREATE TRIGGER stock_never_negative BEFORE UPDATE OF stock ON product_variations
WHEN NEW.stock < 0
BEGIN SELECT RAISE(ABORT, 'stock_negative'); END;

CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Random: `{id}-{code}` names the order, and the code keeps ids from being guessed.
  code TEXT NOT NULL UNIQUE,
  site TEXT NOT NULL,
  lang TEXT NOT NULL,
  currency TEXT NOT NULL,
  -- The owner: the visitor's token row, and the user when logged in.
  token_id TEXT NOT NULL,
  user_id INTEGER,
  cart_id INTEGER NOT NULL,
  cart_revision INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('new', 'awaiting_payment', 'paid', 'payment_failed', 'canceled')),
  customer_type TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  customer_json TEXT NOT NULL,
  shipping_code TEXT NOT NULL,
  shipping_kind TEXT NOT NULL,
  shipping_title TEXT NOT NULL,
  shipping_amount REAL NOT NULL,
  pickup_location TEXT,
  payment_code TEXT NOT NULL,
  payment_kind TEXT NOT NULL,
  payment_type TEXT,
  payment_title TEXT NOT NULL,
  coupon_code TEXT,
  coupon_title TEXT,
  coupon_amount REAL NOT NULL DEFAULT 0,
  items_total REAL NOT NULL,
  basic_total REAL NOT NULL,
  tax_total REAL NOT NULL,
  total REAL NOT NULL,
  -- The payment attempt whose gateway confirmation may still change the status.
  current_payment_id TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (cart_id, cart_revision)
);
CREATE INDEX orders_user ON orders(user_id, id) WHERE user_id IS NOT NULL;
CREATE INDEX orders_token ON orders(token_id, id);

-- The order is made from the cart as it is at commit time, or not at all.
CREATE TRIGGER orders_match_cart_revision BEFORE INSERT ON orders
WHEN NEW.cart_revision IS NOT (SELECT revision FROM carts WHERE id = NEW.cart_id)
BEGIN SELECT RAISE(ABORT, 'cart_changed'); END;

-- Lines keep what the shopper saw: titles and prices at order time.
CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders(id),
  product_code TEXT NOT NULL,
  variation_code TEXT NOT NULL,
  title TEXT NOT NULL,
  variation_title TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  unit_price REAL NOT NULL,
  basic_price REAL NOT NULL,
  line_total REAL NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (order_id, variation_code)
);

-- Payment attempts at the gateway. Only the gateway's signed confirmation moves one out of
-- 'pending'; the return paths are where the gateway sends the browser afterwards.
CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  kind TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'canceled')),
  ok_path TEXT NOT NULL,
  cancel_path TEXT NOT NULL,
  fail_path TEXT NOT NULL,
  transaction_id TEXT,
  card_last4 TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX payments_order ON payments(order_id);

-- A redemption per order that used a coupon; a single-use coupon once per e-mail, enforced by
-- the index even for two orders committed at the same moment.
CREATE TABLE coupon_redemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL,
  code TEXT NOT NULL COLLATE NOCASE,
  email TEXT NOT NULL COLLATE NOCASE,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  single_use INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE UNIQUE INDEX coupon_single_use ON coupon_redemptions(site, code, email) WHERE single_use = 1;

-- Coupons a shopper saved to the account (my coupons).
CREATE TABLE user_coupons (
  user_id INTEGER NOT NULL,
  site TEXT NOT NULL,
  code TEXT NOT NULL COLLATE NOCASE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (user_id, site, code)
);

-- A cart left at checkout with the e-mail it was left with, for a reminder mail; one row per
-- cart, refreshed when the shopper comes back and leaves again.
CREATE TABLE abandoned_carts (
  cart_id INTEGER PRIMARY KEY,
  site TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  snapshot_json TEXT NOT NULL,
  total REAL NOT NULL,
  currency TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
