import * as v from "valibot";
import { envelope } from "../../../shared/contract/envelope";
import { label } from "../../../shared/labels";
import { loadLabels, publicCall } from "../../data/app-data";
import { upstreamAs } from "../../data/context";
import { upstream } from "../../upstream/client";
import type { LoaderResult, PageContext } from "../types";
import { listing } from "./catalog";

const ContentHits = envelope(
  v.object({ items: v.array(v.object({ title: v.string(), url_without_domain: v.string(), short_description: v.optional(v.string(), "") })) }),
);

export const SEARCH_MAX_LENGTH = 100;

/**
 * Search (docs/behaviour/02-screens-and-routes.md): `search_q` finds products by the words of their title, description or brand;
 * `search_content=1` (or the search content type) shows articles and recipes as well. An empty
 * query shows the search form alone. Search pages are not indexed. The search route and the
 * catalogue root with `search_q` or `search_content` both land here.
 */
export async function loadSearch(ctx: PageContext): Promise<LoaderResult> {
  const query = (ctx.query.get("search_q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const withContent = ctx.query.get("search_content") === "1" || ctx.route.content_type === "search";
  const labels = await loadLabels(ctx.dc);
  const title = query ? `${label(labels, "search_results_title")}: ${query}` : label(labels, "nav_search");
  if (!query) {
    return { kind: "page", screen: { kind: "catalog-search", query: "", listing: null, content: [] }, title, description: title, noindex: true };
  }
  const [products, content] = await Promise.all([listing(ctx, { search_q: query }), withContent ? searchContent(ctx, query) : Promise.resolve([])]);
  // Sorting, filtering and paging the results must not lose the words searched for.
  const keep: [string, string][] = [["search_q", query], ...(ctx.query.get("search_content") === "1" ? [["search_content", "1"] as [string, string]] : [])];
  return {
    kind: "page",
    screen: { kind: "catalog-search", query, listing: products ? { ...products.listing, keep } : null, content },
    title,
    description: title,
    noindex: true,
  };
}

/** Articles and recipes matching the words; a failure leaves the product results standing. */
async function searchContent(ctx: PageContext, query: string) {
  try {
    return await publicCall(ctx.dc, async (token) => {
      const res = await upstream(upstreamAs(ctx.dc, token), { method: "POST", path: "/publish/posts/", body: { search_q: query, limit: 10 }, cached: false, schema: ContentHits });
      return res.data.items;
    });
  } catch (err) {
    console.error("search: content search failed", err);
    return [];
  }
}
