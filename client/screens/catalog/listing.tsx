import { useAtomValue } from "jotai";
import { listingSearch, SORTS, type ListingQuery } from "../../../shared/catalog-query";
import type { Listing } from "../../../shared/screens/catalog";
import { pageAtom, tenantAtom } from "../../state/atoms";
import { moneyIn, useLabel } from "../../state/hooks";
import { Icon } from "../../components/icon";
import { islandGroup } from "../../components/island";
import { ProductGrid, type TitleOf } from "./product-card";
import { FILTERS_ID, FORM_ID, useListingState } from "./listing-state";

/** The filter drawer's code (./filters.tsx) loads when the shopper first reaches for it or its button (../../components/island.tsx). */
const filters = islandGroup<typeof import("./filters")>(() => import("./filters"), ".filters-drawer, .filters-open");
// A filter ticked, or the form sent, before the drawer has hydrated is sent once it has (../../components/island.tsx `holds`).
const FiltersDrawer = filters.island("FiltersDrawer", ".filters-drawer");

/** The Worker awaits it before any render: the server renders the drawer in full. */
export const preloadFilters = (): Promise<void> => filters.preload();


/**
 * A product listing: filters by brand, attribute, "free from" allergens and price range, sorting, and numbered pages.
 * The filter form is a plain GET form (works without JavaScript); pages, "clear" and the active
 * price chip are plain links with one URL per state, so crawlers and shoppers land on the same pages.
 */
export function ProductListing({ listing, showBrands = true, titleOf }: { listing: Listing; showBrands?: boolean; titleOf?: TitleOf }) {
  const { t, urls, state, priced, keep, href, groups, active, clear, formKey } = useListingState(listing, showBrands);
  const tenant = useAtomValue(tenantAtom);
  const page = useAtomValue(pageAtom);
  const money = moneyIn(tenant);
  const { products } = listing;
  // For the consented e-commerce events: the list is its path, named as the page's heading (its last crumb).
  const list = { id: listing.path, name: page?.breadcrumbs.at(-1)?.title ?? page?.title ?? listing.path, offset: (products.page - 1) * products.per_page };
  const chip = (key: string, text: string, to: Partial<ListingQuery>) => (
    <a key={key} className="filter-chip" href={href(to)} title={t("filter_remove")}>
      {text}
      <span className="visually-hidden"> ({t("filter_remove")})</span> <Icon name="close" />
    </a>
  );
  return (
    <section className="listing">
      <FiltersDrawer listing={listing} showBrands={showBrands} />
      <div className="listing-results">
        <div className="listing-bar">
          <button type="button" className="filters-open" popoverTarget={FILTERS_ID}>
            <Icon name="filters" />
            {t("filter_title")}
            {active > 0 && <span className="filters-active">{active}</span>}
          </button>
          {/* A heading (as Dawn's product count is): the cards' h3 titles follow an h2, not the h1,
              whether or not the filters drawer's own h2 is shown. */}
          <h2 className="listing-count" aria-live="polite">
            {t("products_count", { count: products.total })}
          </h2>
          <label className="sort">
            <span>{t("catalog_sort")}</span>
            <select key={formKey} form={FORM_ID} name="sort" defaultValue={state.sort} data-autosubmit="">
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sort_${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {active > 0 && (
          <p className="active-filters">
            {groups.flatMap((g) => {
              const chosen = state[g.field] as readonly string[];
              return chosen.map((code) =>
                chip(`${g.name}-${code}`, `${g.name === "free_from" ? `${g.legend}: ` : ""}${g.options.find((o) => o.code === code)?.title ?? code}`, { [g.field]: chosen.filter((x) => x !== code) }),
              );
            })}
            {priced &&
              chip(
                "price",
                `${t("filter_price")}: ${state.priceFrom !== null && state.priceTo !== null ? `${money(state.priceFrom)} – ${money(state.priceTo)}` : state.priceFrom !== null ? `≥ ${money(state.priceFrom)}` : `≤ ${money(state.priceTo ?? 0)}`}`,
                { priceFrom: null, priceTo: null },
              )}
            {active > 1 && clear}
          </p>
        )}
        {products.items.length === 0 ? (
          // Filters that match nothing say so and offer the way back; an empty shelf says it is empty.
          active > 0 ? (
            <p className="empty">
              {t("listing_no_match")} {clear}
            </p>
          ) : (
            <p className="empty">{t("listing_empty")}</p>
          )
        ) : (
          <ProductGrid products={products.items} titleOf={titleOf} firstRow list={list} />
        )}
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

