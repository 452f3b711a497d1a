import * as v from "valibot";
import { ALWAYS_CACHED, freshSeconds, REFRESH_MINUTES, STALE_KEEP_SECONDS, type CacheKind } from "./manifest";

export type CacheState = "hit" | "miss" | "stale";

export interface CacheContext {
  kv: KVNamespace;
  tenant: string;
  /** false: every read asks the upstream (the API cache is off outside production: manifest.ts `apiCacheEnabled`). */
  enabled?: boolean;
  /** How long this isolate may answer from memory before asking KV again (absent or 0: off). */
  memoryMs?: number;
  waitUntil: (p: Promise<unknown>) => void;
  /** Told when a stale copy is served, so the response can be marked. */
  onState?: (state: CacheState, key: string) => void;
}

const Entry = v.object({ fetchedAt: v.number(), data: v.unknown() });

/**
 * Concurrent misses for one key share one upstream call. The map holds only in-flight promises
 * of public, tenant-keyed data, and each entry is removed when it settles; it carries nothing
 * from one visitor to another.
 */
const inflight = new Map<string, Promise<unknown>>();

/**
 * A short-lived copy in this isolate's memory of what KV answered, so a hot page does not pay
 * a KV read and a schema check per request. Public, tenant-keyed data only, bounded in size;
 * other isolates see a change (or a clearCache) within `memoryMs`.
 */
const memory = new Map<string, { at: number; fetchedAt: number; data: unknown }>();
const MEMORY_MAX_ENTRIES = 500;

function remember(key: string, fetchedAt: number, data: unknown) {
  if (memory.size >= MEMORY_MAX_ENTRIES) memory.delete(memory.keys().next().value as string);
  memory.set(key, { at: Date.now(), fetchedAt, data });
}

/** `tenant:kind:args`: every KV key names its tenant, so two sites never share an entry. */
export function cacheKey(tenant: string, kind: CacheKind, args = ""): string {
  return `${tenant}:${kind}:${args}`;
}

/**
 * Read-through KV cache. Fresh copy → served. Missing or expired → one upstream call (shared by
 * concurrent callers), stored in `waitUntil`. Upstream fails → the expired copy is served and
 * marked stale; with no copy the error goes to the caller. Errors are never stored.
 */
export async function cached<S extends v.GenericSchema>(
  ctx: CacheContext,
  kind: CacheKind,
  args: string,
  schema: S,
  load: () => Promise<v.InferOutput<S>>,
): Promise<v.InferOutput<S>> {
  if (ctx.enabled === false && !ALWAYS_CACHED.includes(kind)) {
    const data = await load();
    ctx.onState?.("miss", cacheKey(ctx.tenant, kind, args));
    return data;
  }
  const key = cacheKey(ctx.tenant, kind, args);
  const memoryMs = ctx.memoryMs ?? 0;
  const freshFor = freshSeconds(kind) * 1000;
  const mem = memory.get(key);
  if (mem && Date.now() - mem.at < memoryMs && Date.now() - mem.fetchedAt < freshFor) {
    ctx.onState?.("hit", key);
    return mem.data as v.InferOutput<S>;
  }
  let stale: v.InferOutput<S> | undefined;
  try {
    const raw = await ctx.kv.get(key, "json");
    const entry = v.safeParse(Entry, raw);
    const data = entry.success ? v.safeParse(schema, entry.output.data) : null;
    if (entry.success && data?.success) {
      if (Date.now() - entry.output.fetchedAt < freshFor) {
        if (memoryMs > 0) remember(key, entry.output.fetchedAt, data.output);
        ctx.onState?.("hit", key);
        return data.output;
      }
      stale = data.output;
    }
  } catch (err) {
    console.error(`cache: KV get ${key} failed, asking upstream`, err);
  }

  let pending = inflight.get(key) as Promise<v.InferOutput<S>> | undefined;
  if (!pending) {
    pending = load().then((data) => {
      if (memoryMs > 0) remember(key, Date.now(), data);
      const put = ctx.kv
        .put(key, JSON.stringify({ fetchedAt: Date.now(), data }), { expirationTtl: REFRESH_MINUTES[kind] * 60 + STALE_KEEP_SECONDS })
        .catch((err) => console.error(`cache: KV put ${key} failed`, err));
      ctx.waitUntil(put);
      return data;
    });
    inflight.set(key, pending);
    const clear = () => inflight.delete(key);
    pending.then(clear, clear);
  }
  try {
    const data = await pending;
    ctx.onState?.("miss", key);
    return data;
  } catch (err) {
    if (stale === undefined) throw err;
    console.error(`cache: upstream failed for ${key}, serving the stale copy`);
    ctx.onState?.("stale", key);
    return stale;
  }
}

/**
 * Drops one entry from this isolate's memory and from KV, so the next read asks the upstream:
 * for a copy known to be dead (a server token the API refused) that must not be served again.
 */
export async function forget(ctx: CacheContext, kind: CacheKind, args = ""): Promise<void> {
  const key = cacheKey(ctx.tenant, kind, args);
  memory.delete(key);
  try {
    await ctx.kv.delete(key);
  } catch (err) {
    console.error(`cache: KV delete ${key} failed`, err);
  }
}

export async function clearCached(kv: KVNamespace, tenant: string, kinds: readonly CacheKind[]): Promise<number> {
  let removed = 0;
  for (const kind of kinds) {
    const prefix = cacheKey(tenant, kind);
    for (const key of [...memory.keys()]) if (key.startsWith(prefix)) memory.delete(key);
    let cursor: string | undefined;
    do {
      const page = await kv.list({ prefix, cursor });
      await Promise.all(page.keys.map((k) => kv.delete(k.name)));
      removed += page.keys.length;
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
  return removed;
}
