import { useAtomValue } from "jotai";
import { useLayoutEffect, useRef } from "react";
import { listingSearch, MAX_PRICE_BOUND, SORTS, type ListingQuery, type SortKey } from "../../../shared/catalog-query";
import type { Listing } from "../../../shared/screens/catalog";
import { pageAtom, tenantAtom } from "../../state/atoms";
import { moneyIn, useLabel, useUrls } from "../../state/hooks";
import { Icon } from "../../components/icon";
import { ProductGrid, type TitleOf } from "./product-card";

/** The filter drawer (a popover on a phone, the sidebar on a desktop) and its form, which the sort control outside it belongs to. */
const FILTERS_ID = "listing-filters";
const FORM_ID = "listing-filters-form";

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
  const money = moneyIn(tenant);
  const keep = listing.keep ?? [];
  const href = (q: Partial<ListingQuery>) => urls.path(listing.path) + listingSearch({ ...state, page: 1, ...q }, keep);
  const { products } = listing;
  // For the consented e-commerce events: the list is its path, named as the page's heading (its last crumb).
  const list = { id: listing.path, name: page?.breadcrumbs.at(-1)?.title ?? page?.title ?? listing.path, offset: (products.page - 1) * products.per_page };
  const { facets } = products;
  // The three checkbox groups: each a fieldset in the drawer and each ticked box a chip.
  const groups = [
    { name: "attr", field: "attrs", legend: t("filter_properties"), options: facets.attributes, shown: true },
    { name: "free_from", field: "freeFrom", legend: t("filter_free_from"), options: facets.free_from, shown: true, className: "free-from" },
    { name: "brand", field: "brands", legend: t("filter_manufacturer"), options: facets.manufacturers, shown: showBrands && facets.manufacturers.length > 1 },
  ] as const;
  const active = state.brands.length + state.attrs.length + state.freeFrom.length + (priced ? 1 : 0);
  const formKey = listingSearch(state, keep);
  const clear = active > 0 && (
    <a className="filter-clear" href={href({ brands: [], attrs: [], freeFrom: [], priceFrom: null, priceTo: null })}>
      {t("filter_clear")}
    </a>
  );
  const chip = (key: string, text: string, to: Partial<ListingQuery>) => (
    <a key={key} className="filter-chip" href={href(to)} title={t("filter_remove")}>
      {text}
      <span className="visually-hidden"> ({t("filter_remove")})</span> <Icon name="close" />
    </a>
  );
  // A ticked filter applies at once and the keyed form is drawn anew: the field the keyboard was
  // on gets the focus back, so a keyboard user keeps their place in the open drawer.
  const lastField = useRef("");
  useLayoutEffect(() => {
    if (lastField.current && document.activeElement === document.body) document.querySelector<HTMLElement>(`#${FORM_ID} ${lastField.current}`)?.focus();
  }, [formKey]);
  const remember = ({ target: f }: React.FocusEvent<HTMLFormElement, HTMLInputElement>) => {
    lastField.current = `[name="${f.name}"]${f.type === "checkbox" ? `[value="${CSS.escape(f.value)}"]` : ""}`;
  };
  const bound = (name: string, label: string, value: number | null, hint: number | null | undefined) => (
    <label className="price-bound">
      {t(label)}{" "}
      <input type="number" name={name} inputMode="decimal" min={0} max={MAX_PRICE_BOUND} step="0.01" defaultValue={value ?? ""} placeholder={hint == null ? undefined : String(hint)} data-autosubmit="" />
    </label>
  );
  return (
    <section className="listing">
      {/* On a phone the filters are a drawer: the browser's own popover (Escape and a click outside
          close it, no script needed); from 900 px the same element stands as the sidebar. It is
          not keyed, so it stays open while each ticked filter applies at once. */}
      <section id={FILTERS_ID} popover="auto" className="filters-drawer" aria-labelledby={`${FILTERS_ID}-title`}>
        <div className="filters-head">
          <h2 id={`${FILTERS_ID}-title`}>{t("filter_title")}</h2>
          <button type="button" className="filters-close" popoverTarget={FILTERS_ID} popoverTargetAction="hide" aria-label={t("close")}>
            <Icon name="close" />
          </button>
        </div>
        {/* Keyed by the state shown: after a client navigation the fields start from it again, not from
            what was typed before (a removed price bound would otherwise be sent again). */}
        <form key={formKey} id={FORM_ID} className="filters" method="get" action={urls.path(listing.path)} onFocus={remember}>
          {keep.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {groups.map(
            (g) =>
              g.shown &&
              g.options.length > 0 && (
                <fieldset key={g.name} className={"className" in g ? g.className : undefined}>
                  <legend>{g.legend}</legend>
                  {g.options.map((o) => (
                    <label key={o.code} className="facet">
                      <input type="checkbox" name={g.name} value={o.code} defaultChecked={(state[g.field] as readonly string[]).includes(o.code)} data-autosubmit="" /> {o.title} <span className="count">({o.count})</span>
                    </label>
                  ))}
                </fieldset>
              ),
          )}
          {(priced || (range && range.min < range.max)) && (
            <fieldset className="price-range">
              <legend>{t("filter_price")}</legend>
              {bound("price_from", "filter_price_from", state.priceFrom, range && Math.floor(range.min))}
              {bound("price_to", "filter_price_to", state.priceTo, range && Math.ceil(range.max))}
            </fieldset>
          )}
          {/* Without a script the form needs its button; with one every field applies on change. */}
          <button type="submit" className="button button-small filters-apply">
            {t("filter_apply")}
          </button>
          {clear}
        </form>
        <div className="filters-foot">
          <button type="button" className="button" popoverTarget={FILTERS_ID} popoverTargetAction="hide">
            {t("filter_show_results", { count: products.total })}
          </button>
        </div>
      </section>
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
                  {t(SORT_LABEL[s])}
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

