import type { ProductQuery } from "../../../../shared/contract/catalog";
import { isDefaultListing, listingSearch, parseListingQuery, PRODUCTS_PER_PAGE, type ListingQuery } from "../../../../shared/catalog-query";
import type { Listing } from "../../../../shared/screens/catalog";
import { describe } from "../../../../shared/structured-data";
import { label } from "../../../../shared/labels";
import { loadLabels } from "../../../data/app-data";
import { loadCategories, loadCategory, loadList, loadProducts } from "../../../data/catalog";
import { sanitizeHtml } from "../../sanitize";
import type { LoaderResult, PageContext } from "../../types";
import { entityRedirect } from "../entity-redirect";
import { entityCode, listingPage } from "./shared";

// The catalogue's product listings: the listing of a filter (also search's and the brand's),
// and the root, category and list pages built on it.

type Filter = Pick<ProductQuery, "category" | "list" | "tag" | "search_q">;

/**
 * A product listing for the page's filter and the shopper's sort/filter/page choices. A page
 * past the last one is a 404 (crawl-safe paging: no endless empty pages).
 */
export async function listing(ctx: PageContext, filter: Filter, opts: { fresh?: boolean } = {}): Promise<{ listing: Listing; noindex: boolean; canonicalSearch: string } | null> {
  const q = parseListingQuery(ctx.query);
  const products = await loadProducts(ctx.dc, {
    ...filter,
    sort: q.sort,
    page: q.page,
    limit: PRODUCTS_PER_PAGE,
    ...(q.brands.length ? { manufacturer: q.brands } : {}),
    ...choices(q),
  }, opts);
  if (q.page > products.pages) return null;
  return {
    listing: { products, sort: q.sort, page: q.page, brands: q.brands, attrs: q.attrs, freeFrom: q.freeFrom, priceFrom: q.priceFrom, priceTo: q.priceTo, path: ctx.route.path },
    noindex: !isDefaultListing(q),
    canonicalSearch: isDefaultListing(q) ? listingSearch({ ...q, page: q.page }) : "",
  };
}

/** The shopper's attribute and price choices as the API's product query takes them. */
export function choices(q: ListingQuery): Pick<ProductQuery, "attributes" | "free_from" | "price_from" | "price_to"> {
  return {
    ...(q.attrs.length ? { attributes: q.attrs } : {}),
    ...(q.freeFrom.length ? { free_from: q.freeFrom } : {}),
    ...(q.priceFrom !== null ? { price_from: q.priceFrom } : {}),
    ...(q.priceTo !== null ? { price_to: q.priceTo } : {}),
  };
}

export async function catalogIndex(ctx: PageContext): Promise<LoaderResult> {
  const [categories, l, labels] = await Promise.all([loadCategories(ctx.dc), listing(ctx, {}), loadLabels(ctx.dc)]);
  if (!l) return null;
  const top = categories.filter((c) => c.parents.length === 0);
  return listingPage(ctx, l, {
    screen: { kind: "catalog-index", categories: top.map((c) => ({ code: c.code, title: c.title, url_without_domain: c.url_without_domain, count: c.children.reduce((n, ch) => n + ch.count, 0) })), listing: l.listing },
    title: label(labels, "nav_products"),
    description: label(labels, "site_tagline"),
  });
}

/** What a category and a list share: a code, a visibility, and perhaps a new address. */
interface Entity {
  code: string;
  visible: boolean;
  redirect_url_without_domain: string | null;
  redirect_code: number | null;
}

/**
 * The page of the route's category or list: none when it does not exist, a redirect where it
 * moved, none when it is hidden (but for staff, who see it noindex), else its listing.
 */
async function entityListing<T extends Entity>(
  ctx: PageContext,
  load: (dc: PageContext["dc"], code: string) => Promise<T | null>,
  filter: (e: T) => Filter,
  page: (e: T, listing: Listing) => Parameters<typeof listingPage>[2],
): Promise<LoaderResult> {
  const code = entityCode(ctx);
  const e = code ? await load(ctx.dc, code) : null;
  if (!e) return null;
  const moved = entityRedirect(e.redirect_url_without_domain, e.redirect_code);
  if (moved) return moved;
  if (!e.visible && !(await ctx.shopper()).isStaff) return null;
  const l = await listing(ctx, filter(e));
  return l && listingPage(ctx, l, { ...page(e, l.listing), hidden: !e.visible });
}

export const categoryPage = (ctx: PageContext) =>
  entityListing(ctx, loadCategory, (category) => ({ category: category.code }), (category, listing) => ({
    screen: { kind: "catalog-category", category: { ...category, description: sanitizeHtml(category.description) }, listing },
    title: category.title,
    description: describe(category.description),
    crumbs: category.parents.map((p) => ({ title: p.title, path: p.url_without_domain })),
  }));

export const listPage = (ctx: PageContext) =>
  entityListing(ctx, loadList, (list) => ({ list: list.code }), (list, listing) => ({ screen: { kind: "catalog-list", list, listing }, title: list.title, description: list.title }));
