import type { Dispatch, KeyboardEvent, SetStateAction } from "react";
import type { Suggestions } from "../../shared/contract/search";
import { useLabel } from "../state/hooks";
import { fetchLivePrices } from "../state/live-prices";
import { Price } from "./price";

/**
 * The header search box's suggestions: the combobox's keys, asking the BFF and drawing the list. A
 * chunk of its own, loaded when a shopper focuses the box or types in it: every page carries the
 * search box (./search-box.tsx: the form and its input), and the shopper pages' JavaScript budget
 * (docs/decisions/0018-javascript-budget.md) has no room for what most views never use.
 * The suggestions are the same for every shopper (public prices); a logged-in shopper's prices
 * are asked for apart, with the live-prices call every product card uses (client/state/live-prices.ts),
 * and a product whose own price did not come shows none rather than the public one.
 */

export type Kind = "completion" | "product" | "category" | "content" | "all";

/** The list's groups in order, each under its heading (completions need none); arrows walk them in this order. */
const GROUPS: readonly { kind: Kind; heading?: string }[] = [
  { kind: "completion" },
  { kind: "product", heading: "nav_products" },
  { kind: "category", heading: "nav_categories" },
  { kind: "content", heading: "search_content" },
  { kind: "all" },
];

export interface Option {
  href: string;
  text: string;
  kind: Kind;
  product?: Suggestions["products"][number];
  /** The price to show with a product (this shopper's own when logged in); null: none. */
  price?: number | null;
}

type PriceOf = (p: Suggestions["products"][number]) => Option["price"];

function optionsOf(s: Suggestions, query: string, searchUrl: (q: string) => string, path: (p: string) => string, priceOf: PriceOf): Option[] {
  const found = s.completions.length + s.products.length + s.categories.length + s.content.length;
  return [
    ...s.completions.map((c): Option => ({ href: searchUrl(c), text: c, kind: "completion" })),
    ...s.products.map((p): Option => ({ href: path(p.url_without_domain), text: p.title, kind: "product", product: p, price: priceOf(p) })),
    ...s.categories.map((c): Option => ({ href: path(c.url_without_domain), text: c.title, kind: "category" })),
    ...s.content.map((c): Option => ({ href: path(c.url_without_domain), text: c.title, kind: "content" })),
    // Last, the whole results page for the words as typed.
    ...(found > 0 ? [{ href: searchUrl(query.trim()), text: query.trim(), kind: "all" } as Option] : []),
  ];
}

/** The suggestions for `value`, as options in the list's order; null when there is no usable answer. */
export async function suggest(
  basePath: string,
  value: string,
  signal: AbortSignal,
  searchUrl: (q: string) => string,
  path: (p: string) => string,
  ownPrices = false,
): Promise<{ options: Option[]; corrected: string | null } | null> {
  const res = await fetch(`${basePath}/api/nuxtapi/search/suggest/?q=${encodeURIComponent(value)}`, { signal, credentials: "same-origin", headers: { accept: "application/json" } });
  const json = res.ok ? ((await res.json()) as { data?: Suggestions }) : null;
  if (signal.aborted || !json?.data || !Array.isArray(json.data.products)) return null;
  let priceOf: PriceOf = (p) => p.price_custom;
  if (ownPrices && json.data.products.length > 0) {
    const live = new Map((await fetchLivePrices(basePath, json.data.products.map((p) => p.id)).catch(() => [])).map((l) => [l.id, l]));
    if (signal.aborted) return null;
    priceOf = (p) => {
      const own = live.get(p.id);
      return own ? own.price_custom : null;
    };
  }
  return { options: optionsOf(json.data, value, searchUrl, path, priceOf), corrected: json.data.corrected };
}

/** Suggestions start after this many characters, this long after the last key. */
const MIN_CHARS = 2;
const DEBOUNCE_MS = 150;

/** What the box shows: the options, the correction note, the option moved to (-1: the input itself), whether the list is open. */
export interface Combo {
  options: Option[];
  corrected: string | null;
  active: number;
  open: boolean;
}

