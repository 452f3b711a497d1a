/**
 * A visitor who arrives on a page from the edge cache has no token yet: the page's first BFF call
 * issues it (docs/decisions/0011-edge-page-cache.md). Any call sent while that one is in flight
 * would be issued a token of its own, and whichever answer came last would set the cookie — a
 * first "add to cart" could land in a cart the browser then forgets. So every call from the
 * browser goes after the page's first one has answered; from then on the cookie is there and
 * calls run side by side.
 */
let first: Promise<unknown> | null = null;

/** Sends `call` after the page's first call has answered (at once if it is the first). */
export async function afterFirstCall<T>(call: () => Promise<T>): Promise<T> {
  if (first) {
    await first.catch(() => undefined);
    return call();
  }
  const sent = call();
  first = sent;
  return sent;
}

/** For tests: a new page. */
export function resetFirstCall(): void {
  first = null;
}
