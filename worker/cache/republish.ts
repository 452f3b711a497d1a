import { clearCached } from "./kv-cache";
import { bumpContentVersion } from "./content-version";
import { pageCacheEnabled } from "./page-rules";
import type { CacheKind } from "./manifest";

/**
 * What a publish does to a site's caches (docs/decisions/0011-edge-page-cache.md): its data
 * entries of `kinds` go, and its content version moves on, so every data centre renders its pages
 * again on their next view. The `clearCache/` endpoint (what an editor's tool calls after a
 * change) and the editors' own BFF calls (an article's products, docs/decisions/0034) both come
 * here. Returns how many data entries went.
 */
export async function republish(env: Env, tenants: readonly string[], kinds: readonly CacheKind[]): Promise<number> {
  let removed = 0;
  for (const tenant of tenants) {
    removed += await clearCached(env.CACHE, tenant, kinds);
    if (pageCacheEnabled(env)) await bumpContentVersion(env.CACHE, tenant);
  }
  return removed;
}
