import { useAtomValue } from "jotai";
import { listingSearch, MAX_PRICE_BOUND, type ListingQuery, type SortKey } from "../../../shared/catalog-query";
import { SORTS } from "../../../shared/contract/constants";
import { formatPrice } from "../../../shared/price-format";
import type { Listing } from "../../../shared/screens/catalog";
import { pageAtom, tenantAtom } from "../../state/atoms";
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
 * A product listing: filters by brand, attribute, "free from" allergens and price range, sorting, and numbered pages.
 * The filter form is a plain GET form (works without JavaScript); pages, "clear" and the active
 * price chip are plain links with one URL per state, so crawlers and shoppers land on the same pages.
 */
export function ProductListing({ listing, showBrands = true, titleOf }: { listing: Listing; showBrands?: boolean; titleOf?: TitleOf }) {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  const page = useAtomValue(pageAtom);
  const state: ListingQuery = { sort: listing.sort as SortKey, page: listing.page, brands: listing.brands, attrs: listing.attrs, freeFrom: listing.freeFrom, priceFrom: listing.priceFrom ?? null, priceTo: listing.priceTo ?? null };
  const priced = state.priceFrom !== null || state.priceTo !== null;
  const range = listing.products.facets.price;
  const money = (n: number) => (tenant ? formatPrice(n, tenant.locale, tenant.currency) : String(n));
  const keep = listing.keep ?? [];
  const href = (q: Partial<ListingQuery>) => urls.path(listing.path) + listingSearch({ ...state, page: 1, ...q }, keep);
  const { products } = listing;
  // For the consented e-commerce events: the list is its path, named as the page's heading (its last crumb).
  const list = { id: listing.path, name: page?.breadcrumbs.at(-1)?.title ?? page?.title ?? listing.path, offset: (products.page - 1) * products.per_page };
  return (
    <section className="listing">
      {/* Keyed by the state shown: after a client navigation the fields start from it again, not from
          what was typed before (a removed price bound would otherwise be sent again). */}
      <form key={listingSearch(state, keep)} className="filters" method="get" action={urls.path(listing.path)} aria-label={t("filter_title")}>
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
        {products.facets.free_from.length > 0 && (
          <fieldset className="free-from">
            <legend>{t("filter_free_from")}</legend>
            {products.facets.free_from.map((a) => (
              <label key={a.code} className="facet">
                <input type="checkbox" name="free_from" value={a.code} defaultChecked={(state.freeFrom as string[]).includes(a.code)} data-autosubmit="" /> {a.title} <span className="count">({a.count})</span>
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
        {(priced || (range && range.min < range.max)) && (
          <fieldset className="price-range">
            <legend>{t("filter_price")}</legend>
            <label className="price-bound">
              {t("filter_price_from")}{" "}
              <input type="number" name="price_from" inputMode="decimal" min={0} max={MAX_PRICE_BOUND} step="0.01" defaultValue={state.priceFrom ?? ""} placeholder={range ? String(Math.floor(range.min)) : undefined} />
            </label>
            <label className="price-bound">
              {t("filter_price_to")}{" "}
              <input type="number" name="price_to" inputMode="decimal" min={0} max={MAX_PRICE_BOUND} step="0.01" defaultValue={state.priceTo ?? ""} placeholder={range ? String(Math.ceil(range.max)) : undefined} />
            </label>
          </fieldset>
        )}
        <button type="submit" className="button button-small">
          {t("filter_title")}
        </button>
        {(state.brands.length > 0 || state.attrs.length > 0 || state.freeFrom.length > 0 || priced) && (
          <a className="filter-clear" href={href({ brands: [], attrs: [], freeFrom: [], priceFrom: null, priceTo: null })}>
            {t("filter_clear")}
          </a>
        )}
      </form>
      <div className="listing-results">
        <p className="listing-count" aria-live="polite">
          {t("products_count", { count: products.total })}
        </p>
        {priced && (
          <p className="active-filters">
            <a className="filter-chip" href={href({ priceFrom: null, priceTo: null })} title={t("filter_remove")}>
              {t("filter_price")}: {state.priceFrom !== null && state.priceTo !== null ? `${money(state.priceFrom)} – ${money(state.priceTo)}` : state.priceFrom !== null ? `≥ ${money(state.priceFrom)}` : `≤ ${money(state.priceTo ?? 0)}`}
              <span className="visually-hidden"> ({t("filter_remove")})</span> <span aria-hidden="true">×</span>
            </a>
          </p>
        )}
        {products.items.length === 0 ? <p className="empty">{t("search_no_results", { query: "" })}</p> : <ProductGrid products={products.items} titleOf={titleOf} firstRow list={list} />}
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

