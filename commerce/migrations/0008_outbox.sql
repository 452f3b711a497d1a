-- The local mail outbox (issue 4): no mail service is reachable from here, so every message the
-- shop sends (sign-up confirmation, password reset, order confirmation) is stored instead, and a
-- developer reads it at /_dev/outbox/ (development only; see README). In production the same
-- rows are the queue a mail sender would drain.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL,
  to_email TEXT NOT NULL COLLATE NOCASE,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  -- Links the message carries (site paths or absolute URLs), as JSON, so tests and the dev
  -- viewer can follow them without parsing the text.
  links TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX outbox_to ON outbox(to_email, id);
