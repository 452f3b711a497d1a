-- The shopper's cookie-consent choices as a record (GDPR art. 7(1): the shop must be able to show
-- that, when and how a visitor consented). The storefront keeps the choice in a cookie and sends
-- each change here (`gdpr.consent` in the endpoint table). One row per change, never updated:
-- the history is the proof. `granted` is the pipe-separated categories as in the cookie
-- ("" = only the necessary ones); `source` says which control was used (banner script or the
-- plain form without JavaScript).
CREATE TABLE consent_records (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL,
  token_id TEXT NOT NULL,
  user_id INTEGER,
  granted TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('banner', 'form')),
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX consent_records_by_token ON consent_records (token_id, id);
CREATE INDEX consent_records_by_user ON consent_records (user_id, id) WHERE user_id IS NOT NULL;
