import { env } from "cloudflare:workers";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheKey, cached, clearCached, type CacheContext, type CacheState } from "../../../worker/cache/kv-cache";
import { REFRESH_MINUTES } from "../../../worker/cache/manifest";

const Item = v.object({ name: v.string(), n: v.number() });
type Item = v.InferOutput<typeof Item>;

/** A cache context on the real KV binding that records its background writes and states. */
function context(tenant = "hr", kv: KVNamespace = env.CACHE) {
  const pending: Promise<unknown>[] = [];
  const states: Array<[CacheState, string]> = [];
  const ctx: CacheContext = {
    kv,
    tenant,
    waitUntil: (p) => void pending.push(p),
    onState: (state, key) => void states.push([state, key]),
  };
  return { ctx, states, settle: () => Promise.all(pending) };
}

/** A loader that counts its calls and answers `value` (or throws). */
function loader(value: Item | Error) {
  const fn = vi.fn(async (): Promise<Item> => {
    if (value instanceof Error) throw value;
    return value;
  });
  return fn;
}

let unique = 0;
/** Every test gets its own key args, so tests never see each other's entries. */
const args = (what: string) => `${what}-${Date.now()}-${++unique}`;

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("cached", () => {
  it("miss: calls the loader once, returns its answer and stores it in waitUntil", async () => {
    const { ctx, states, settle } = context();
    const a = args("miss");
    const load = loader({ name: "jabuka", n: 1 });
    await expect(cached(ctx, "labels", a, Item, load)).resolves.toEqual({ name: "jabuka", n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(states).toEqual([["miss", `hr:labels:${a}`]]);
    await settle();
    const stored = await env.CACHE.get<{ fetchedAt: number; data: unknown }>(`hr:labels:${a}`, "json");
    expect(stored?.data).toEqual({ name: "jabuka", n: 1 });
    expect(typeof stored?.fetchedAt).toBe("number");
  });

  it("fresh hit: serves the stored copy without calling the loader", async () => {
    const a = args("hit");
    const first = context();
    await cached(first.ctx, "menus", a, Item, loader({ name: "a", n: 1 }));
    await first.settle();

    const second = context();
    const load = loader({ name: "b", n: 2 });
    await expect(cached(second.ctx, "menus", a, Item, load)).resolves.toEqual({ name: "a", n: 1 });
    expect(load).not.toHaveBeenCalled();
    expect(second.states).toEqual([["hit", `hr:menus:${a}`]]);
  });

  it("20 concurrent misses for one key share one upstream call", async () => {
    const a = args("stampede");
    // Hold the loader until every caller has looked in KV, so all 20 are misses at once.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let gets = 0;
    // Only get and put are used by `cached`; both go to the real binding.
    const kv = {
      get: async (...params: Parameters<KVNamespace["get"]>) => {
        const value = await (env.CACHE.get as (...p: unknown[]) => Promise<unknown>)(...params);
        if (++gets === 20) release();
        return value;
      },
      put: (...params: Parameters<KVNamespace["put"]>) => env.CACHE.put(...params),
    } as unknown as KVNamespace;
    const { ctx, states, settle } = context("hr", kv);
    const load = vi.fn(async () => {
      await gate;
      return { name: "once", n: 1 };
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => cached(ctx, "catalog", a, Item, load)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(results).toEqual(Array.from({ length: 20 }, () => ({ name: "once", n: 1 })));
    expect(states.filter(([s]) => s === "miss")).toHaveLength(20);
    await settle();
  });

  it("expired entry and a failing upstream: serves the stale copy and reports it", async () => {
    const a = args("stale");
    const key = cacheKey("hr", "labels", a);
    const old = Date.now() - (REFRESH_MINUTES.labels + 1) * 60_000;
    await env.CACHE.put(key, JSON.stringify({ fetchedAt: old, data: { name: "stari", n: 7 } }));

    const { ctx, states, settle } = context();
    const load = loader(new Error("upstream down"));
    await expect(cached(ctx, "labels", a, Item, load)).resolves.toEqual({ name: "stari", n: 7 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(states).toEqual([["stale", key]]);
    await settle();
    // The failure stored nothing: the stale copy is still there, untouched.
    expect(await env.CACHE.get(key, "json")).toEqual({ fetchedAt: old, data: { name: "stari", n: 7 } });
  });

  it("expired entry and a working upstream: refreshes the copy", async () => {
    const a = args("refresh");
    const key = cacheKey("hr", "routes", a);
    await env.CACHE.put(key, JSON.stringify({ fetchedAt: Date.now() - (REFRESH_MINUTES.routes + 1) * 60_000, data: { name: "stari", n: 1 } }));
    const { ctx, states, settle } = context();
    const load = loader({ name: "novi", n: 2 });
    await expect(cached(ctx, "routes", a, Item, load)).resolves.toEqual({ name: "novi", n: 2 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(states).toEqual([["miss", key]]);
    await settle();
    expect(await env.CACHE.get<{ data: unknown }>(key, "json")).toMatchObject({ data: { name: "novi", n: 2 } });
  });

  it("no entry and a failing upstream: the error reaches the caller and nothing is stored", async () => {
    const a = args("error");
    const { ctx, states, settle } = context();
    const failure = new Error("upstream down");
    await expect(cached(ctx, "labels", a, Item, loader(failure))).rejects.toBe(failure);
    await settle();
    expect(states).toEqual([]);
    expect(await env.CACHE.get(cacheKey("hr", "labels", a))).toBeNull();

    // The next call asks the upstream again: the error was not cached.
    const load = loader({ name: "ok", n: 1 });
    await expect(cached(context().ctx, "labels", a, Item, load)).resolves.toEqual({ name: "ok", n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  // [what is wrong with the entry, raw KV value]
  const corrupt: Array<[string, string]> = [
    ["not JSON", "{not json"],
    ["JSON null", "null"],
    ["not an entry", JSON.stringify({ name: "x", n: 1 })],
    ["fetchedAt not a number", JSON.stringify({ fetchedAt: "yesterday", data: { name: "x", n: 1 } })],
    ["data of the wrong schema", JSON.stringify({ fetchedAt: Date.now(), data: { name: 5 } })],
    ["fresh but data missing", JSON.stringify({ fetchedAt: Date.now() })],
  ];
  it.each(corrupt)("corrupt entry (%s) is ignored and refreshed", async (_what, raw) => {
    const a = args("corrupt");
    const key = cacheKey("hr", "faq", a);
    await env.CACHE.put(key, raw);
    const { ctx, settle } = context();
    const load = loader({ name: "fresh", n: 3 });
    await expect(cached(ctx, "faq", a, Item, load)).resolves.toEqual({ name: "fresh", n: 3 });
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    expect(await env.CACHE.get<{ data: unknown }>(key, "json")).toMatchObject({ data: { name: "fresh", n: 3 } });
  });

  it("a corrupt entry is never served as stale when the upstream fails", async () => {
    const a = args("corrupt-stale");
    await env.CACHE.put(cacheKey("hr", "faq", a), JSON.stringify({ fetchedAt: 0, data: { name: 5 } }));
    const failure = new Error("down");
    await expect(cached(context().ctx, "faq", a, Item, loader(failure))).rejects.toBe(failure);
  });
});

describe("cache keys and tenants", () => {
  it("every key names its tenant: tenant:kind:args", () => {
    expect(cacheKey("hr", "labels", "hr")).toBe("hr:labels:hr");
    expect(cacheKey("de", "routes")).toBe("de:routes:");
    expect(cacheKey("hr", "cmsPages", "/o-nama/")).toBe("hr:cmsPages:/o-nama/");
  });

  it("two tenants never share an entry for the same kind and args", async () => {
    const a = args("tenants");
    const hr = context("hr");
    const de = context("de");
    const loadHr = loader({ name: "hr", n: 1 });
    const loadDe = loader({ name: "de", n: 2 });
    await expect(cached(hr.ctx, "labels", a, Item, loadHr)).resolves.toEqual({ name: "hr", n: 1 });
    await hr.settle();
    await expect(cached(de.ctx, "labels", a, Item, loadDe)).resolves.toEqual({ name: "de", n: 2 });
    await de.settle();
    expect(loadHr).toHaveBeenCalledTimes(1);
    expect(loadDe).toHaveBeenCalledTimes(1);

    // Both are now fresh hits, each its own.
    const again = loader({ name: "never", n: 0 });
    await expect(cached(context("hr").ctx, "labels", a, Item, again)).resolves.toEqual({ name: "hr", n: 1 });
    await expect(cached(context("de").ctx, "labels", a, Item, again)).resolves.toEqual({ name: "de", n: 2 });
    expect(again).not.toHaveBeenCalled();
  });

  it("two tenants missing the same key at the same time each get their own answer", async () => {
    const a = args("tenants-concurrent");
    const [hr, de] = await Promise.all([
      cached(context("hr").ctx, "menus", a, Item, loader({ name: "hr", n: 1 })),
      cached(context("de").ctx, "menus", a, Item, loader({ name: "de", n: 2 })),
    ]);
    expect(hr).toEqual({ name: "hr", n: 1 });
    expect(de).toEqual({ name: "de", n: 2 });
  });
});

describe("clearCached", () => {
  it("removes only the named kinds of that tenant", async () => {
    // Tenant names of their own, so no other test's entries are in these prefixes.
    const t = `t${++unique}x${Date.now()}`;
    const other = `${t}y`;
    const keys = {
      labels: cacheKey(t, "labels", "a"),
      labels2: cacheKey(t, "labels", "b"),
      menus: cacheKey(t, "menus", ""),
      routes: cacheKey(t, "routes", "a"),
      otherLabels: cacheKey(other, "labels", "a"),
    };
    for (const key of Object.values(keys)) await env.CACHE.put(key, JSON.stringify({ fetchedAt: Date.now(), data: 1 }));

    await expect(clearCached(env.CACHE, t, ["labels", "menus"])).resolves.toBe(3);
    expect(await env.CACHE.get(keys.labels)).toBeNull();
    expect(await env.CACHE.get(keys.labels2)).toBeNull();
    expect(await env.CACHE.get(keys.menus)).toBeNull();
    expect(await env.CACHE.get(keys.routes)).not.toBeNull();
    expect(await env.CACHE.get(keys.otherLabels)).not.toBeNull();
  });

  it("with nothing to remove returns 0", async () => {
    await expect(clearCached(env.CACHE, `empty${++unique}`, ["labels"])).resolves.toBe(0);
  });
});
