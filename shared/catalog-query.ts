import { ALLERGENS, type Allergen } from "./food";
import { parsePrice } from "./price";

/**
 * A listing's sort orders, as its URLs and the API name them. Here, beside the query they are part
 * of, not with the contracts' other constants: the listing's script needs these alone, and the
 * constants' chunk would be one more request on every listing (docs/decisions/0018-javascript-budget.md).
 */
export const SORTS = ["recommended", "price_asc", "price_desc", "newest", "title"] as const;
export type SortKey = (typeof SORTS)[number];

/** Products on one page of a listing (category, list, brand, tag, search, catalogue root). */
export const PRODUCTS_PER_PAGE = 24;

/** The shopper's choices on a product listing, as they appear in crawl-safe URLs. */
export interface ListingQuery {
  sort: SortKey;
  page: number;
  brands: string[];
  attrs: string[];
  /** "Free from": allergens of Annex II of Reg. (EU) No 1169/2011 the products must not contain, not even as traces. */
  freeFrom: Allergen[];
  /** Price filter bounds in the site's currency (`price_from`, `price_to`), or null. */
  priceFrom: number | null;
  priceTo: number | null;
}

/** Highest price bound a URL may carry (the API's limit too). */
export const MAX_PRICE_BOUND = 1_000_000;

/**
 * A price bound as typed ("12", "12,50", "12.50 €"), read by the shop's one price rule
 * (`parsePrice`, docs/behaviour/05-validation.md); no price, a negative one or one over
 * MAX_PRICE_BOUND is no bound.
 */
export function parsePriceBound(raw: string | null): number | null {
  const n = parsePrice(raw);
  return n !== null && n >= 0 && n <= MAX_PRICE_BOUND ? n : null;
}

const CODE = /^[a-z0-9_-]{1,64}$/i;

/** Reads `?sort=&page=&brand=a,b&attr=x,y&free_from=gluten,milk&price_from=&price_to=`; anything malformed falls back to the default. */
export function parseListingQuery(q: URLSearchParams): ListingQuery {
  const sort = (SORTS as readonly string[]).includes(q.get("sort") ?? "") ? (q.get("sort") as SortKey) : "recommended";
  const pageRaw = Number(q.get("page") ?? "1");
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= 1000 ? pageRaw : 1;
  // Links write `brand=a,b`; a plain form with checkboxes sends `brand=a&brand=b`: both work.
  const list = (name: string) =>
    [...new Set(q.getAll(name).flatMap((v) => v.split(",")).map((s) => s.trim()).filter((s) => CODE.test(s)))].sort().slice(0, 20);
  let priceFrom = parsePriceBound(q.get("price_from"));
  let priceTo = parsePriceBound(q.get("price_to"));
  // Typed the wrong way round: the range the shopper meant.
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo) [priceFrom, priceTo] = [priceTo, priceFrom];
  const freeFrom = ALLERGENS.filter((a) => list("free_from").includes(a));
  return { sort, page, brands: list("brand"), attrs: list("attr"), freeFrom, priceFrom, priceTo };
}

/**
 * The query string for a listing state; defaults are left out so every state has one URL.
 * `keep` comes first and unchanged: what the listing is of (a search page's words), not a choice.
 */
export function listingSearch(q: ListingQuery, keep: readonly (readonly [string, string])[] = []): string {
  const p = new URLSearchParams(keep.map(([k, val]) => [k, val]));
  if (q.brands.length) p.set("brand", [...q.brands].sort().join(","));
  if (q.attrs.length) p.set("attr", [...q.attrs].sort().join(","));
  if (q.freeFrom.length) p.set("free_from", [...q.freeFrom].sort().join(","));
  if (q.priceFrom !== null) p.set("price_from", String(q.priceFrom));
  if (q.priceTo !== null) p.set("price_to", String(q.priceTo));
  if (q.sort !== "recommended") p.set("sort", q.sort);
  if (q.page > 1) p.set("page", String(q.page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

export function isDefaultListing(q: ListingQuery): boolean {
  return q.sort === "recommended" && q.brands.length === 0 && q.attrs.length === 0 && q.freeFrom.length === 0 && q.priceFrom === null && q.priceTo === null;
}
