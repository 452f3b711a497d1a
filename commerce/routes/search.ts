import { Hono } from "hono";
import * as v from "valibot";
import { fold } from "../../shared/search/fold";
import type { CommerceEnv } from "../env";
import { json } from "../lib/validate";
import { ok } from "../lib/respond";
import { requireSite } from "../lib/site";
import { requireStaff } from "../lib/staff";
import { requireToken } from "../lib/token";
import { searchIndex } from "../search";
import { MAX_QUERY_CHARS } from "../search/query";
import { LogViewBody } from "../../shared/contract/search";

/**
 * Search beside the catalogue (docs/decisions/0011-search-engine.md): suggestions as the
 * shopper types, content results, and the editors' synonyms, search log and reindex. Product
 * results with facets are POST /catalog/products/ with `search_q` (the listing's filters).
 */
export const search = new Hono<CommerceEnv>();

// Raw queries may be anything; the engine cuts them to MAX_QUERY_CHARS and folds them.
const Query = v.pipe(v.string(), v.maxLength(10_000));

const SuggestBody = v.strictObject({ q: Query, lang: v.optional(v.string()) });
const ContentBody = v.strictObject({ search_q: Query, limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))), lang: v.optional(v.string()) });

const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_CONTENT = 3;
const SUGGESTED_CATEGORIES = 3;
const COMPLETIONS = 4;

/** POST /search/suggest/: what the header box shows while the shopper types. */
search.post("/search/suggest/", requireToken(), requireSite(), json(SuggestBody), async (c) => {
  const site = c.get("site");
  const body = c.req.valid("json");
  const q = body.q.slice(0, MAX_QUERY_CHARS);
  const limits = { products: SUGGESTED_PRODUCTS, categories: SUGGESTED_CATEGORIES, content: SUGGESTED_CONTENT, completions: COMPLETIONS };
  return ok(c, await searchIndex(c.env).suggest(site, q, limits));
});

/** POST /search/content/: posts, recipes, FAQ entries, pages and stores matching the words. */
search.post("/search/content/", requireToken(), requireSite(), json(ContentBody), async (c) => {
  const site = c.get("site");
  const body = c.req.valid("json");
  const items = await searchIndex(c.env).content(site, body.search_q, body.limit ?? 10);
  return ok(c, { items });
});

/**
 * POST /search/log/: `views` (1 when absent) more views of a search the storefront served from
 * its page cache (no listing call reached the API for them): one row each, as a render logs,
 * with the result number the query last had; a query never logged before is left out (its first
 * render logs it with its count).
 */
search.post("/search/log/", requireToken(), requireSite(), json(LogViewBody), async (c) => {
  const site = c.get("site");
  const body = c.req.valid("json");
  const query = normalizedLogQuery(body.q);
  if (query) {
    await c.env.DB.prepare(
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?3) " +
        "INSERT INTO search_log (site, query, results) SELECT ?1, ?2, last.results FROM n, " +
        "(SELECT results FROM search_log WHERE site = ?1 AND query = ?2 ORDER BY id DESC LIMIT 1) AS last",
    )
      .bind(site.code, query, body.views ?? 1)
      .run();
  }
  return ok(c, null);
});

const LogQuery = v.object({ days: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/))) });

/** GET /search/log/: the site's most frequent queries and those that found nothing (editors). */
search.get("/search/log/", requireStaff(), requireSite(), async (c) => {
  const site = c.get("site");
  const parsed = v.safeParse(LogQuery, c.req.query());
  const days = parsed.success && parsed.output.days ? Number(parsed.output.days) : 30;
  const since = `-${days} days`;
  const [top, zero] = await c.env.DB.batch([
    c.env.DB.prepare(
      "SELECT query, COUNT(*) AS count, MAX(results) AS results FROM search_log WHERE site = ?1 AND created_at >= datetime('now', ?2) GROUP BY query ORDER BY count DESC, query LIMIT 50",
    ).bind(site.code, since),
    c.env.DB.prepare(
      "SELECT query, COUNT(*) AS count FROM search_log WHERE site = ?1 AND created_at >= datetime('now', ?2) AND results = 0 GROUP BY query ORDER BY count DESC, query LIMIT 50",
    ).bind(site.code, since),
  ]);
  return ok(c, { days, top: top?.results ?? [], zero_results: zero?.results ?? [] });
});

const SynonymsBody = v.strictObject({
  groups: v.pipe(v.array(v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60))), v.minLength(2), v.maxLength(20))), v.maxLength(500)),
  lang: v.optional(v.string()),
});

/** GET /search/synonyms/: the site language's synonym groups (editors). */
search.get("/search/synonyms/", requireStaff(), requireSite(), async (c) => {
  const site = c.get("site");
  const { results } = await c.env.DB.prepare("SELECT terms FROM search_synonyms WHERE lang = ?1 ORDER BY id").bind(site.lang).all<{ terms: string }>();
  return ok(c, { lang: site.lang, groups: results.map((r) => JSON.parse(r.terms) as string[]) });
});

/** PUT /search/synonyms/: replaces the language's groups; searches use them at once. */
search.put("/search/synonyms/", requireStaff(), requireSite(), json(SynonymsBody), async (c) => {
  const site = c.get("site");
  const body = c.req.valid("json");
  const groups = body.groups.filter((g) => new Set(g.map(fold)).size > 1);
  await c.env.DB.batch([
    c.env.DB.prepare("DELETE FROM search_synonyms WHERE lang = ?1").bind(site.lang),
    ...groups.map((g) => c.env.DB.prepare("INSERT INTO search_synonyms (lang, terms) VALUES (?1, ?2)").bind(site.lang, JSON.stringify(g))),
  ]);
  return ok(c, { lang: site.lang, groups });
});

/** POST /search/reindex/: rebuilds the site language's index after catalogue edits (editors). */
search.post("/search/reindex/", requireStaff(), requireSite(), async (c) => {
  const site = c.get("site");
  await searchIndex(c.env).rebuild(site.lang);
  return ok(c, { lang: site.lang });
});

/** One search per results page (not per keystroke); queries are kept folded-lower and short. */
export function logSearch(db: D1Database, site: string, query: string, results: number): Promise<unknown> {
  const normalized = normalizedLogQuery(query);
  if (!normalized) return Promise.resolve();
  return db.prepare("INSERT INTO search_log (site, query, results) VALUES (?1, ?2, ?3)").bind(site, normalized, results).run();
}

/** A query as the log keeps it: lower case, no lone surrogates, one space between words, short. */
function normalizedLogQuery(query: string): string {
  return query.toLowerCase().replace(/\p{Cs}/gu, "").replace(/\s+/g, " ").trim().slice(0, 100);
}
