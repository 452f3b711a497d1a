import { describe, expect, it } from "vitest";
import { createPrefetchCache, PREFETCH_MAX_PENDING, PREFETCH_TTL_MS } from "../../../client/navigation/prefetch-cache";

/** A loader whose answers the test settles by hand. */
function deferredLoader() {
  const calls: { key: string; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = (key: string) => new Promise<string>((resolve, reject) => calls.push({ key, resolve, reject }));
  return { calls, load };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("prefetching page data (spec §9: at most 4 pending)", () => {
  it("starts at most four prefetches at once and skips the rest", () => {
    const { calls, load } = deferredLoader();
    const cache = createPrefetchCache(load);
    const started = ["/a/", "/b/", "/c/", "/d/", "/e/", "/f/"].map((k) => cache.prefetch(k));
    expect(PREFETCH_MAX_PENDING).toBe(4);
    expect(started).toEqual([true, true, true, true, false, false]);
    expect(calls.map((c) => c.key)).toEqual(["/a/", "/b/", "/c/", "/d/"]);
    expect(cache.pending).toBe(4);
  });

  it("frees a place when a prefetch settles, and does not fetch a fresh key twice", async () => {
    const { calls, load } = deferredLoader();
    const cache = createPrefetchCache(load);
    for (const k of ["/a/", "/b/", "/c/", "/d/"]) cache.prefetch(k);
    calls[0]!.resolve("A");
    await settle();
    expect(cache.pending).toBe(3);
    expect(cache.prefetch("/a/")).toBe(false); // still fresh
    expect(cache.prefetch("/e/")).toBe(true);
    expect(calls).toHaveLength(5);
  });

  it("hands a prefetched answer to the navigation once, and not after it has gone stale", async () => {
    const { calls, load } = deferredLoader();
    let t = 1_000;
    const cache = createPrefetchCache(load, () => t);
    cache.prefetch("/a/");
    calls[0]!.resolve("A");
    expect(await cache.take("/a/")).toBe("A");
    expect(cache.take("/a/")).toBeNull();
    cache.prefetch("/b/");
    t += PREFETCH_TTL_MS;
    expect(cache.take("/b/")).toBeNull();
  });

  it("forgets a failed prefetch, so the click fetches again", async () => {
    const { calls, load } = deferredLoader();
    const cache = createPrefetchCache(load);
    cache.prefetch("/a/");
    calls[0]!.reject(new Error("offline"));
    await settle();
    expect(cache.pending).toBe(0);
    expect(cache.take("/a/")).toBeNull();
    expect(cache.prefetch("/a/")).toBe(true);
  });
});
