/**
 * The content version of a tenant's pages: part of every full-page cache key, kept in KV, so a
 * publish or price change (the clearCache call that follows it) makes every data centre render
 * the site's pages again without a purge API (docs/decisions/0011-edge-page-cache.md).
 */

const memory = new Map<string, { at: number; version: string }>();

function keyOf(tenant: string): string {
  return `${tenant}:contentVersion:`;
}

/**
 * The current version ("0" before the first bump). Read from this isolate's memory for
 * `memoryMs` (the same window as the data cache), else from KV; a KV failure reads as "0" for
 * this request only, which at worst serves a page of the oldest version.
 */
export async function readContentVersion(kv: KVNamespace, tenant: string, memoryMs: number): Promise<string> {
  const mem = memory.get(tenant);
  if (mem && Date.now() - mem.at < memoryMs) return mem.version;
  let version = "0";
  try {
    version = (await kv.get(keyOf(tenant))) ?? "0";
  } catch (err) {
    console.error("page cache: content version unavailable", err);
    return version;
  }
  if (memoryMs > 0) memory.set(tenant, { at: Date.now(), version });
  return version;
}

/** A new version for the tenant: every cached page of it is left behind (and expires unread). */
export async function bumpContentVersion(kv: KVNamespace, tenant: string): Promise<string> {
  const version = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  await kv.put(keyOf(tenant), version);
  memory.delete(tenant);
  return version;
}
