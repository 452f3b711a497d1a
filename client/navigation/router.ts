import type { createStore } from "jotai";
import { navigableUrl } from "./links";
import { go } from "./guard";
import type { createNavigator } from "./navigate";

type Store = ReturnType<typeof createStore>;
type Navigator = ReturnType<typeof createNavigator>;

/**
 * Client-side navigation's listeners, on every page: plain clicks on the site's page links, GET
 * forms, Back and Forward. What a navigation does (fetch the page answer, swap it in, keep the
 * head in step) is its own chunk (./navigate.ts), loaded with the first link the shopper points
 * at or focuses, or at the latest with the first click: a page where no one navigates does not
 * load it (docs/decisions/0018-javascript-budget.md). A click is taken at once either way
 * (decision 0017); should the chunk not load, the browser loads the page in full, which always
 * works.
 */
export function installRouter(store: Store) {
  let navigator: Promise<Navigator> | null = null;
  const load = () =>
    (navigator ??= import("./navigate").then(
      (m) => m.createNavigator(store),
      (err: unknown) => {
        navigator = null; // a later click may try again
        throw err;
      },
    ));
  const navigate = (url: URL, push: boolean) =>
    void load().then(
      (n) => n.navigate(url, push),
      (err: unknown) => {
        console.error("navigation failed, loading the page in full", err);
        go(url.href);
      },
    );

  document.addEventListener("click", (event) => {
    const anchor = (event.target as Element | null)?.closest?.("a");
    if (!anchor) return;
    const url = navigableUrl(anchor, event, window.location);
    if (!url) return;
    event.preventDefault();
    navigate(url, true);
  });
  // GET forms (filters, sorting, search) navigate client-side too; `data-autosubmit` fields
  // submit their form on change, so filters apply without a button press.
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "get" || event.defaultPrevented) return;
    const url = new URL(form.action, window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.endsWith("/")) return;
    const params = new URLSearchParams();
    for (const [k, val] of new FormData(form)) if (typeof val === "string" && val !== "") params.append(k, val);
    url.search = params.toString();
    event.preventDefault();
    navigate(url, true);
  });
  document.addEventListener("change", (event) => {
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    if (field.dataset?.autosubmit !== undefined) field.form?.requestSubmit();
  });
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.("a");
    const url = anchor ? navigableUrl(anchor, null, window.location) : null;
    if (url) void load().then((n) => n.prefetch(url.pathname + url.search), () => undefined);
  };
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  window.addEventListener("popstate", () => navigate(new URL(window.location.href), false));
  window.history.replaceState({ zrno: true }, "", window.location.href);
}
