import type { Suggestions } from "../../shared/contract/search";
import type { SiteRow } from "../lib/site";

/**
 * The search engine as the API sees it (docs/decisions/0011-search-engine.md). D1's FTS5
 * serves it today (d1-index.ts); a site that outgrows it implements this against an external
 * engine and nothing else in the API changes. Queries arrive raw: folding, bounding and
 * escaping are the engine's job, and no input may make it throw.
 */
export interface SearchIndex {
  /** Public products matching the words, best first (at most `limit`). */
  products(site: SiteRow, query: string, limit: number): Promise<ProductHits>;
  /** Posts, recipes, FAQ entries, pages and stores of the site matching the words. */
  content(site: SiteRow, query: string, limit: number): Promise<ContentHit[]>;
  /** Query completions for the words typed so far (the last one maybe half typed). */
  completions(site: SiteRow, query: string, limit: number): Promise<string[]>;
  /**
   * What the header box shows while the shopper types: the best products (as list items of the
   * site), their categories, content and completions, with the typo note. On D1 this is one
   * batch (the suggest latency goal); another engine would call products(), content() and
   * completions() and read the products' rows.
   */
  suggest(site: SiteRow, query: string, limits: SuggestLimits): Promise<Suggestions>;
  /** Rebuilds a language's index from the catalogue and content. */
  rebuild(lang: string): Promise<void>;
}

export interface ProductHits {
  ids: number[];
  /** The query as corrected for typos, when the words as typed found too little; else null. */
  corrected: string | null;
}

export interface ContentHit {
  kind: string;
  title: string;
  summary: string;
  url_without_domain: string;
}

export interface SuggestLimits {
  products: number;
  categories: number;
  content: number;
  completions: number;
}
