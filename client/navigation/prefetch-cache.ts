/** At most this many prefetches in flight (docs/behaviour/09-constants.md "Preload concurrency cap 4 pending"). */
export const PREFETCH_MAX_PENDING = 4;
/** A prefetched page answer is used for a navigation within this time, then fetched afresh. */
export const PREFETCH_TTL_MS = 30_000;

/**
 * Page answers fetched ahead of a click (on hover or focus of a link). Beyond the cap a
 * prefetch is skipped, not queued: the shopper's next click fetches the page anyway. A failed
 * prefetch is forgotten, so the click asks again.
 */
export function createPrefetchCache<T>(load: (key: string) => Promise<T>, now: () => number = Date.now, max = PREFETCH_MAX_PENDING) {
  const entries = new Map<string, { at: number; answer: Promise<T> }>();
  let pending = 0;
  return {
    get pending() {
      return pending;
    },
    /** Starts a prefetch unless one is fresh or the cap is reached; says whether it started. */
    prefetch(key: string): boolean {
      const hit = entries.get(key);
      if ((hit && now() - hit.at < PREFETCH_TTL_MS) || pending >= max) return false;
      pending++;
      const answer = load(key);
      entries.set(key, { at: now(), answer });
      answer.then(
        () => pending--,
        () => {
          pending--;
          entries.delete(key);
        },
      );
      return true;
    },
    /** The fresh prefetched answer for a navigation (taken out: each is used once), or null. */
    take(key: string): Promise<T> | null {
      const hit = entries.get(key);
      entries.delete(key);
      return hit && now() - hit.at < PREFETCH_TTL_MS ? hit.answer : null;
    },
  };
}
