import type { createStore } from "jotai";
import type * as v from "valibot";
import type { PageEnvelope } from "../../shared/page-envelope";
import type { PageState } from "../../shared/page-state";
import { wakeAllIslands } from "../components/island";
import { preloadScreen } from "../screens/registry";
import { PAGE_SWAP_EVENT } from "../../shared/typeface";
import { pageEnvelope, shaped } from "../state/answer";
import { labelsAtom, pageAtom, tenantAtom } from "../state/atoms";
import { createPrefetchCache } from "./prefetch-cache";
import { fetchStateAtom } from "./state";
import { go } from "./guard";
import { build, reportStatus, scrollToHash } from "../runtime/signals";
import { afterFirstCall } from "../state/first-call";

type Store = ReturnType<typeof createStore>;

/** The BFF's answer for a page (worker/bff/pages.ts). */
interface PageAnswer {
  success: boolean;
  status?: number;
  data: v.InferOutput<typeof PageEnvelope> | null;
  location?: string;
  /** The redirect leaves the site (an external rule): only a full load may follow it. */
  external?: boolean;
  otherSite?: boolean;
}

/** Redirects followed in place before giving up to a full load, which the browser caps itself. */
const MAX_REDIRECTS = 5;

function pageAnswer(raw: unknown): PageAnswer {
  const a = shaped<PageAnswer>(raw, "page answer", ["success"]);
  if (a.data != null) pageEnvelope(a.data);
  if (a.location !== undefined && typeof a.location !== "string") throw new TypeError("page answer: location is not text");
  return a;
}

/**
 * A 401 or 503 answer. A navigation hands it to the runtime (token renewal, maintenance) instead
 * of loading the page in full; a prefetch on hover only forgets it.
 */
class FaultStatus extends Error {
  constructor(readonly status: number) {
    super(`pages ${status}`);
  }
}


/**
 * Client-side navigation: fetch the next page's state from the BFF, then swap it in at once, so
 * the old layout stays until the new page's data is ready. Anything unexpected falls back to
 * a full page load, which always works. Loaded with the first link the shopper points at, focuses
 * or follows (client/navigation/router.ts takes the clicks and hands them here).
 */
export function createNavigator(store: Store) {
  let current = 0;

  function apiUrl(url: URL): string {
    const base = store.get(tenantAtom)?.basePath ?? "";
    const q = new URLSearchParams(url.search);
    q.set("slug", url.pathname);
    return `${base}/api/nuxtapi/pages/?${q.toString()}`;
  }

  async function fetchAnswer(url: URL): Promise<PageAnswer> {
    const res = await afterFirstCall(() => fetch(apiUrl(url), { headers: { accept: "application/json" }, credentials: "same-origin" }));
    if (res.status === 401 || res.status === 503) throw new FaultStatus(res.status);
    if (!res.ok && res.status !== 404) throw new Error(`pages ${res.status}`);
    return pageAnswer(await res.json());
  }

  const prefetched = createPrefetchCache((key) => fetchAnswer(new URL(key, window.location.origin)));

  /**
   * `push`: a click or form (a new history entry); otherwise back/forward. `redirects` counts
   * the edge and entity redirects followed so far: an internal one is followed in place and
   * its target takes the entry the old address would have had (replace, as the browser does
   * with a full load's redirect), so Back never returns to the address that moved.
   */
  async function navigate(url: URL, push: boolean, redirects = 0) {
    if (build.stale) return go(url.href); // a newer build is out: this navigation loads it
    const id = ++current;
    store.set(fetchStateAtom, "pending");
    try {
      const key = url.pathname + url.search;
      const answer = await (prefetched.take(key) ?? fetchAnswer(url));
      if (id !== current) return; // a newer navigation won
      if (answer.location) {
        const next = inPlaceTarget(answer, url, redirects);
        if (next) return void (await navigate(next, push, redirects + 1));
        // The server's redirect may leave this origin (another site, an external rule), never to javascript: or data:.
        return go(answer.location, { external: true });
      }
      if (answer.otherSite || !answer.data) return go(url.href, { external: true });
      // The new screen's chunk, and every island's (client/components/island.tsx): a dehydrated
      // island the swap gave new props would switch to client rendering, and one the new screen
      // brings (its chunk registers it) is drawn at once rather than after a wait for its code.
      await Promise.all([preloadScreen(answer.data.screen.kind as PageState["screen"]["kind"]).then(wakeAllIslands), wakeAllIslands()]);
      if (id !== current) return;
      apply(answer.data as unknown as PageState);
      if (push) window.history.pushState({ zrno: true }, "", url.href);
      else if (redirects > 0) window.history.replaceState({ zrno: true }, "", url.href);
      if (push) window.scrollTo(0, 0);
      if (url.hash) scrollToHash(url.hash);
      store.set(fetchStateAtom, "success");
    } catch (err) {
      if (id !== current) return;
      store.set(fetchStateAtom, "error");
      if (err instanceof FaultStatus) return void reportStatus(err.status, url.href);
      console.error("navigation failed, loading the page in full", err);
      // After the error state has painted (the progress bar says so), not in the same task:
      // a full load started at once can unload the page before it ever shows.
      requestAnimationFrame(() => setTimeout(() => go(url.href)));
    }
  }

  function apply(state: PageState) {
    // The swap lays the page out anew: a first visit's page takes its typeface now (shared/typeface.ts).
    document.dispatchEvent(new Event(PAGE_SWAP_EVENT));
    // A page carries only the labels its screen names (worker/render/page-labels.ts): keep those
    // of the pages before, so a screen still on the way out, or one returned to, keeps its words.
    store.set(labelsAtom, { ...store.get(labelsAtom), ...state.labels });
    store.set(pageAtom, state);
    document.title = state.title;
    document.body.className = state.bodyClass;
    syncHead(state);
  }

  return {
    navigate: (url: URL, push: boolean) => navigate(url, push),
    /** Fetches a link's page answer ahead of its click (on hover or focus). */
    prefetch: (key: string) => void prefetched.prefetch(key),
  };
}

/**
 * The URL an internal redirect leads to, when the router may follow it without a full load:
 * same origin, a page (slashed path), not external, and not past MAX_REDIRECTS. The fragment
 * carries over when the target names none, as in a browser's redirect.
 */
function inPlaceTarget(answer: { location?: string; external?: boolean }, from: URL, redirects: number): URL | null {
  if (!answer.location || answer.external || redirects >= MAX_REDIRECTS) return null;
  let next: URL;
  try {
    next = new URL(answer.location, from);
  } catch {
    return null;
  }
  if (next.origin !== from.origin || !/^https?:$/.test(next.protocol) || !next.pathname.endsWith("/")) return null;
  if (!next.hash && from.hash) next.hash = from.hash;
  return next;
}

/** Canonical and hreflang links live in the server-rendered head; keep them in step. */
function syncHead(state: PageState) {
  const head = document.head;
  head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]').forEach((el) => el.remove());
  const description = head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (description) description.content = state.description;
  if (state.canonical) head.appendChild(linkEl({ rel: "canonical", href: state.canonical }));
  for (const a of state.alternates) head.appendChild(linkEl({ rel: "alternate", hreflang: a.hreflang, href: a.href }));
}

function linkEl(attrs: Record<string, string>): HTMLLinkElement {
  const el = document.createElement("link");
  for (const [k, val] of Object.entries(attrs)) el.setAttribute(k, val);
  return el;
}
