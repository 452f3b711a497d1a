/**
 * Every cache lifetime of the storefront, in one place (docs/behaviour/09-constants.md "Cache refresh minutes").
 * Nothing else invents a TTL: a new cached call adds its kind here.
 */
export const REFRESH_MINUTES = {
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
  /** Search suggestions per site and folded query: short, so new products show up soon. */
  search: 1,
} as const;

export type CacheKind = keyof typeof REFRESH_MINUTES;

/**
 * The route table's expiry where the API cache is on (production): 305 s, a little past the API's
 * own five minutes, so a copy is never kept fresh from an API copy about to expire. Elsewhere the
 * cache is off and the table is read on every request (0 s): docs/behaviour/09-constants.md.
 */
export const ROUTE_CACHE_SECONDS = 305;

/** How long an entry of `kind` stays fresh once stored, in seconds. */
export function freshSeconds(kind: CacheKind): number {
  return kind === "routes" ? ROUTE_CACHE_SECONDS : REFRESH_MINUTES[kind] * 60;
}

/**
 * Kinds kept even where the API cache is off: the server's own token is a credential, not data an
 * editor changes, and asking for one before every public call would double the calls.
 */
export const ALWAYS_CACHED: readonly CacheKind[] = ["token"];

/**
 * Whether public API answers are cached (KV and the isolate's memory). On in production only, so
 * in development, beta and test an edit in the commerce API shows on the next request
 * (docs/behaviour/09-constants.md). API_CACHE=on|off overrides it: the integration tests, which
 * test the cache itself, and the e2e server, which runs as deployed, set it on.
 */
export function apiCacheEnabled(env: { ENVIRONMENT?: string }): boolean {
  const override = (env as { API_CACHE?: string }).API_CACHE;
  if (override === "on") return true;
  if (override === "off") return false;
  return env.ENVIRONMENT === "production";
}

/** The route table's expiry in this environment: 305 s in production, 0 elsewhere. */
export function routeCacheSeconds(env: { ENVIRONMENT?: string }): number {
  return apiCacheEnabled(env) ? ROUTE_CACHE_SECONDS : 0;
}

/**
 * How long a copy stays in KV after it stops being fresh, to be served (marked stale) while
 * the upstream fails. A week covers a long outage; a fresh fetch replaces it at once.
 */
export const STALE_KEEP_SECONDS = 7 * 24 * 60 * 60;

/** Upstream calls give up after this long, so a hung backend cannot hold a page open. */
export const UPSTREAM_TIMEOUT_MS = 8000;

/** Default for how long an isolate answers public data from memory before asking KV again. */
export const MEMORY_CACHE_MS = 15_000;

/** MEMORY_CACHE_MS (milliseconds) overrides the default; tests that edit KV directly set 0. */
export function memoryMsOf(env: Env): number {
  const raw = (env as { MEMORY_CACHE_MS?: string }).MEMORY_CACHE_MS;
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : MEMORY_CACHE_MS;
}

/**
 * The full-page cache (docs/decisions/0011-edge-page-cache.md). A stored page is fresh this long;
 * after that it is still served (marked stale) while one request renders it again in the
 * background. A publish or price change does not wait for this: it bumps the content version,
 * which is part of every page key.
 */
export const PAGE_FRESH_SECONDS = 60;

/** How long the Cache API keeps a page after it was stored: served while the commerce API is down. */
export const PAGE_KEEP_SECONDS = 24 * 60 * 60;

/** How long an isolate remembers that a page answered as uncacheable (private, redirect, 4xx). */
export const PAGE_UNCACHEABLE_MEMO_MS = 10 * 60_000;
