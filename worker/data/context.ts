import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { CacheContext } from "../cache/kv-cache";
import { apiCacheEnabled, MEMORY_CACHE_MS } from "../cache/manifest";
import type { UpstreamContext } from "../upstream/client";
import type { Tenant } from "../../tenants";

/** What loaders need from a request: the tenant, the visitor token, the cache and the upstream. */
export interface DataContext {
  tenant: Tenant;
  env: Env;
  /** The visitor's current token: after a renewal (401) it is the new one. */
  readonly visitorToken: string | null;
  /** Replaces a token the API refused (401) and sets the cookie; null when none could be issued. */
  renewVisitorToken?: () => Promise<string | null>;
  cache: CacheContext;
}

export function dataContext(c: Context<AppEnv>): DataContext {
  const tenant = c.var.site.tenant;
  return {
    tenant,
    env: c.env,
    get visitorToken() {
      return c.var.token;
    },
    renewVisitorToken: c.var.renewToken,
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

/** Calls made with the visitor's own token renew it on a 401; calls with the server token do not. */
export function upstreamAs(dc: DataContext, token: string | null): UpstreamContext {
  const own = token !== null && token === dc.visitorToken && dc.renewVisitorToken;
  return { env: dc.env, tenant: dc.tenant, token, ...(own ? { renewToken: dc.renewVisitorToken } : {}) };
}

/** MEMORY_CACHE_MS (milliseconds) overrides the default; tests that edit KV directly set 0. */
export function memoryMsOf(env: Env): number {
  const raw = (env as { MEMORY_CACHE_MS?: string }).MEMORY_CACHE_MS;
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : MEMORY_CACHE_MS;
}