/** Where suggestions are asked and lead to. */
export interface SuggestContext {
  basePath: string;
  searchUrl: (q: string) => string;
  path: (p: string) => string;
  /**
   * Whether the shopper is logged in, read as each request is sent (their own prices are asked
   * for then): the header may learn it from its first BFF call after the shopper began to type.
   */
  loggedIn: () => boolean;
}

/**
 * The WAI-ARIA combobox pattern over the BFF's suggestions, for one search box: after two
 * characters, debounced, one request in flight (the next key cancels it), arrows to move, Enter
 * to open, Escape to close. `set` is the box's state.
 */
export function combobox(set: Dispatch<SetStateAction<Combo>>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: AbortController | undefined;
  const stop = () => {
    clearTimeout(timer);
    inflight?.abort();
  };
  return {
    stop,
    input(value: string, { basePath, searchUrl, path, loggedIn }: SuggestContext) {
      stop();
      if (value.trim().length < MIN_CHARS) {
        set((c) => ({ ...c, open: false, options: [] }));
        return;
      }
      timer = setTimeout(() => {
        const ctrl = (inflight = new AbortController());
        suggest(basePath, value, ctrl.signal, searchUrl, path, loggedIn())
          .then((found) => {
            if (ctrl.signal.aborted || !found) return;
            set({ options: found.options, corrected: found.corrected, active: -1, open: found.options.length > 0 });
          })
          .catch(() => undefined);
      }, DEBOUNCE_MS);
    },
    keyDown(e: KeyboardEvent<HTMLInputElement>, { options, active, open }: Combo /* the box as rendered */) {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        if (!options.length) return;
        e.preventDefault();
        const step = e.key === "ArrowDown" ? 1 : -1;
        // -1 is the input itself: moving past either end comes back to it.
        set((c) => {
          const next = c.active + step;
          return { ...c, open: true, active: next >= c.options.length ? -1 : next < -1 ? c.options.length - 1 : next };
        });
      } else if (e.key === "Enter" && open && options[active]) {
        e.preventDefault();
        window.location.assign(options[active].href);
      } else if (e.key === "Escape" && open) {
        // Closes the list and keeps the words (a search field would clear itself); a second
        // Escape, with the list closed, clears the field as usual (WAI-ARIA combobox pattern).
        e.preventDefault();
        set((c) => ({ ...c, open: false, active: -1 }));
      }
    },
    focus: () => set((c) => (c.options.length > 0 ? { ...c, open: true } : c)),
    blur: () => setTimeout(() => set((c) => ({ ...c, open: false })), 150),
  };
}
export type Combobox = ReturnType<typeof combobox>;

/** The list's content: the correction note, then each group under its heading. */
export default function SuggestGroups({ id, options, active, corrected }: { id: string; options: Option[]; active: number; corrected: string | null }) {
  const t = useLabel();
  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <>
      {corrected && (
        <li role="presentation" className="search-suggest-note">
          {t("search_showing_results_for", { query: corrected })}
        </li>
      )}
      {GROUPS.map(({ kind, heading }) => {
        const members = options.flatMap((o, i) => (o.kind === kind ? [{ o, i }] : []));
        if (members.length === 0) return null;
        const headingId = `${id}-${kind}`;
        return (
          <li key={kind} role="presentation" className={`search-suggest-group search-suggest-group-${kind}`}>
            {heading && (
              <div id={headingId} className="search-suggest-heading">
                {t(heading)}
              </div>
            )}
            <ul role="group" aria-labelledby={heading ? headingId : undefined}>
              {members.map(({ o, i }) => (
                <li key={`${o.href}:${o.text}`} id={optionId(i)} role="option" aria-selected={i === active} className={`search-suggest-${o.kind}`} onMouseDown={(e) => e.preventDefault()}>
                  <a href={o.href} tabIndex={-1}>
                    {o.product && <img src={o.product.main_image_thumbs.small} alt="" width={40} height={40} loading="lazy" />}
                    <span className="search-suggest-text">{o.kind === "all" ? t("search_all_results", { query: o.text }) : o.text}</span>
                    {o.price != null && <Price amount={o.price} />}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </>
  );
}
