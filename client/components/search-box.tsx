import { useAtomValue } from "jotai";
import { useEffect, useId, useRef, useState } from "react";
import type { Suggestions } from "../../shared/contract/search";
import { tenantAtom } from "../state/atoms";
import { useLabel, useUrls } from "../state/hooks";
import { Price } from "./price";

/** Suggestions start after this many characters, this long after the last key. */
const MIN_CHARS = 2;
const DEBOUNCE_MS = 150;

type Kind = "completion" | "product" | "category" | "content" | "all";

/** The list's groups in order, each under its heading (completions need none); arrows walk them in this order. */
const GROUPS: readonly { kind: Kind; heading?: string }[] = [
  { kind: "completion" },
  { kind: "product", heading: "nav_products" },
  { kind: "category", heading: "nav_categories" },
  { kind: "content", heading: "search_content" },
  { kind: "all" },
];

interface Option {
  href: string;
  text: string;
  kind: Kind;
  product?: Suggestions["products"][number];
}

function optionsOf(s: Suggestions, query: string, searchUrl: (q: string) => string, path: (p: string) => string): Option[] {
  const found = s.completions.length + s.products.length + s.categories.length + s.content.length;
  return [
    ...s.completions.map((c): Option => ({ href: searchUrl(c), text: c, kind: "completion" })),
    ...s.products.map((p): Option => ({ href: path(p.url_without_domain), text: p.title, kind: "product", product: p })),
    ...s.categories.map((c): Option => ({ href: path(c.url_without_domain), text: c.title, kind: "category" })),
    ...s.content.map((c): Option => ({ href: path(c.url_without_domain), text: c.title, kind: "content" })),
    // Last, the whole results page for the words as typed.
    ...(found > 0 ? [{ href: searchUrl(query.trim()), text: query.trim(), kind: "all" } as Option] : []),
  ];
}

/**
 * The header search box (docs/decisions/0011-search-engine.md): a plain GET form to the search
 * page, and with JavaScript the WAI-ARIA combobox pattern over the BFF's suggestions — after two
 * characters, debounced, one request in flight (the next key cancels it), arrows to move,
 * Enter to open, Escape to close.
 */
export function SearchBox({ initial = "" }: { initial?: string }) {
  const t = useLabel();
  const urls = useUrls();
  const basePath = useAtomValue(tenantAtom)?.basePath ?? "";
  const id = useId();
  const [query, setQuery] = useState(initial);
  const [options, setOptions] = useState<Option[]>([]);
  const [corrected, setCorrected] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const inflight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchUrl = (q: string) => urls.named("search", { search_q: q });

  useEffect(() => () => {
    clearTimeout(timer.current);
    inflight.current?.abort();
  }, []);

  function onInput(value: string) {
    setQuery(value);
    clearTimeout(timer.current);
    inflight.current?.abort();
    if (value.trim().length < MIN_CHARS) {
      setOpen(false);
      setOptions([]);
      return;
    }
    timer.current = setTimeout(() => {
      const ctrl = new AbortController();
      inflight.current = ctrl;
      fetch(`${basePath}/api/nuxtapi/search/suggest/?q=${encodeURIComponent(value)}`, { signal: ctrl.signal, credentials: "same-origin", headers: { accept: "application/json" } })
        .then((res) => (res.ok ? (res.json() as Promise<{ data?: Suggestions }>) : null))
        .then((json: { data?: Suggestions } | null) => {
          if (ctrl.signal.aborted || !json?.data || !Array.isArray(json.data.products)) return;
          const next = optionsOf(json.data, value, searchUrl, urls.path);
          setOptions(next);
          setCorrected(json.data.corrected);
          setActive(-1);
          setOpen(next.length > 0);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!options.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      // -1 is the input itself: moving past either end comes back to it.
      setActive((a) => {
        const next = a + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
    } else if (e.key === "Enter" && open && options[active]) {
      e.preventDefault();
      window.location.assign(options[active].href);
    } else if (e.key === "Escape" && open) {
      // Closes the list and keeps the words (a search field would clear itself); a second
      // Escape, with the list closed, clears the field as usual (WAI-ARIA combobox pattern).
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <form className="search-box" method="get" action={urls.named("search")} role="search">
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {t("search_placeholder")}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        name="search_q"
        value={query}
        maxLength={100}
        placeholder={t("search_placeholder")}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onChange={(e) => onInput(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => options.length > 0 && setOpen(true)}
      />
      <button type="submit" className="button">
        {t("search_submit")}
      </button>
      <ul id={listId} role="listbox" aria-label={t("search_suggestions")} className="search-suggest" hidden={!open}>
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
                      {o.product && <Price amount={o.product.price_custom} />}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
