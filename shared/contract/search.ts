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

/** commerce POST /search/log/: a view of a search served from the storefront's page cache. */
export const LogViewResponse = envelope(v.null());
