import { isDefaultListing, listingSearch, parseListingQuery, PRODUCTS_PER_PAGE } from "../../../../shared/catalog-query";
import { describe } from "../../../../shared/structured-data";
import { loadManufacturer, loadManufacturers, loadProducts } from "../../../data/catalog";
import { sanitizeHtml } from "../../sanitize";
import type { LoaderResult, PageContext } from "../../types";
import { choices } from "./listing";
import { entityCode, kindIndexPage, listingPage } from "./shared";

// Brands: the list of brands, and a brand's page (the catalogue filtered to it).

export const manufacturersPage = (ctx: PageContext) =>
  kindIndexPage(ctx, "product_manufacturer", loadManufacturers(ctx.dc).then((manufacturers) => ({ kind: "catalog-manufacturers", manufacturers })));

export async function manufacturerPage(ctx: PageContext): Promise<LoaderResult> {
  const code = entityCode(ctx);
  const m = code ? await loadManufacturer(ctx.dc, code) : null;
  if (!m) return null;
  if (!m.visible && !(await ctx.shopper()).isStaff) return null;
  const l = await listingForBrand(ctx, m.code);
  return l && listingPage(ctx, l, { screen: { kind: "catalog-manufacturer", manufacturer: { ...m, description: sanitizeHtml(m.description) }, listing: l.listing }, title: m.title, description: describe(m.description), hidden: !m.visible });
}

/** A brand page is the catalogue filtered to that brand (other brand choices are ignored). */
async function listingForBrand(ctx: PageContext, code: string) {
  const query = new URLSearchParams(ctx.query);
  query.delete("brand");
  const q = parseListingQuery(query);
  const products = await loadProducts(ctx.dc, { manufacturer: [code], sort: q.sort, page: q.page, limit: PRODUCTS_PER_PAGE, ...choices(q) });
  if (q.page > products.pages) return null;
  return {
    listing: { products, sort: q.sort, page: q.page, brands: [], attrs: q.attrs, freeFrom: q.freeFrom, priceFrom: q.priceFrom, priceTo: q.priceTo, path: ctx.route.path },
    noindex: !isDefaultListing(q),
    canonicalSearch: isDefaultListing(q) ? listingSearch(q) : "",
  };
}
