import { PUBLIC_PRODUCT } from "../routes/catalog/product-rows";
import type { SiteRow } from "../lib/site";
import { buildLanguageIndex, plainText, type ContentSource, type ProductSource } from "./documents";
import { matchExpression, parseQuery, synonymMap, type ParsedQuery, type Synonyms } from "./query";
import type { ContentHit, ProductHits, SearchIndex } from "./search-index";
import { correct, type VocabWord } from "./typo";

/** Fewer product hits than this and the engine tries the query with typos corrected. */
export const FEW_HITS = 3;
/** Rows per insert statement when filling the index (keeps each bound JSON well under D1's limits). */
const CHUNK = 40;

// bm25 weights per column: title ≫ brand ≫ category and tags ≫ attributes ≫ description; stems
// (inflected forms and compound parts of the title-ish columns) just under the brand.
const PRODUCT_WEIGHTS = "10.0, 6.0, 3.0, 3.0, 2.0, 1.0, 4.0, 0.0, 0.0";
const CONTENT_WEIGHTS = "8.0, 1.0, 3.0, 0, 0, 0, 0, 0, 0, 0";

/** A language's vocabulary, kept per isolate while the index it came from stands. */
const vocabCache = new Map<string, { builtAt: string; words: VocabWord[] }>();

interface LangState {
  builtAt: string;
  synonyms: Synonyms;
}

/** SearchIndex on D1's FTS5 tables (commerce/migrations/0011_search.sql). */
export class D1SearchIndex implements SearchIndex {
  constructor(private readonly db: D1Database) {}

  async products(site: SiteRow, query: string, limit: number): Promise<ProductHits> {
    const q = parseQuery(query);
    if (q.words.length === 0) return { ids: [], corrected: null };
    const state = await this.state(site.lang);
    const ids = await this.productIds(site, q, state.synonyms, limit);
    if (ids.length >= FEW_HITS) return { ids, corrected: null };
    const fixed = await this.corrected(site.lang, q, state);
    if (!fixed) return { ids, corrected: null };
    const again = await this.productIds(site, parseQuery(fixed), state.synonyms, limit);
    return again.length > ids.length ? { ids: again, corrected: fixed } : { ids, corrected: null };
  }

  async content(site: SiteRow, query: string, limit: number): Promise<ContentHit[]> {
    const q = parseQuery(query);
    const state = q.words.length ? await this.state(site.lang) : null;
    const match = state && matchExpression(site.lang, q.words, state.synonyms);
    if (!match) return [];
    return this.safely(async () => {
      const { results } = await this.db
        .prepare(
          `SELECT s.kind, s.display AS title, s.summary, CASE WHEN s.site = ?3 THEN s.path ELSE r.path END AS url_without_domain
             FROM (SELECT *, bm25(search_content, ${CONTENT_WEIGHTS}) AS score FROM search_content WHERE search_content MATCH ?1 AND lang = ?2) s
             LEFT JOIN routes r ON s.site = '' AND r.site = ?3 AND r.entity_key = s.entity_key AND r.visible = 1
            WHERE (s.site = ?3 AND s.path != '') OR r.path IS NOT NULL
            ORDER BY instr(' ' || s.title, ' ' || ?4) > 0 DESC, s.score, s.display LIMIT ?5`,
        )
        .bind(match, site.lang, site.code, q.phrase, limit)
        .all<ContentHit>();
      return results;
    }, []);
  }

  async completions(site: SiteRow, query: string, limit: number): Promise<string[]> {
    const q = parseQuery(query);
    const last = q.words.at(-1);
    if (!last) return [];
    const state = await this.state(site.lang);
    const vocab = await this.vocab(site.lang, state.builtAt);
    const typed = query.trim().split(/\s+/).slice(0, -1).join(" ");
    const join = (word: string) => (typed ? `${typed} ${word}` : word);
    const found = vocab
      .filter((v) => v.word.startsWith(last) && v.word !== last)
      .sort((a, b) => b.df - a.df || a.word.length - b.word.length)
      .slice(0, limit)
      .map((v) => join(v.display));
    if (found.length === 0) {
      const fix = correct(last, vocab, true);
      if (fix) found.push(join(fix.display));
    }
    return found;
  }

