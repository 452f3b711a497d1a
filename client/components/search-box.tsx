import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { sessionAtom, tenantAtom } from "../state/atoms";
import { useLabel, useUrls } from "../state/hooks";

/** Suggestions start after this many characters, this long after the last key. */
const MIN_CHARS = 2;
const DEBOUNCE_MS = 150;

import type { Option } from "./search-suggest";

// The list and the call behind it load with the first suggestion asked for (./search-suggest.tsx).
const loadSuggest = () => import("./search-suggest");
const SuggestGroups = lazy(loadSuggest);

/**
 * The header search box (docs/decisions/0011-search-engine.md): a plain GET form to the search
 * page, and with JavaScript the WAI-ARIA combobox pattern over the BFF's suggestions — after two
 * characters, debounced, one request in flight (the next key cancels it), arrows to move,
 * Enter to open, Escape to close.
 */
export function SearchBox({ initial = "", labelledBy }: { initial?: string; /** The id of a heading that names this search (a second one on the page, the 404 screen's). */ labelledBy?: string }) {
  const t = useLabel();
  const urls = useUrls();
  const basePath = useAtomValue(tenantAtom)?.basePath ?? "";
  const loggedIn = useAtomValue(sessionAtom).loggedIn === true;
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
      loadSuggest()
        .then(({ suggest }) => suggest(basePath, value, ctrl.signal, searchUrl, urls.path, loggedIn))
        .then((found) => {
          if (ctrl.signal.aborted || !found) return;
          setOptions(found.options);
          setCorrected(found.corrected);
          setActive(-1);
          setOpen(found.options.length > 0);
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
    <form className="search-box" method="get" action={urls.named("search")} role="search" aria-labelledby={labelledBy}>
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
        {options.length > 0 && (
          <Suspense fallback={null}>
            <SuggestGroups id={id} options={options} active={active} corrected={corrected} />
          </Suspense>
        )}
      </ul>
    </form>
  );
}
