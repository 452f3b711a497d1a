import * as v from "valibot";
import { ProductListItem } from "./catalog";
import { envelope } from "./envelope";

/** A post, recipe, FAQ entry, page or store the search found (commerce POST /search/content/). */
export const ContentHit = v.object({ kind: v.string(), title: v.string(), summary: v.string(), url_without_domain: v.string() });
export type ContentHit = v.InferOutput<typeof ContentHit>;
export const ContentHitsResponse = envelope(v.object({ items: v.array(ContentHit) }));

/** What the header search box shows while the shopper types (commerce POST /search/suggest/). */
export const Suggestions = v.object({
  query: v.string(),
  corrected: v.nullable(v.string()),
  products: v.array(ProductListItem),
  categories: v.array(v.object({ code: v.string(), title: v.string(), url_without_domain: v.string(), count: v.number() })),
  content: v.array(ContentHit),
  completions: v.array(v.string()),
});
export type Suggestions = v.InferOutput<typeof Suggestions>;
export const SuggestionsResponse = envelope(Suggestions);

/**
 * commerce POST /search/log/: views of a search served from the storefront's page cache, counted
 * in one isolate for a few seconds and told in one call (worker/edge/search-views.ts).
 */
export const SEARCH_LOG_MAX_VIEWS = 1000;
export const LogViewBody = v.strictObject({
  q: v.pipe(v.string(), v.maxLength(10_000)),
  views: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SEARCH_LOG_MAX_VIEWS))),
  lang: v.optional(v.string()),
});
export const LogViewResponse = envelope(v.null());