  async rebuild(lang: string): Promise<void> {
    const db = this.db;
    const [products, posts, faq, stores, pages] = await db.batch([
      db.prepare(
        `SELECT p.id, pi.title, m.title AS brand, ci.title AS category, pci.title AS parent_category, pi.short_description, pi.description,
                (SELECT group_concat(ti.title, ' ') FROM product_tag_links l JOIN product_tag_i18n ti ON ti.tag_id = l.tag_id AND ti.lang = ?1 WHERE l.product_id = p.id) AS tags,
                (SELECT group_concat(ai.title, ' ') FROM product_attributes pa JOIN attribute_i18n ai ON ai.attribute_id = pa.attribute_id AND ai.lang = ?1 WHERE pa.product_id = p.id) AS attributes
           FROM products p JOIN product_i18n pi ON pi.product_id = p.id AND pi.lang = ?1
           JOIN manufacturers m ON m.id = p.manufacturer_id
           JOIN catalog_categories c ON c.id = p.category_id LEFT JOIN catalog_category_i18n ci ON ci.category_id = c.id AND ci.lang = ?1
           LEFT JOIN catalog_category_i18n pci ON pci.category_id = c.parent_id AND pci.lang = ?1`,
      ).bind(lang),
      db.prepare(
        `SELECT p.kind, 'publish_post:' || p.code AS entity_key, pi.title, pi.short_description AS summary,
                pi.headline || ' ' || pi.content || ' ' || COALESCE(pi.ingredients_json, '') AS body
           FROM posts p JOIN post_i18n pi ON pi.post_id = p.id AND pi.lang = ?1`,
      ).bind(lang),
      db.prepare("SELECT 'faq' AS kind, 'cms:faq' AS entity_key, fi.question AS title, fi.answer AS body FROM faq f JOIN faq_i18n fi ON fi.faq_id = f.id AND fi.lang = ?1 ORDER BY f.position").bind(lang),
      db.prepare(
        `SELECT 'store' AS kind, 'location:' || l.code AS entity_key, li.title, l.address || ', ' || l.city AS summary, l.city || ' ' || l.address || ' ' || li.description AS body
           FROM locations l JOIN location_i18n li ON li.location_id = l.id AND li.lang = ?1`,
      ).bind(lang),
      db.prepare(
        `SELECT 'page' AS kind, cp.site, '/' || cp.slug || '/' AS path, cp.title, COALESCE(cp.seo_description, '') AS summary, cp.content AS body
           FROM cms_pages cp JOIN sites s ON s.code = cp.site AND s.lang = ?1 WHERE cp.visible = 1 AND cp.slug != ''`,
      ).bind(lang),
    ]);
    type Row = Partial<ContentSource> & { title: string; body: string; kind: ContentSource["kind"] };
    const content = [posts, faq, stores, pages].flatMap((r) =>
      ((r?.results ?? []) as Row[]).map((row): ContentSource => ({
        kind: row.kind,
        entity_key: row.entity_key ?? "",
        site: row.site ?? "",
        path: row.path ?? "",
        title: row.title,
        summary: row.summary ?? plainText(row.body).slice(0, 200),
        body: row.body,
      })),
    );
    const index = buildLanguageIndex(lang, (products?.results ?? []) as ProductSource[], content);
    const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => JSON.stringify(rows.slice(i * CHUNK, (i + 1) * CHUNK)));
    const builtAt = `${new Date().toISOString()} ${crypto.randomUUID()}`;
    // One batch is one transaction: a search never sees a language half rebuilt, and two
    // rebuilds racing each leave a whole index.
    await db.batch([
      db.prepare("DELETE FROM search_products WHERE lang = ?1").bind(lang),
      db.prepare("DELETE FROM search_content WHERE lang = ?1").bind(lang),
      db.prepare("DELETE FROM search_vocab WHERE lang = ?1").bind(lang),
      ...chunks(index.products).map((json) =>
        db
          .prepare(
            `INSERT INTO search_products (title, brand, category, tags, attributes, description, stems, lang, product_id)
             SELECT j.value ->> 'title', j.value ->> 'brand', j.value ->> 'category', j.value ->> 'tags', j.value ->> 'attributes', j.value ->> 'description', j.value ->> 'stems', ?1, j.value ->> 'product_id' FROM json_each(?2) j`,
          )
          .bind(lang, json),
      ),
      ...chunks(index.content).map((json) =>
        db
          .prepare(
            `INSERT INTO search_content (title, body, stems, lang, kind, entity_key, site, path, display, summary)
             SELECT j.value ->> 'title', j.value ->> 'body', j.value ->> 'stems', ?1, j.value ->> 'kind', j.value ->> 'entity_key', j.value ->> 'site', j.value ->> 'path', j.value ->> 'display', j.value ->> 'summary' FROM json_each(?2) j`,
          )
          .bind(lang, json),
      ),
      ...chunks(index.vocab).map((json) =>
        db.prepare("INSERT INTO search_vocab (lang, word, display, df) SELECT ?1, j.value ->> 'word', j.value ->> 'display', j.value ->> 'df' FROM json_each(?2) j").bind(lang, json),
      ),
      db.prepare("INSERT OR REPLACE INTO search_state (lang, built_at) VALUES (?1, ?2)").bind(lang, builtAt),
    ]);
  }

  /** The language's index stamp (building the index first if the seed cleared it) and synonyms. */
  private async state(lang: string): Promise<LangState> {
    const read = () =>
      this.db.batch([
        this.db.prepare("SELECT built_at FROM search_state WHERE lang = ?1").bind(lang),
        this.db.prepare("SELECT terms FROM search_synonyms WHERE lang = ?1 ORDER BY id").bind(lang),
      ]);
    let [state, synonyms] = await read();
    if (!state?.results[0]) {
      await this.rebuild(lang);
      [state, synonyms] = await read();
    }
    const groups = ((synonyms?.results ?? []) as { terms: string }[]).map((r) => parseTerms(r.terms));
    return { builtAt: (state?.results[0] as { built_at: string } | undefined)?.built_at ?? "", synonyms: synonymMap(groups) };
  }

  private async vocab(lang: string, builtAt: string): Promise<VocabWord[]> {
    const cached = vocabCache.get(lang);
    if (cached && cached.builtAt === builtAt) return cached.words;
    const { results } = await this.db.prepare("SELECT word, display, df FROM search_vocab WHERE lang = ?1").bind(lang).all<VocabWord>();
    vocabCache.set(lang, { builtAt, words: results });
    return results;
  }

  /** The query with every word the vocabulary does not know replaced by its likely meaning. */
  private async corrected(lang: string, q: ParsedQuery, state: LangState): Promise<string | null> {
    const vocab = await this.vocab(lang, state.builtAt);
    let changed = false;
    const out = q.words.map((w, i) => {
      const last = i === q.words.length - 1;
      if (vocab.some((v) => (last ? v.word.startsWith(w) : v.word === w))) return w;
      const fix = correct(w, vocab, last);
      if (!fix) return w;
      changed = true;
      return fix.display;
    });
    return changed ? out.join(" ") : null;
  }

  private async productIds(site: SiteRow, q: ParsedQuery, synonyms: Synonyms, limit: number): Promise<number[]> {
    const match = matchExpression(site.lang, q.words, synonyms);
    if (!match) return [];
    return this.safely(async () => {
      // Exact phrase at a title word's start first, then relevance in bands, and within a
      // band in-stock before sold out and more-rated before less.
      const { results } = await this.db
        .prepare(
          `SELECT h.id FROM (
             SELECT CAST(product_id AS INTEGER) AS id, bm25(search_products, ${PRODUCT_WEIGHTS}) AS score, instr(' ' || title, ' ' || ?3) > 0 AS phrase
               FROM search_products WHERE search_products MATCH ?1 AND lang = ?2) h
             JOIN products p ON p.id = h.id JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
            WHERE ${PUBLIC_PRODUCT}
            ORDER BY h.phrase DESC, round(h.score) ASC,
                     EXISTS (SELECT 1 FROM product_variations WHERE product_id = p.id AND stock > 0) DESC,
                     (SELECT COUNT(*) FROM product_ratings WHERE product_id = p.id AND approved = 1) DESC, h.score, p.id
            LIMIT ?4`,
        )
        .bind(match, site.lang, q.phrase, limit)
        .all<{ id: number }>();
      return results.map((r) => r.id);
    }, []);
  }

  /**
   * The expression is built from folded words only, so FTS5 should never refuse it; if it
   * ever does, the shopper gets no results rather than an error, and the log says why.
   */
  private async safely<T>(run: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (!/fts5|syntax/i.test(String(err))) throw err;
      console.error("search: FTS5 refused a query", err);
      return fallback;
    }
  }
}

function parseTerms(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}
