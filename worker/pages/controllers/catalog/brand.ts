import { isDefaultListing, listingSearch, parseListingQuery, PRODUCTS_PER_PAGE } from "../../../../shared/catalog-query";
import { describe } from "../../../../shared/structured-data";
import { label } from "../../../../shared/labels";
import { loadLabels } from "../../../data/app-data";
import { loadManufacturer, loadManufacturers, loadProducts } from "../../../data/catalog";
import { sanitizeHtml } from "../../sanitize";
import type { LoaderResult, PageContext } from "../../types";
import { choices } from "./listing";
import { entityCode, home } from "./shared";

// Brands: the list of brands, and a brand's page (the catalogue filtered to it).

export async function manufacturersPage(ctx: PageContext): Promise<LoaderResult> {
  const [manufacturers, labels] = await Promise.all([loadManufacturers(ctx.dc), loadLabels(ctx.dc)]);
  const title = label(labels, "product_manufacturer");
  return { kind: "page", screen: { kind: "catalog-manufacturers", manufacturers }, title, description: title, breadcrumbs: [await home(ctx), { title, path: ctx.route.path }] };
}

export async function manufacturerPage(ctx: PageContext): Promise<LoaderResult> {
  const code = entityCode(ctx);
  const m = code ? await loadManufacturer(ctx.dc, code) : null;
  if (!m) return null;
  if (!m.visible && !(await ctx.shopper()).isStaff) return null;
  const filtered = await listingForBrand(ctx, m.code);
  if (!filtered) return null;
  return {
    kind: "page",
    screen: { kind: "catalog-manufacturer", manufacturer: { ...m, description: sanitizeHtml(m.description) }, listing: filtered.listing },
    title: m.title,
    description: describe(m.description),
    breadcrumbs: [await home(ctx), { title: m.title, path: ctx.route.path }],
    noindex: filtered.noindex || !m.visible,
    canonicalSearch: filtered.canonicalSearch,
  };
}

/** A brand page is the catalogue filtered to that brand (other brand choices are ignored). */
async function listingForBrand(ctx: PageContext, code: string) {
  const query = new URLSearchParams(ctx.query);
  query.delete("brand");
  const q = parseListingQuery(query);
  const products = await loadProducts(ctx.dc, { manufacturer: [code], sort: q.sort, page: q.page, limit: PRODUCTS_PER_PAGE, ...choices(q) });
  if (q.page > products.pages) return null;
  return {
    listing: { products, sort: q.sort, page: q.page, brands: [], attrs: q.attrs, priceFrom: q.priceFrom, priceTo: q.priceTo, path: ctx.route.path },
    noindex: !isDefaultListing(q),
    canonicalSearch: isDefaultListing(q) ? listingSearch(q) : "",
  };
}
