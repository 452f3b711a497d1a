import type { Suggestions } from "../../shared/contract/search";
import { PRODUCT_COLUMNS, PRODUCT_JOINS, PUBLIC_PRODUCT, toListItem, type ProductRow } from "../routes/catalog/product-rows";
import type { SiteRow } from "../lib/site";
import { buildLanguageIndex, plainText, type ContentSource, type ProductSource } from "./documents";
import { matchExpression, parseQuery, synonymMap, type ParsedQuery, type Synonyms } from "./query";
import type { ContentHit, ProductHits, SearchIndex, SuggestLimits } from "./search-index";
import { correct, type VocabWord } from "./typo";
import { stringsOf } from "../lib/json-list";

/** Fewer product hits than this and the engine tries the query with typos corrected. */
const FEW_HITS = 3;
/** Rows per insert statement when filling the index (keeps each bound JSON well under D1's limits). */
const CHUNK = 40;

// bm25 weights per column: title ≫ brand ≫ category and tags ≫ attributes ≫ description; stems
// (inflected forms and compound parts of the title-ish columns) just under the brand.
const PRODUCT_WEIGHTS = "10.0, 6.0, 3.0, 3.0, 2.0, 1.0, 4.0, 0.0, 0.0";
const CONTENT_WEIGHTS = "8.0, 1.0, 3.0, 0, 0, 0, 0, 0, 0, 0";

/**
 * What a language's searches need besides the index: its build stamp, synonyms and vocabulary.
 * An isolate keeps them; every search reads the stamp and the synonyms' text again (suggest in
 * the same batch as its queries), so an edit or a rebuild is seen by the next search.
 */
interface LangState {
  builtAt: string;
  /** The synonym groups as read (JSON arrays, one a line), to tell an edit. */
  synonymsText: string;
  synonyms: Synonyms;
  vocab: VocabWord[] | null;
}
const langStates = new Map<string, LangState>();

interface StateRow {
  built_at: string | null;
  synonyms: string | null;
}
const STATE_SQL = `SELECT (SELECT built_at FROM search_state WHERE lang = ?1) AS built_at,
  (SELECT group_concat(terms, char(10)) FROM (SELECT terms FROM search_synonyms WHERE lang = ?1 ORDER BY id)) AS synonyms`;

