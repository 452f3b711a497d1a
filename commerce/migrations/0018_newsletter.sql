-- Newsletter subscriptions with double opt-in (issue 10). A subscription is pending until the
-- mailed link is opened and confirmed; only the SHA-256 of the link's 256-bit code is kept. The
-- consent text the subscriber ticked is stored with it (GDPR art. 7(1): the shop must be able to
-- show what was agreed to). `newsletter_offers` names the coupon a confirmed subscriber is given.
CREATE TABLE newsletter_subscribers (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed')),
  link_id TEXT NOT NULL UNIQUE,
  code_hash TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  confirmed_at TEXT,
  UNIQUE (site, email)
);

CREATE TABLE newsletter_offers (
  site TEXT PRIMARY KEY,
  coupon_code TEXT NOT NULL
);
