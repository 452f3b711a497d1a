import { env } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { cached, cacheKey, clearCached, type CacheContext } from "../../../worker/cache/kv-cache";

const Value = v.object({ n: v.number() });

function ctx(tenant: string, memoryMs: number): CacheContext & { writes: Promise<unknown>[] } {
  const writes: Promise<unknown>[] = [];
  return { kv: env.CACHE, tenant, memoryMs, waitUntil: (p) => void writes.push(p), writes };
}

async function overwriteKv(tenant: string, args: string, n: number) {
  await env.CACHE.put(cacheKey(tenant, "labels", args), JSON.stringify({ fetchedAt: Date.now(), data: { n } }));
}

describe("the in-isolate memory layer in front of KV", () => {
  it("answers a hot key from memory without reading KV again", async () => {
    const c = ctx("memhot", 60_000);
    expect(await cached(c, "labels", "a", Value, async () => ({ n: 1 }))).toEqual({ n: 1 });
    await Promise.all(c.writes);
    await overwriteKv("memhot", "a", 2);
    expect(await cached(c, "labels", "a", Value, async () => ({ n: 3 }))).toEqual({ n: 1 });
  });

  it("is off with memoryMs 0: a KV change shows on the next read", async () => {
    const c = ctx("memoff", 0);
    await cached(c, "labels", "a", Value, async () => ({ n: 1 }));
    await Promise.all(c.writes);
    await overwriteKv("memoff", "a", 2);
    expect(await cached(c, "labels", "a", Value, async () => ({ n: 3 }))).toEqual({ n: 2 });
  });

  it("forgets a tenant's kinds on clearCached, and only that tenant's", async () => {
    const a = ctx("memclear-a", 60_000);
    const b = ctx("memclear-b", 60_000);
    await cached(a, "labels", "x", Value, async () => ({ n: 1 }));
    await cached(b, "labels", "x", Value, async () => ({ n: 1 }));
    await Promise.all([...a.writes, ...b.writes]);
    await clearCached(env.CACHE, "memclear-a", ["labels"]);
    expect(await cached(a, "labels", "x", Value, async () => ({ n: 5 }))).toEqual({ n: 5 });
    await overwriteKv("memclear-b", "x", 9);
    expect(await cached(b, "labels", "x", Value, async () => ({ n: 7 }))).toEqual({ n: 1 });
  });
});
