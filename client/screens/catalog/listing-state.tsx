import { listingSearch, type ListingQuery, type SortKey } from "../../../shared/catalog-query";
import type { Listing } from "../../../shared/screens/catalog";
import { useLabel, useUrls } from "../../state/hooks";

/** The filter drawer (a popover on a phone, the sidebar on a desktop) and its form, which the sort control outside it belongs to. */
export const FILTERS_ID = "listing-filters";
export const FORM_ID = "listing-filters-form";

/**
 * What a listing (./listing.tsx) and its filter drawer (./filters.tsx, an island) both read of it:
 * the shopper's choices, the three checkbox groups (each a fieldset in the drawer and each ticked
 * box a chip), a link to the listing with some choices changed, and the "clear" link.
 */
export function useListingState(listing: Listing, showBrands: boolean) {
  const t = useLabel();
  const urls = useUrls();
  const state: ListingQuery = { sort: listing.sort as SortKey, page: listing.page, brands: listing.brands, attrs: listing.attrs, freeFrom: listing.freeFrom, priceFrom: listing.priceFrom ?? null, priceTo: listing.priceTo ?? null };
  const priced = state.priceFrom !== null || state.priceTo !== null;
  const keep = listing.keep ?? [];
  const href = (q: Partial<ListingQuery>) => urls.path(listing.path) + listingSearch({ ...state, page: 1, ...q }, keep);
  const { facets } = listing.products;
  const groups = [
    { name: "attr", field: "attrs", legend: t("filter_properties"), options: facets.attributes, shown: true },
    { name: "free_from", field: "freeFrom", legend: t("filter_free_from"), options: facets.free_from, shown: true, className: "free-from" },
    { name: "brand", field: "brands", legend: t("filter_manufacturer"), options: facets.manufacturers, shown: showBrands && facets.manufacturers.length > 1 },
  ] as const;
  const active = state.brands.length + state.attrs.length + state.freeFrom.length + (priced ? 1 : 0);
  const clear = active > 0 && (
    <a className="filter-clear" href={href({ brands: [], attrs: [], freeFrom: [], priceFrom: null, priceTo: null })}>
      {t("filter_clear")}
    </a>
  );
  return { t, urls, state, priced, keep, href, groups, active, clear, formKey: listingSearch(state, keep) };
}
