/**
 * The wishlist and compare retry of docs/behaviour/04-states.md "Session": after a change, fetch the list again and
 * keep fetching every `delayMs`, at most `maxRetries` more times, until the change shows (an
 * added item appears, a removed one disappears). Pure: the clock comes in as `sleep`, so tests
 * run it without waiting. The numbers live in shared/timings.ts.
 */

interface RetryOptions {
  delayMs: number;
  maxRetries: number;
  /** Waits `ms`; the browser's setTimeout by default, a fake clock in tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Stops before the next fetch (the screen went away, or a newer change started). */
  signal?: AbortSignal;
}

export interface RetryResult<T> {
  /** True once `done(value)` held. */
  done: boolean;
  /** The last list fetched, if any fetch succeeded. */
  value: T | undefined;
  fetches: number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One fetch at once, then up to `maxRetries` more, each after `delayMs`. A failed fetch counts
 * as a try (a network blip should not end the wait, nor stretch it).
 */
export async function retryUntil<T>(fetchOnce: () => Promise<T>, done: (value: T) => boolean, opts: RetryOptions): Promise<RetryResult<T>> {
  const sleep = opts.sleep ?? realSleep;
  let value: T | undefined;
  let fetches = 0;
  for (let attempt = 0; attempt <= opts.maxRetries; attempt++) {
    if (attempt > 0) await sleep(opts.delayMs);
    if (opts.signal?.aborted) break;
    fetches++;
    try {
      const fetched = await fetchOnce();
      value = fetched;
      if (done(fetched)) return { done: true, value, fetches };
    } catch {
      // counted; try again after the delay
    }
  }
  return { done: false, value, fetches };
}

/** Items of a wishlist or compare answer, as far as the retry needs them. */
interface Listed {
  items: readonly { shopping_cart_code: string; product: { code: string } }[];
}

/** The list holds this package (or, given a product code, any package of the product). */
export function holds(list: Listed, code: string): boolean {
  return list.items.some((i) => i.shopping_cart_code === code || i.product.code === code);
}

export const appears = (code: string) => (list: Listed) => holds(list, code);
export const disappears = (code: string) => (list: Listed) => !holds(list, code);
