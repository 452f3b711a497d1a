-- Whether a route's entity is public, so sitemaps list only what shoppers may see (the page
-- itself still decides per request: staff see hidden entities).
ALTER TABLE routes ADD COLUMN visible INTEGER NOT NULL DEFAULT 1;
