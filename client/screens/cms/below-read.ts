import type { HomeBelow } from "../../../shared/screens/cms";
import { shaped } from "../../state/answer";

/**
 * The home page's sections below the fold, read from the BFF (`GET home/below/?v=<key>`,
 * worker/bff/home.ts) when the page's state does not carry them: a page loaded in full embeds
 * only their key (docs/decisions/0016-lean-pages.md "Home state: the sections below the fold").
 *
 * One read per page load and key, kept here (not in a render), so every render that asks gets
 * the same promises and React's `use()` sees a promise it knows:
 * - `same`: the answer when it is what the server rendered (its key is the page's); else it never
 *   settles, so the server's markup stays as it is: after a failed read too (its links and
 *   add-to-cart forms work without JavaScript);
 * - `moved`: the answer when it is not what the server rendered (a page from a cache whose
 *   sections changed since); else it never settles.
 */
export interface BelowRead {
  same: Promise<HomeBelow>;
  moved: Promise<HomeBelow>;
}

/** The read's address, the one the server also preloads (worker/render/hints.ts): a preload is used only by a request for the same URL. */
export const belowPath = (basePath: string, key: string) => `${basePath}/api/nuxtapi/home/below/?v=${key}`;

const reads = new Map<string, BelowRead>();
const NEVER = new Promise<never>(() => undefined);

export function belowRead(basePath: string, key: string): BelowRead {
  let read = reads.get(key);
  if (!read) {
    // As the preload asks (`crossorigin` anonymous): same-origin credentials, CORS mode.
    const answer = fetch(belowPath(basePath, key)).then(async (res) => {
      if (!res.ok) throw new Error(`${res.status}`);
      return shaped<HomeBelow>(((await res.json()) as { data?: unknown }).data, "home/below", ["key"]);
    });
    read = {
      same: answer.then(
        (b) => (b.key === key ? b : NEVER),
        (err: unknown) => (console.warn("home/below:", err), NEVER),
      ),
      moved: answer.then((b) => (b.key === key ? NEVER : b), () => NEVER),
    };
    reads.set(key, read);
  }
  return read;
}