/** Products matching `?4` in language `?1`, with their relevance and whether the phrase `?5` starts a title word. */
const PRODUCT_HITS = `SELECT CAST(product_id AS INTEGER) AS hit_id, bm25(search_products, ${PRODUCT_WEIGHTS}) AS score, instr(' ' || title, ' ' || ?5) > 0 AS phrase
  FROM search_products WHERE search_products MATCH ?4 AND lang = ?1`;

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
    return this.safely(async () => (await this.contentStatement(site, match, q.phrase, limit).all<ContentHit>()).results, []);
  }

  async completions(site: SiteRow, query: string, limit: number): Promise<string[]> {
    const q = parseQuery(query);
    if (!q.words.length) return [];
    const state = await this.state(site.lang);
    return completionsOf(query, q, await this.vocab(site.lang, state), limit);
  }

  /**
   * Suggestions in one D1 batch while this isolate knows the language (docs/decisions/0011-search-engine.md
   * "Suggest speed"): the state check, the ranked products with their rows and attributes, their
   * categories and the content; completions come from the vocabulary in memory. A second batch
   * only when the words as typed found too little and a typo correction finds more, or when the
   * check says the index or the synonyms changed since this isolate read them.
   */
  async suggest(site: SiteRow, query: string, limits: SuggestLimits): Promise<Suggestions> {
    const none: Suggestions = { query, corrected: null, products: [], categories: [], content: [], completions: [] };
    const q = parseQuery(query);
    if (!q.words.length) return none;
    let state = langStates.get(site.lang) ?? (await this.state(site.lang));
    let first = await this.suggestBatch(site, q, state, limits, true);
    if (!first.current) {
      // The index was rebuilt or the synonyms edited since this isolate read them: once more, fresh.
      state = await this.state(site.lang);
      first = await this.suggestBatch(site, q, state, limits, true);
    }
    const vocab = first.vocab ?? state.vocab ?? (await this.vocab(site.lang, state));
    let found = first;
    let corrected: string | null = null;
    if (first.rows.length < FEW_HITS) {
      const fixed = correctedQuery(q, vocab);
      const again = fixed ? await this.suggestBatch(site, parseQuery(fixed), state, limits, false) : null;
      if (again && again.rows.length > first.rows.length) {
        found = again;
        corrected = fixed;
      }
    }
    return {
      query,
      corrected,
      products: found.rows.slice(0, limits.products).map((r) => toListItem(r, site, parseAttributes(r.attributes_json))),
      categories: found.categories,
      content: first.content,
      completions: completionsOf(query, q, vocab, limits.completions),
    };
  }

  /** One batch of a suggestion: `current` is false when the state check found `state` outdated. */
  private async suggestBatch(site: SiteRow, q: ParsedQuery, state: LangState, limits: SuggestLimits, withContent: boolean) {
    const none = { current: true, rows: [] as SuggestRow[], categories: [] as Suggestions["categories"], content: [] as ContentHit[], vocab: null as VocabWord[] | null };
    const match = matchExpression(site.lang, q.words, state.synonyms);
    if (!match) return none;
    const db = this.db;
    const ids = [site.lang, site.currency, site.code, match, q.phrase];
    const loadVocab = !state.vocab;
    return this.safely(async () => {
      const [check, rows, categories, content, vocab] = await db.batch([
        db.prepare(STATE_SQL).bind(site.lang),
        // Ranked as productIds() ranks; the hits come first so only they are joined and priced.
        db
          .prepare(
            `SELECT ${PRODUCT_COLUMNS},
                    (SELECT json_group_array(json_object('code', code, 'title', title)) FROM (
                       SELECT a.code, ai.title FROM product_attributes pa JOIN attributes a ON a.id = pa.attribute_id
                         JOIN attribute_i18n ai ON ai.attribute_id = a.id AND ai.lang = ?1 WHERE pa.product_id = p.id ORDER BY a.id)) AS attributes_json
               FROM (${PRODUCT_HITS}) h JOIN products p ON p.id = h.hit_id ${PRODUCT_JOINS}
              WHERE ${PUBLIC_PRODUCT}
              ORDER BY h.phrase DESC, round(h.score) ASC,
                       EXISTS (SELECT 1 FROM product_variations WHERE product_id = p.id AND stock > 0) DESC,
                       (SELECT COUNT(*) FROM review_feed WHERE product_id = p.id) DESC, h.score, p.id LIMIT ?6`,
          )
          .bind(...ids, SUGGEST_RANKED),
        // Categories of the matching products, most matches first.
        db
          .prepare(
            `SELECT c.code, ci.title, COALESCE(r.path, '') AS url_without_domain, COUNT(*) AS count
               FROM (SELECT DISTINCT hit_id FROM (${PRODUCT_HITS})) h JOIN products p ON p.id = h.hit_id
               JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
               JOIN catalog_category_i18n ci ON ci.category_id = c.id AND ci.lang = ?1
               JOIN routes r ON r.site = ?3 AND r.entity_key = 'catalog_category:' || c.code AND r.visible = 1
              WHERE ${PUBLIC_PRODUCT} GROUP BY c.code ORDER BY count DESC, ci.title LIMIT ?6`,
          )
          .bind(...ids, limits.categories),
        ...(withContent ? [this.contentStatement(site, match, q.phrase, limits.content)] : []),
        ...(loadVocab ? [db.prepare("SELECT word, display, df FROM search_vocab WHERE lang = ?1").bind(site.lang)] : []),
      ]);
      const now = check?.results[0] as StateRow | undefined;
      if (now?.built_at !== state.builtAt || (now?.synonyms ?? "") !== state.synonymsText) return { ...none, current: false };
      const words = loadVocab && vocab ? (vocab.results as VocabWord[]) : null;
      if (words) state.vocab = words;
      return {
        current: true,
        rows: (rows?.results ?? []) as SuggestRow[],
        categories: (categories?.results ?? []) as Suggestions["categories"],
        content: withContent ? ((content?.results ?? []) as ContentHit[]) : [],
        vocab: words,
      };
    }, none);
  }

  private contentStatement(site: SiteRow, match: string, phrase: string, limit: number): D1PreparedStatement {
    return this.db
      .prepare(
        `SELECT s.kind, s.display AS title, s.summary, CASE WHEN s.site = ?3 THEN s.path ELSE r.path END AS url_without_domain
           FROM (SELECT *, bm25(search_content, ${CONTENT_WEIGHTS}) AS score FROM search_content WHERE search_content MATCH ?1 AND lang = ?2) s
           LEFT JOIN routes r ON s.site = '' AND r.site = ?3 AND r.entity_key = s.entity_key AND r.visible = 1
          WHERE (s.site = ?3 AND s.path != '') OR r.path IS NOT NULL
          ORDER BY instr(' ' || s.title, ' ' || ?4) > 0 DESC, s.score, s.display LIMIT ?5`,
      )
      .bind(match, site.lang, site.code, phrase, limit);
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

  /** The language's index stamp (building the index first if missing or stale) and synonyms. */
  private async state(lang: string): Promise<LangState> {
    const read = () => this.db.prepare(STATE_SQL).bind(lang).first<StateRow>();
    let row = await read();
    if (!row?.built_at) {
      await this.rebuild(lang);
      row = await read();
    }
    return remember(lang, row);
  }

  private async vocab(lang: string, state: LangState): Promise<VocabWord[]> {
    if (state.vocab) return state.vocab;
    const { results } = await this.db.prepare("SELECT word, display, df FROM search_vocab WHERE lang = ?1").bind(lang).all<VocabWord>();
    state.vocab = results;
    return results;
  }

  /** The query with every word the vocabulary does not know replaced by its likely meaning. */
  private async corrected(lang: string, q: ParsedQuery, state: LangState): Promise<string | null> {
    return correctedQuery(q, await this.vocab(lang, state));
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
                     (SELECT COUNT(*) FROM review_feed WHERE product_id = p.id) DESC, h.score, p.id
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

/** Suggestions rank this many products (their categories count all matches). */
const SUGGEST_RANKED = 24;

type SuggestRow = ProductRow & { attributes_json: string | null };

/** The isolate's state of a language as read now (kept while stamp and synonyms stay the same). */
function remember(lang: string, row: StateRow | null): LangState {
  const builtAt = row?.built_at ?? "";
  const synonymsText = row?.synonyms ?? "";
  const known = langStates.get(lang);
  if (known && known.builtAt === builtAt && known.synonymsText === synonymsText) return known;
  const groups = synonymsText ? synonymsText.split("\n").map(stringsOf) : [];
  const state: LangState = { builtAt, synonymsText, synonyms: synonymMap(groups), vocab: known?.builtAt === builtAt ? known.vocab : null };
  langStates.set(lang, state);
  return state;
}

/** Completions of the last word typed: vocabulary words it begins, else the likely typo fix. */
function completionsOf(query: string, q: ParsedQuery, vocab: readonly VocabWord[], limit: number): string[] {
  const last = q.words.at(-1);
  if (!last) return [];
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

/** The query with every word the vocabulary does not know replaced by its likely meaning, or null. */
function correctedQuery(q: ParsedQuery, vocab: readonly VocabWord[]): string | null {
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

function parseAttributes(json: string | null): { code: string; title: string }[] {
  try {
    const v: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(v) ? (v as { code: string; title: string }[]) : [];
  } catch {
    return [];
  }
}

