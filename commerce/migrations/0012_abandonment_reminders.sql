-- Abandoned-cart reminders (spec §7 webshop.abandonment): whether the shopper consented to
-- marketing when the cart was left (no consent, no reminder), and when the one reminder went out.
ALTER TABLE abandoned_carts ADD COLUMN marketing INTEGER NOT NULL DEFAULT 0;
ALTER TABLE abandoned_carts ADD COLUMN reminded_at TEXT;
