import { useAtomValue, useStore } from "jotai";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { sessionAtom, tenantAtom } from "../state/atoms";
import { useLabel, useUrls } from "../state/hooks";
import type { Combo, Combobox } from "./search-suggest";

// The combobox's keys, the list and the call behind it load when the shopper focuses the box or
// types (./search-suggest.tsx); what is typed before it arrives is handled in order once it has
// (one promise), and a load that failed is tried again with the next key.
let suggestChunk: Promise<typeof import("./search-suggest")> | undefined;
const loadSuggest = () =>
  (suggestChunk ??= import("./search-suggest").catch((e: unknown) => {
    suggestChunk = undefined;
    throw e;
  }));
const SuggestGroups = lazy(loadSuggest);
const CLOSED: Combo = { options: [], corrected: null, active: -1, open: false };

/**
 * The header search box (docs/decisions/0011-search-engine.md): a plain GET form to the search
 * page, and with JavaScript the WAI-ARIA combobox pattern over the BFF's suggestions
 * (./search-suggest.tsx `combobox`).
 */
export function SearchBox({ initial = "", labelledBy }: { initial?: string; /** The id of a heading that names this search (a second one on the page, the 404 screen's). */ labelledBy?: string }) {
  const t = useLabel();
  const urls = useUrls();
  const basePath = useAtomValue(tenantAtom)?.basePath ?? "";
  const store = useStore();
  const id = useId();
  const [combo, setCombo] = useState(CLOSED);
  const { options, active, open, corrected } = combo;
  const box = useRef<Combobox | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Words typed before this code arrived (the header loads it on the first interaction:
    // ./islands.tsx) are in the input, which is uncontrolled: suggest for them now.
    const typed = input.current?.value ?? initial;
    if (typed !== initial) onInput(typed);
    return () => box.current?.stop();
  }, []);

  function onInput(value: string) {
    loadSuggest().then(
      ({ combobox }) => (box.current ??= combobox(setCombo)).input(value, { basePath, searchUrl: (q) => urls.named("search", { search_q: q }), path: urls.path, loggedIn: () => store.get(sessionAtom).loggedIn === true }),
      () => undefined, // no suggestions; the form still searches
    );
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
        ref={input}
        defaultValue={initial}
        maxLength={100}
        placeholder={t("search_placeholder")}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onChange={(e) => onInput(e.currentTarget.value)}
        onKeyDown={(e) => box.current?.keyDown(e, combo)}
        onBlur={() => box.current?.blur()}
        onFocus={() => {
          loadSuggest().catch(() => undefined);
          box.current?.focus();
        }}
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
