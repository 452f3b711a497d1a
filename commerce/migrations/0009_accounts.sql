-- Customer accounts (issue 4): profile and address on the user, mailed one-time links for
-- sign-up confirmation and password reset, the continue-as-guest mark on a visitor token, and
-- the product reviews shoppers write.

-- Profile and address of the customer form (shared/contract/account.ts); '' = not given.
ALTER TABLE users ADD COLUMN street TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN zip TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN country TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN company TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN newsletter INTEGER NOT NULL DEFAULT 0;
-- When the shopper accepted the terms at sign-up (NULL for quick sign-up after a guest checkout,
-- where the terms were accepted with the order).
ALTER TABLE users ADD COLUMN terms_accepted_at TEXT;
-- The site the account was made on (its language for mails the shop sends unprompted).
ALTER TABLE users ADD COLUMN site TEXT;

-- Guest checkout: is-login?continue_as_guest=1 marks the visitor's token (docs/behaviour/04-states.md "Checkout gate").
ALTER TABLE tokens ADD COLUMN continue_as_guest INTEGER NOT NULL DEFAULT 0;
-- Password changes and resets revoke every token of a user.
CREATE INDEX tokens_user ON tokens(user_id) WHERE user_id IS NOT NULL;

-- One-time links mailed to a shopper: `{id}/{code}` in the link. The id is random (it says
-- nothing about other links); of the code only its SHA-256 is kept, so a copy of the database
-- opens no account. Used once (`used_at`), until `expires_at` (unix seconds).
CREATE TABLE account_links (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('signup_confirm', 'password_reset')),
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at TEXT,
  -- A sign-up attempt's own data, applied only when ITS link is opened: someone who signs up
  -- with another person's (unconfirmed) e-mail cannot set the password that person confirms.
  password_hash TEXT,
  first_name TEXT,
  last_name TEXT,
  newsletter INTEGER,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX account_links_user ON account_links(user_id, purpose);

-- Product reviews written by shoppers. Not product_ratings: that table is seed data the seed
-- replaces on every start, while these belong to the shoppers and must survive a re-seed; so,
-- as for the wishlist, the product is named by code without a foreign key.
CREATE TABLE product_reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_code TEXT NOT NULL,
  site TEXT NOT NULL,
  lang TEXT NOT NULL,
  rate INTEGER NOT NULL CHECK (rate BETWEEN 1 AND 5),
  display_name TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  -- Shown on the product only once staff approved it; its author sees it at once.
  approved INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (user_id, product_code)
);
CREATE INDEX product_reviews_product ON product_reviews(product_code, approved);
