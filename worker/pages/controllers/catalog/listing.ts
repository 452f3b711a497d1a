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
import { entityCode, home } from "./shared";

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
    listing: { products, sort: q.sort, page: q.page, brands: q.brands, attrs: q.attrs, priceFrom: q.priceFrom, priceTo: q.priceTo, path: ctx.route.path },
    noindex: !isDefaultListing(q),
    canonicalSearch: isDefaultListing(q) ? listingSearch({ ...q, page: q.page }) : "",
  };
}

/** The shopper's attribute and price choices as the API's product query takes them. */
export function choices(q: ListingQuery): Pick<ProductQuery, "attributes" | "price_from" | "price_to"> {
  return {
    ...(q.attrs.length ? { attributes: q.attrs } : {}),
    ...(q.priceFrom !== null ? { price_from: q.priceFrom } : {}),
    ...(q.priceTo !== null ? { price_to: q.priceTo } : {}),
  };
}

export async function catalogIndex(ctx: PageContext): Promise<LoaderResult> {
  const [categories, l, labels] = await Promise.all([loadCategories(ctx.dc), listing(ctx, {}), loadLabels(ctx.dc)]);
  if (!l) return null;
  const top = categories.filter((c) => c.parents.length === 0);
  return {
    kind: "page",
    screen: { kind: "catalog-index", categories: top.map((c) => ({ code: c.code, title: c.title, url_without_domain: c.url_without_domain, count: c.children.reduce((n, ch) => n + ch.count, 0) })), listing: l.listing },
    title: label(labels, "nav_products"),
    description: label(labels, "site_tagline"),
    breadcrumbs: [await home(ctx), { title: label(labels, "nav_products"), path: ctx.route.path }],
    noindex: l.noindex,
    canonicalSearch: l.canonicalSearch,
  };
}

export async function categoryPage(ctx: PageContext): Promise<LoaderResult> {
  const code = entityCode(ctx);
  const category = code ? await loadCategory(ctx.dc, code) : null;
  if (!category) return null;
  const movedCategory = entityRedirect(category.redirect_url_without_domain, category.redirect_code);
  if (movedCategory) return movedCategory;
  if (!category.visible && !(await ctx.shopper()).isStaff) return null;
  const l = await listing(ctx, { category: category.code });
  if (!l) return null;
  return {
    kind: "page",
    screen: { kind: "catalog-category", category: { ...category, description: sanitizeHtml(category.description) }, listing: l.listing },
    title: category.title,
    description: describe(category.description),
    breadcrumbs: [await home(ctx), ...category.parents.map((p) => ({ title: p.title, path: p.url_without_domain })), { title: category.title, path: ctx.route.path }],
    noindex: l.noindex || !category.visible,
    canonicalSearch: l.canonicalSearch,
  };
}

export async function listPage(ctx: PageContext): Promise<LoaderResult> {
  const code = entityCode(ctx);
  const list = code ? await loadList(ctx.dc, code) : null;
  if (!list) return null;
  const movedList = entityRedirect(list.redirect_url_without_domain, list.redirect_code);
  if (movedList) return movedList;
  if (!list.visible && !(await ctx.shopper()).isStaff) return null;
  const l = await listing(ctx, { list: list.code });
  if (!l) return null;
  return {
    kind: "page",
    screen: { kind: "catalog-list", list, listing: l.listing },
    title: list.title,
    description: list.title,
    breadcrumbs: [await home(ctx), { title: list.title, path: ctx.route.path }],
    noindex: l.noindex || !list.visible,
    canonicalSearch: l.canonicalSearch,
  };
}
