import { ContentHitsResponse, LogViewResponse, Suggestions, SuggestionsResponse } from "../../shared/contract/search";
import { fold } from "../../shared/search/fold";
import type { DataContext } from "./context";
import { ask, load } from "./load";

/**
 * Search data from the commerce API's engine (docs/decisions/0011-search-engine.md). Product
 * results are the catalogue's product list with `search_q` (worker/data/catalog.ts); here are
 * the suggestions, cached briefly per site and folded query (so "Čoko" and "coko" share one
 * entry), and the content hits, never cached (they are one page's worth and vary widely).
 */
export const SUGGEST_MIN_CHARS = 2;

export function loadSuggestions(dc: DataContext, query: string) {
  const key = fold(query);
  return load(dc, "search", `suggest:${key}`, Suggestions, { method: "POST", path: "/search/suggest/", body: { q: query }, cached: false, schema: SuggestionsResponse });
}

export async function loadSearchContent(dc: DataContext, query: string, limit: number) {
  return (await ask(dc, { method: "POST", path: "/search/content/", body: { search_q: query, limit }, cached: false, schema: ContentHitsResponse })).data.items;
}

/** `views` more views of a search served from the page cache, for the API's search log. */
export async function logSearchViews(dc: DataContext, query: string, views: number): Promise<void> {
  await ask(dc, { method: "POST", path: "/search/log/", body: { q: query, views }, cached: false, schema: LogViewResponse });
}
