import { useLayoutEffect, useRef } from "react";
import { MAX_PRICE_BOUND } from "../../../shared/catalog-query";
import type { Listing } from "../../../shared/screens/catalog";
import { Icon } from "../../components/icon";
import { FILTERS_ID, FORM_ID, useListingState } from "./listing-state";

/**
 * A listing's filter drawer: brand, attribute, "free from" allergens and price range, as a plain
 * GET form (works without JavaScript; with it every field applies on change, client/navigation/router.ts).
 * On a phone it is the browser's own popover (Escape and a click outside close it, no script
 * needed); from 900 px the same element stands as the sidebar. An island of the listing
 * (./listing.tsx): its code loads when the shopper first reaches for it.
 */
export function FiltersDrawer({ listing, showBrands }: { listing: Listing; showBrands: boolean }) {
  const { t, urls, state, priced, keep, groups, clear, formKey } = useListingState(listing, showBrands);
  const range = listing.products.facets.price;
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
    // Not keyed, so it stays open while each ticked filter applies at once.
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
          {t("filter_show_results", { count: listing.products.total })}
        </button>
      </div>
    </section>
  );
}
