-- The language a route's content is really in when the site's language lacks it and shows a
-- fallback (i18n/languages.ts, a tenant's `fallback`); NULL: the site's own language. Pages mark
-- such content with its language, and hreflang alternates leave it out (it is no translation).
ALTER TABLE routes ADD COLUMN content_lang TEXT;
