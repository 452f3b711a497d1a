import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { dataContext } from "../data/context";
import { logSearchViews } from "../data/search";
import { memoryMsOf } from "../cache/manifest";
import { SEARCH_LOG_MAX_VIEWS } from "../../shared/contract/search";
import { requestUrl } from "../http/request-url";

/**
 * The API's search log (top and zero-result queries, docs/decisions/0011-search-engine.md)
 * counts the searches it answers. A results page served from the edge page cache reaches no
 * API, so this tells it of such views, after the answer (waitUntil). Counted as the API
 * counts: a shopper's search (not a bot's), its first page, unsorted and unfiltered; on the
 * search route or the catalogue root, the two places `search_q` searches.
 *
 * A call per view would cost a hit more than the hit itself (an API call and a D1 write, where
 * the page is a memory read): the views are counted in this isolate for the memory window
 * (MEMORY_CACHE_MS, at most LOG_WINDOW_MAX_MS) and told in one call per query, `views` at a time
 * (docs/decisions/0011-edge-page-cache.md). The first view of a window waits out the window in
 * its waitUntil and then sends them all; with the window 0 (the tests) each view is sent at once.
 */
export function searchViews(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.get("isBot") || c.res.headers.get("x-zrno-cache") !== "hit" || c.res.status !== 200) return;
    const query = countedQuery(c.get("site").path, requestUrl(c.req.raw).searchParams, c.get("site").routeWords);
    if (query) countView(c, query);
  };
}

/** Longer than a Worker may keep a response's waitUntil work going would lose the views. */
const LOG_WINDOW_MAX_MS = 20_000;
/** Distinct queries a window holds for one site; one more sends the window early. */
const LOG_WINDOW_MAX_QUERIES = 50;

/** The views of each site's open window, per query: not told to the API yet. */
const windows = new Map<string, Map<string, number>>();

function countView(c: Context<AppEnv>, query: string) {
  const send = (views: Map<string, number>) =>
    Promise.all([...views].map(([q, n]) => logSearchViews(dataContext(c), q, n).catch((err: unknown) => console.error("search: logging cached views failed", err))));
  const windowMs = Math.min(memoryMsOf(c.env), LOG_WINDOW_MAX_MS);
  if (windowMs <= 0) return c.executionCtx.waitUntil(send(new Map([[query, 1]])));

  const tenant = c.get("site").tenant.code;
  let views = windows.get(tenant);
  if (!views) {
    const opened = new Map<string, number>();
    windows.set(tenant, opened);
    // The window's first view sends it when it closes, unless it went early (full).
    const close = new Promise((done) => setTimeout(done, windowMs)).then(() => {
      if (windows.get(tenant) !== opened) return;
      windows.delete(tenant);
      return send(opened);
    });
    c.executionCtx.waitUntil(close);
    views = opened;
  }
  const n = (views.get(query) ?? 0) + 1;
  views.set(query, n);
  if (n >= SEARCH_LOG_MAX_VIEWS || views.size >= LOG_WINDOW_MAX_QUERIES) {
    windows.delete(tenant);
    c.executionCtx.waitUntil(send(views));
  }
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
