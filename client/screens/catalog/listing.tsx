import { listingSearch, type ListingQuery, type SortKey } from "../../../shared/catalog-query";
import { SORTS } from "../../../shared/contract/constants";
import type { Listing } from "../../../shared/screens/catalog";
import { useLabel, useUrls } from "../../state/hooks";
import { ProductGrid, type TitleOf } from "./product-card";

const SORT_LABEL: Record<SortKey, string> = {
  recommended: "sort_recommended",
  price_asc: "sort_price_asc",
  price_desc: "sort_price_desc",
  newest: "sort_newest",
  title: "sort_title",
};

/**
 * A product listing: filters by brand and attribute, sorting, and numbered pages. The filter
 * form is a plain GET form (works without JavaScript); pages and "clear" are plain links with
 * one URL per state, so crawlers and shoppers land on the same pages.
 */
export function ProductListing({ listing, showBrands = true, titleOf }: { listing: Listing; showBrands?: boolean; titleOf?: TitleOf }) {
  const t = useLabel();
  const urls = useUrls();
  const state: ListingQuery = { sort: listing.sort as SortKey, page: listing.page, brands: listing.brands, attrs: listing.attrs };
  const keep = listing.keep ?? [];
  const href = (q: Partial<ListingQuery>) => urls.path(listing.path) + listingSearch({ ...state, page: 1, ...q }, keep);
  const { products } = listing;
  return (
    <section className="listing">
      <form className="filters" method="get" action={urls.path(listing.path)} aria-label={t("filter_title")}>
        {keep.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="sort">
          {t("catalog_sort")}{" "}
          <select name="sort" defaultValue={state.sort} data-autosubmit="">
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABEL[s])}
              </option>
            ))}
          </select>
        </label>
        {products.facets.attributes.length > 0 && (
          <fieldset>
            <legend>{t("filter_title")}</legend>
            {products.facets.attributes.map((a) => (
              <label key={a.code} className="facet">
                <input type="checkbox" name="attr" value={a.code} defaultChecked={state.attrs.includes(a.code)} data-autosubmit="" /> {a.title} <span className="count">({a.count})</span>
              </label>
            ))}
          </fieldset>
        )}
        {showBrands && products.facets.manufacturers.length > 1 && (
          <fieldset>
            <legend>{t("filter_manufacturer")}</legend>
            {products.facets.manufacturers.map((m) => (
              <label key={m.code} className="facet">
                <input type="checkbox" name="brand" value={m.code} defaultChecked={state.brands.includes(m.code)} data-autosubmit="" /> {m.title} <span className="count">({m.count})</span>
              </label>
            ))}
          </fieldset>
        )}
        <button type="submit" className="button button-small">
          {t("filter_title")}
        </button>
        {(state.brands.length > 0 || state.attrs.length > 0) && (
          <a className="filter-clear" href={href({ brands: [], attrs: [] })}>
            {t("filter_clear")}
          </a>
        )}
      </form>
      <div className="listing-results">
        <p className="listing-count" aria-live="polite">
          {t("products_count", { count: products.total })}
        </p>
        {products.items.length === 0 ? <p className="empty">{t("search_no_results", { query: "" })}</p> : <ProductGrid products={products.items} titleOf={titleOf} />}
        {products.pages > 1 && <Pagination page={products.page} pages={products.pages} href={(page) => urls.path(listing.path) + listingSearch({ ...state, page }, keep)} />}
      </div>
    </section>
  );
}

export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const t = useLabel();
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t("pagination_page", { page, pages })}>
      {page > 1 && (
        <a rel="prev" href={href(page - 1)}>
          {t("pagination_prev")}
        </a>
      )}
      {shown.map((p, i) => (
        <span key={p}>
          {i > 0 && p - (shown[i - 1] ?? p) > 1 && <span className="gap">…</span>}
          {p === page ? (
            <span aria-current="page" className="current">
              {p}
            </span>
          ) : (
            <a href={href(p)}>{p}</a>
          )}
        </span>
      ))}
      {page < pages && (
        <a rel="next" href={href(page + 1)}>
          {t("pagination_next")}
        </a>
      )}
    </nav>
  );
}

