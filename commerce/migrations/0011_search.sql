-- Full-text search (docs/decisions/0011-search-engine.md). Both indexes hold text already folded
-- by shared/search/fold.ts (the same function folds every query), one row per entity and
-- language; the API fills a language's rows from the catalogue and content tables whenever
-- search_state says they are missing (the seed clears it) and on POST /search/reindex/.
CREATE VIRTUAL TABLE search_products USING fts5(
  title, brand, category, tags, attributes, description, stems,
  lang UNINDEXED, product_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
-- Posts, recipes, FAQ entries, CMS pages and stores. `site` is set only for a site's own CMS
-- page (with its `path`); the others are shared and reach a site through its routes.
CREATE VIRTUAL TABLE search_content USING fts5(
  title, body, stems,
  lang UNINDEXED, kind UNINDEXED, entity_key UNINDEXED, site UNINDEXED, path UNINDEXED, display UNINDEXED, summary UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
-- The words of titles, brands, categories and tags, for typo correction and completions.
CREATE TABLE search_vocab (
  lang TEXT NOT NULL,
  word TEXT NOT NULL,
  display TEXT NOT NULL,
  df INTEGER NOT NULL,
  PRIMARY KEY (lang, word)
) WITHOUT ROWID;
CREATE TABLE search_state (lang TEXT PRIMARY KEY, built_at TEXT NOT NULL);

-- Synonym groups per language, edited over PUT /search/synonyms/ (terms: a JSON array).
CREATE TABLE search_synonyms (
  id INTEGER PRIMARY KEY,
  lang TEXT NOT NULL,
  terms TEXT NOT NULL
);
CREATE INDEX search_synonyms_lang ON search_synonyms(lang);
INSERT INTO search_synonyms (lang, terms) VALUES
  ('hr', '["bio","organski","eko","ekološki"]'), ('hr', '["zob","zobene pahuljice","ovsene pahuljice"]'), ('hr', '["lješnjak","lješnjaci","lješnjacima"]'),
  ('sr', '["bio","organski","eko"]'), ('sr', '["ovas","ovsene pahuljice","zobene pahuljice"]'),
  ('bs', '["bio","organski","eko"]'), ('bs', '["zob","zobene pahuljice","ovsene pahuljice"]'),
  ('cnr', '["bio","organski","eko"]'), ('cnr', '["ovas","ovsene pahuljice","zobene pahuljice"]'),
  ('sl', '["bio","ekološko","eko"]'), ('sl', '["oves","ovseni kosmiči"]'),
  ('en', '["organic","bio","eco"]'), ('en', '["oats","oat flakes","rolled oats","porridge oats"]'),
  ('de', '["bio","öko"]'), ('de', '["hafer","haferflocken"]'),
  ('it', '["biologico","bio"]'), ('it', '["avena","fiocchi di avena"]'),
  ('es', '["ecológico","bio","orgánico"]'), ('es', '["avena","copos de avena"]');

-- What shoppers searched for and how many products they found (GET /search/log/).
CREATE TABLE search_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL,
  query TEXT NOT NULL,
  results INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX search_log_site ON search_log(site, created_at);
