import { env } from "cloudflare:workers";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cached, cacheKey, type CacheContext } from "../../../worker/cache/kv-cache";
import { REFRESH_MINUTES, STALE_KEEP_SECONDS, type CacheKind } from "../../../worker/cache/manifest";

/**
 * docs/behaviour/09-constants.md "Cache refresh minutes", as written there. The manifest is the only place a TTL lives;
 * this table pins it to the spec, and the cache is checked to honour each kind's minutes.
 */
const SPEC_REFRESH_MINUTES: Record<CacheKind, number> = {
  currency: 1440,
  endpoints: 1440,
  info: 1440,
  token: 1440,
  newsletter: 1440,
  gdprTemplate: 1440,
  labels: 5,
  menus: 5,
  redirects: 5,
  rotators: 5,
  routes: 5,
  thumbs: 5,
  catalog: 5,
  publish: 5,
  faq: 5,
  locations: 5,
  events: 5,
  staticContent: 5,
  cmsPages: 10,
  // Not in spec §9: search suggestions (issue #11 asks for a short cache per site and query).
  search: 1,
};

const Value = v.object({ n: v.number() });
let unique = 0;

afterEach(() => vi.restoreAllMocks());

function context(): CacheContext & { writes: Promise<unknown>[] } {
  const writes: Promise<unknown>[] = [];
  return { kv: env.CACHE, tenant: "hr", waitUntil: (p) => void writes.push(p), writes };
}

describe("the refresh minutes of spec §9, in one module", () => {
  it("are exactly the spec's, kind by kind", () => {
    expect({ ...REFRESH_MINUTES }).toEqual(SPEC_REFRESH_MINUTES);
  });

  const kinds = Object.entries(SPEC_REFRESH_MINUTES) as Array<[CacheKind, number]>;

  it.each(kinds)("%s: a copy %i minutes old less a minute is fresh; a minute past that it is refreshed", async (kind, minutes) => {
    const args = `age-${++unique}`;
    const key = cacheKey("hr", kind, args);
    const load = vi.fn(async () => ({ n: 2 }));

    await env.CACHE.put(key, JSON.stringify({ fetchedAt: Date.now() - (minutes - 1) * 60_000, data: { n: 1 } }));
    await expect(cached(context(), kind, args, Value, load)).resolves.toEqual({ n: 1 });
    expect(load).not.toHaveBeenCalled();

    await env.CACHE.put(key, JSON.stringify({ fetchedAt: Date.now() - (minutes + 1) * 60_000, data: { n: 1 } }));
    const ctx = context();
    await expect(cached(ctx, kind, args, Value, load)).resolves.toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.all(ctx.writes);
  });

  it.each(kinds)("%s: KV keeps the copy for its refresh minutes plus the stale week", async (kind, minutes) => {
    const put = vi.spyOn(env.CACHE, "put");
    const ctx = context();
    await cached(ctx, kind, `ttl-${++unique}`, Value, async () => ({ n: 1 }));
    await Promise.all(ctx.writes);
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0]?.[2]).toEqual({ expirationTtl: minutes * 60 + STALE_KEEP_SECONDS });
  });
});
