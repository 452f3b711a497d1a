import { label } from "../../../shared/labels";
import { fold } from "../../../shared/search/fold";
import { searchPageShared } from "../../cache/page-rules";
import { loadLabels } from "../../data/app-data";
import { loadSearchContent } from "../../data/search";
import type { LoaderResult, PageContext } from "../types";
import { listing } from "./catalog/listing";
import { shopOffers } from "./shop-offers";

export const SEARCH_MAX_LENGTH = 100;
/** Content hits shown beside the products. */
const CONTENT_RESULTS = 10;

/**
 * Search (docs/behaviour/02-screens-and-routes.md; docs/decisions/0011-search-engine.md):
 * `search_q` finds products with the commerce API's engine, listed, filtered, sorted and paged
 * like a category, with the query as the engine corrected it when the words as typed found too
 * little. `search_content=1` (or the search content type) adds posts, recipes, FAQ entries,
 * pages and stores, apart from the products. A search that finds nothing offers the top
 * categories and the bestsellers (./shop-offers.ts: cached, asked at the same time as the search,
 * the same for every visitor, as the page must be). An empty query shows the search form alone. Search pages are not indexed.
 * The product results are asked of the API each time, so its search log counts every render;
 * views served from the page cache are counted by worker/edge/search-views.ts.
 */
export async function loadSearch(ctx: PageContext): Promise<LoaderResult> {
  const query = (ctx.query.get("search_q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const withContent = ctx.query.get("search_content") === "1" || ctx.route.content_type === "search";
  const labels = await loadLabels(ctx.dc);
  const title = query ? `${label(labels, "search_results_title")}: ${query}` : label(labels, "nav_search");
  if (!query) {
    return { kind: "page", screen: { kind: "catalog-search", query: "", corrected: null, listing: null, content: [], offers: null }, title, description: title, noindex: true };
  }
  // Never refused (./shop-offers.ts), so it may wait unawaited while the search runs.
  const offered = shopOffers(ctx.dc);
  const [products, content] = await Promise.all([listing(ctx, { search_q: query }, { fresh: true }), withContent ? searchContent(ctx, query) : Promise.resolve([])]);
  const found = products?.listing.products.total ?? 0;
  const offers = found === 0 && content.length === 0 ? await offered : null;
  // Sorting, filtering and paging the results must not lose the words searched for.
  const keep: [string, string][] = [["search_q", query], ...(ctx.query.get("search_content") === "1" ? [["search_content", "1"] as [string, string]] : [])];
  return {
    kind: "page",
    screen: {
      kind: "catalog-search",
      query,
      corrected: products?.listing.products.search?.corrected ?? null,
      listing: products ? { ...products.listing, keep } : null,
      content,
      offers,
    },
    title,
    description: title,
    noindex: true,
    unshared: !searchPageShared(fold(query), found),
  };
}

/** Content hits; a failure leaves the product results standing. */
async function searchContent(ctx: PageContext, query: string) {
  try {
    return await loadSearchContent(ctx.dc, query, CONTENT_RESULTS);
  } catch (err) {
    console.error("search: content search failed", err);
    return [];
  }
}
