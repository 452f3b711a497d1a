import { shaped } from "./answer";

/**
 * A page's sections below the fold (the home page's, a public product's), read from the BFF
 * (`GET home/below/?v=<key>`, worker/bff/home.ts; `GET catalog/product/below/?id=<id>&v=<key>`,
 * worker/bff/product-below.ts) when the page's state does not carry them: a page loaded in full
 * embeds only their key (docs/decisions/0016-lean-pages.md "Home state: the sections below the
 * fold", "Product state: the sections below the fold").
 *
 * One read per page load and address, kept here (not in a render), so every render that asks gets
 * the same promises and React's `use()` sees a promise it knows:
 * - `same`: the answer when it is what the server rendered (its key is the page's); else it never
 *   settles, so the server's markup stays as it is: after a failed read too (its links and
 *   add-to-cart forms work without JavaScript);
 * - `moved`: the answer when it is not what the server rendered (a page from a cache whose
 *   sections changed since); else it never settles.
 */
export interface BelowRead<T> {
  same: Promise<T>;
  moved: Promise<T>;
}

/** The reads' addresses, the ones the server also preloads (worker/render/hints.ts): a preload is used only by a request for the same URL. */
export const homeBelowPath = (basePath: string, key: string) => `${basePath}/api/nuxtapi/home/below/?v=${key}`;
export const productBelowPath = (basePath: string, id: number, key: string) => `${basePath}/api/nuxtapi/catalog/product/below/?id=${id}&v=${key}`;

const reads = new Map<string, BelowRead<unknown>>();
const NEVER = new Promise<never>(() => undefined);

/** The read of `path` (one of the addresses above), whose answer names its `key`; `what` names it in a warning. */
export function belowRead<T extends { key: string }>(what: string, path: string, key: string): BelowRead<T> {
  let read = reads.get(path) as BelowRead<T> | undefined;
  if (!read) {
    // As the preload asks (`crossorigin` anonymous): same-origin credentials, CORS mode.
    const answer = fetch(path).then(async (res) => {
      if (!res.ok) throw new Error(`${res.status}`);
      return shaped<T>(((await res.json()) as { data?: unknown }).data, what, ["key"]);
    });
    read = {
      same: answer.then(
        (b) => (b.key === key ? b : NEVER),
        (err: unknown) => (console.warn(`${what}:`, err), NEVER),
      ),
      moved: answer.then((b) => (b.key === key ? NEVER : b), () => NEVER),
    };
    reads.set(path, read);
  }
  return read;
}
