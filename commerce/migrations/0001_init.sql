-- Start-up data of the reference commerce API: sites, labels, routes, redirects, tokens, CMS pages.
CREATE TABLE sites (
  code TEXT PRIMARY KEY,
  lang TEXT NOT NULL,
  host TEXT NOT NULL,
  base_url TEXT NOT NULL,
  locale TEXT NOT NULL,
  currency TEXT NOT NULL,
  title TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  UNIQUE (host, lang)
);

CREATE TABLE currencies (
  code TEXT PRIMARY KEY,
  symbol TEXT NOT NULL,
  decimals INTEGER NOT NULL DEFAULT 2
);

CREATE TABLE labels (
  lang TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (lang, key)
);

-- One row per site and path; entity_key ties the versions of one entity across sites (hreflang).
CREATE TABLE routes (
  site TEXT NOT NULL REFERENCES sites(code),
  path TEXT NOT NULL,
  controller TEXT NOT NULL,
  action TEXT NOT NULL,
  template TEXT NOT NULL DEFAULT '',
  content_type TEXT NOT NULL DEFAULT '',
  entity_key TEXT NOT NULL,
  PRIMARY KEY (site, path)
);
CREATE INDEX routes_entity ON routes(entity_key);

CREATE TABLE redirects (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL REFERENCES sites(code),
  old_path TEXT NOT NULL,
  new_path TEXT NOT NULL,
  type INTEGER
);
CREATE INDEX redirects_site ON redirects(site);

CREATE TABLE cms_pages (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL REFERENCES sites(code),
  slug TEXT NOT NULL,
  template TEXT NOT NULL,
  visible INTEGER NOT NULL DEFAULT 1,
  title TEXT NOT NULL,
  seo_title TEXT,
  seo_description TEXT,
  content TEXT NOT NULL,
  UNIQUE (site, slug)
);

-- Visitor tokens: a signed JWT names its row, so logout and revocation work at the backend.
CREATE TABLE tokens (
  id TEXT PRIMARY KEY,
  user_id INTEGER,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  revoked_at TEXT
);

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
