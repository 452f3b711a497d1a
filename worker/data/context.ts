import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { CacheContext } from "../cache/kv-cache";
import { apiCacheEnabled, memoryMsOf } from "../cache/manifest";
import type { Caller } from "../upstream/client";

/**
 * What loaders need from a request, built once per request: who calls the API (the tenant and
 * the visitor's token, `Caller`) and the cache.
 */
export interface DataContext extends Caller {
  env: Env;
  cache: CacheContext;
}

export function dataContext(c: Context<AppEnv>): DataContext {
  const tenant = c.get("site").tenant;
  return {
    tenant,
    env: c.env,
    get visitorToken() {
      return c.get("token");
    },
    renewVisitorToken: c.get("renewToken"),
    cache: {
      kv: c.env.CACHE,
      tenant: tenant.code,
      enabled: apiCacheEnabled(c.env),
      memoryMs: memoryMsOf(c.env),
      waitUntil: (p) => c.executionCtx.waitUntil(p),
      onState: (state) => {
        if (state === "stale") c.header("x-zrno-cache", "stale");
      },
    },
  };
}
