import { parsePriceBound } from "../../shared/catalog-query";
import { fold } from "../../shared/search/fold";

/**
 * The key of a page in the full-page cache (docs/decisions/0011-edge-page-cache.md): site, path,
 * normalized query, layout (human or bot), consent choice, build id and content version.
 * Anything else that could change the HTML either keeps the request out of the cache
 * (./page-rules.ts) or is filled in per response (the nonce: ./nonce-slots.ts).
 */

/**
 * Query parameters that only say where a visitor came from: the page is the same without them,
 * so they never split the cache (and the stored copy is rendered without them).
 */
const TRACKING_EXACT: ReadonlySet<string> = new Set(["gclid", "gbraid", "wbraid", "dclid", "fbclid", "msclkid", "yclid", "twclid", "ttclid", "igshid", "mc_cid", "mc_eid", "_ga", "_gl", "_hsenc", "_hsmi", "mkt_tok"]);

function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || TRACKING_EXACT.has(lower);
}

/** The query without tracking parameters, sorted by name then value: `?b=2&a=1&utm_x=y` → `?a=1&b=2`. */
export function normalizedQuery(search: string | URLSearchParams): string {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const kept = [...params].filter(([name]) => !isTrackingParam(name));
  kept.sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const out = new URLSearchParams(kept).toString();
  return out ? `?${out}` : "";
}

/**
 * The query as the cache key takes it (docs/decisions/0011-edge-page-cache.md "Search pages"):
 * normalized as above, the search words folded as the search engine folds them (`Cokolada `,
 * `čokolada` and `COKOLADA` are one entry) and the price bounds as the listing reads them
 * (`2`, `2.00` and `2,0` are one; a bound the listing ignores is left out).
 */
/** More than the search page reads (100): a longer query is never shared anyway, and keys stay short. */
const SEARCH_KEY_CHARS = 200;

export function pageKeyQuery(search: string | URLSearchParams): string {
  const params = new URLSearchParams(normalizedQuery(search));
  const out = new URLSearchParams();
  for (const [name, value] of params) {
    if (name === "search_q") out.append(name, fold(value.slice(0, SEARCH_KEY_CHARS)));
    else if (name === "price_from" || name === "price_to") {
      const bound = parsePriceBound(value);
      if (bound !== null) out.append(name, String(bound));
    } else out.append(name, value);
  }
  const s = out.toString();
  return s ? `?${s}` : "";
}

interface PageKeyParts {
  /** The request's origin: the Cache API is per zone, and two hosts may serve one tenant. */
  origin: string;
  tenant: string;
  /** The full request path (tenant prefix included), as it arrived. */
  path: string;
  query: string;
  layout: "human" | "bot";
  /** The consent cookie's normalized value ("" without a choice): the page state carries it. */
  consent: string;
  buildId: string;
  contentVersion: string;
}

/** A URL, since the Cache API keys by request; under a path no page can have. */
export function pageKey(p: PageKeyParts): string {
  const meta = [p.tenant, p.layout, p.consent || "-", p.buildId, p.contentVersion].map(encodeURIComponent).join("/");
  return `${p.origin}/__page-cache/${meta}${p.path}${p.query}`;
}
