import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { dataContext } from "../data/context";
import { logSearchView } from "../data/search";

/**
 * The API's search log (top and zero-result queries, docs/decisions/0011-search-engine.md)
 * counts the searches it answers. A results page served from the edge page cache reaches no
 * API, so this tells it of each such view, after the answer (waitUntil). Counted as the API
 * counts: a shopper's search (not a bot's), its first page, unsorted and unfiltered; on the
 * search route or the catalogue root, the two places `search_q` searches.
 */
export function searchViews(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.var.isBot || c.res.headers.get("x-zrno-cache") !== "hit" || c.res.status !== 200) return;
    const query = countedQuery(c.var.site.path, new URL(c.req.url).searchParams, c.var.site.routeWords);
    if (!query) return;
    const dc = dataContext(c);
    c.executionCtx.waitUntil(logSearchView(dc, query).catch((err: unknown) => console.error("search: logging a cached view failed", err)));
  };
}

/** Parameters that make a view a later page, a sort or a filter of a search: not counted again. */
const REFINEMENTS = ["page", "sort", "brand", "attr", "price_from", "price_to", "special_view"];

/** The query a view of `path` with `params` counts as, or null. */
function countedQuery(path: string, params: URLSearchParams, words: { search: string; catalog: string }): string | null {
  if (path !== `/${words.search}/` && path !== `/${words.catalog}/`) return null;
  if (REFINEMENTS.some((p) => params.has(p))) return null;
  const query = (params.get("search_q") ?? "").trim();
  return query || null;
}
