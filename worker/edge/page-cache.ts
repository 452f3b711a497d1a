import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { BUILD_ID } from "../build-id.generated";
import { memoryMsOf, PAGE_FRESH_SECONDS, PAGE_KEEP_SECONDS, PAGE_UNCACHEABLE_MEMO_MS } from "../cache/manifest";
import { pageKey, normalizedQuery, pageKeyQuery } from "../cache/page-key";
import { readContentVersion } from "../cache/content-version";
import { pageCacheEnabled, requestVerdict, responseVerdict } from "../cache/page-rules";
import { sameSiteAs } from "./tenant";
import { CONSENT_COOKIE, consentValue, readConsent } from "../session/consent-cookie";
import { markNonces, nonceSlots, withNonce, type NonceSlots } from "../cache/nonce-slots";
import { requestUrl } from "../http/request-url";

/** Renders a request through the whole Worker (index.ts passes `app.fetch`). */
type RenderFn = (req: Request, env: Env, ctx: Context<AppEnv>["executionCtx"]) => Response | Promise<Response>;

/** `caches.default` (the DOM typings of CacheStorage, also loaded, do not know it). */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

type PageCacheState = "hit" | "miss" | "stale" | "bypass";

/**
 * Requests this module made itself to render a shared copy. A WeakSet of the Request objects,
 * not a header: nothing a client sends can ask for a shared render.
 */
const fills = new WeakSet<Request>();

/** One anonymous render per key at a time, in this isolate; the entry goes when it settles. */
const inflight = new Map<string, Promise<Filled>>();

/** Keys whose anonymous render was private (cart, account, redirect, ...): not tried again for a while. */
const uncacheable = new Map<string, number>();
const UNCACHEABLE_MAX_ENTRIES = 1000;

/**
 * A short-lived copy of hot pages in this isolate, as the data cache keeps one of KV
 * (MEMORY_CACHE_MS, off in tests): a hit then costs no Cache API read. Bounded; the content
 * version in the key still moves every isolate on within the same window.
 */
const memory = new Map<string, { at: number; page: StoredPage }>();
const MEMORY_MAX_PAGES = 100;

function remember(key: string, page: StoredPage, memoryMs: number) {
  if (memoryMs <= 0) return;
  memory.delete(key);
  if (memory.size >= MEMORY_MAX_PAGES) memory.delete(memory.keys().next().value as string);
  memory.set(key, { at: Date.now(), page });
}

interface StoredPage {
  /** The HTML between its nonces (worker/cache/nonce-slots.ts): an answer joins them around its own. */
  slots: NonceSlots;
  status: number;
  storedAt: number;
  /** The page's `Link` header (worker/render/hints.ts): its preloads, the same for every visitor. */
  link: string | null;
}

type Filled = { kind: "shared"; page: StoredPage } | { kind: "private" } | { kind: "failed"; page: StoredPage };

/**
 * The full-page cache for anonymous shoppers (docs/decisions/0011-edge-page-cache.md). A shared page
 * is looked up in `caches.default` under site, path, normalized query, layout, consent choice,
 * build id and content version (worker/cache/page-key.ts). Fresh → served; older → served
 * `stale` while one background render replaces it; missing → one anonymous render (concurrent
 * misses share it) is stored and served. The stored HTML is an anonymous visitor's; each answer
 * gets this response's CSP nonce where the stored copy had the render's. A visitor without a
 * token is not made to wait for one: the page's first BFF call (the header's cart count) issues it.
 * What this does not do: decide what is private (worker/cache/page-rules.ts holds that rule).
 */
export function pageCache(render: RenderFn): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (fills.has(c.req.raw)) {
      c.set("sharedCopy", true);
      return next();
    }
    if (!pageCacheEnabled(c.env)) return next();
    const verdict = requestVerdict(c);
    if (verdict.kind === "not-a-page") return next();
    if (verdict.kind === "bypass") return bypass(c, next);

    const url = requestUrl(c.req.raw);
    const query = normalizedQuery(url.searchParams);
    const keyQuery = pageKeyQuery(url.searchParams);
    const consent = readConsent(c);
    const consentRaw = consent.decided ? consentValue(consent.granted) : "";
    const version = await readContentVersion(c.env.CACHE, c.get("site").tenant.code, memoryMsOf(c.env));
    const key = pageKey({ origin: url.origin, tenant: c.get("site").tenant.code, path: url.pathname, query: keyQuery, layout: verdict.layout, consent: consentRaw, buildId: BUILD_ID, contentVersion: version });

    const memo = uncacheable.get(key);
    if (memo !== undefined && Date.now() < memo) return bypass(c, next);

    const memoryMs = memoryMsOf(c.env);
    const mem = memory.get(key);
    const stored = mem && Date.now() - mem.at < memoryMs ? mem.page : await lookup(key);
    if (stored && stored !== mem?.page) remember(key, stored, memoryMs);
    const fillUrl = url.origin + url.pathname + query;
    const startFill = () => fillOnce(c, render, key, fillUrl, consentRaw);
    if (stored) {
      if (Date.now() - stored.storedAt < PAGE_FRESH_SECONDS * 1000) return serve(c, stored, "hit");
      // Stale while revalidating: the visitor gets the stored copy now; a failed render keeps it.
      c.executionCtx.waitUntil(startFill().catch((err) => console.error("page cache: background render failed", err)));
      return serve(c, stored, "stale");
    }
    let filled: Filled;
    try {
      filled = await startFill();
    } catch (err) {
      console.error("page cache: anonymous render failed", err);
      return bypass(c, next);
    }
    if (filled.kind === "shared") return serve(c, filled.page, "miss");
    if (filled.kind === "failed") return serve(c, filled.page, "bypass");
    if (uncacheable.size >= UNCACHEABLE_MAX_ENTRIES) uncacheable.delete(uncacheable.keys().next().value as string);
    uncacheable.set(key, Date.now() + PAGE_UNCACHEABLE_MEMO_MS);
    return bypass(c, next);
  };
}

/** This visitor's own render, as without the cache; a stale-data mark from the KV layer stays. */
async function bypass(c: Context<AppEnv>, next: () => Promise<void>) {
  await next();
  if (!c.res.headers.has("x-zrno-cache")) c.res.headers.set("x-zrno-cache", "bypass");
}

/** The stored copy, or undefined when there is none or the Cache API fails (then: render). */
async function lookup(key: string): Promise<StoredPage | undefined> {
  try {
    const res = await edgeCache().match(key);
    if (!res) return undefined;
    const storedAt = Number(res.headers.get("x-zrno-stored-at"));
    const status = Number(res.headers.get("x-zrno-status"));
    const marker = res.headers.get("x-zrno-nonce-marker");
    if (!Number.isFinite(storedAt) || (status !== 200 && status !== 404) || !marker) return undefined;
    const slots = nonceSlots({ html: await res.text(), marker });
    return slots ? { slots, status, storedAt, link: res.headers.get("x-zrno-link") } : undefined;
  } catch (err) {
    console.error("page cache: lookup failed, rendering", err);
    return undefined;
  }
}

function fillOnce(c: Context<AppEnv>, render: RenderFn, key: string, url: string, consentRaw: string): Promise<Filled> {
  let pending = inflight.get(key);
  if (!pending) {
    pending = fill(c, render, key, url, consentRaw);
    inflight.set(key, pending);
    const clear = () => inflight.delete(key);
    pending.then(clear, clear);
  }
  return pending;
}

/**
 * An anonymous render of the page: the visitor's user agent (human or bot layout) and consent
 * choice, no token, no other cookie, no tracking parameters. Stored in `waitUntil` when shareable.
 */
async function fill(c: Context<AppEnv>, render: RenderFn, key: string, url: string, consentRaw: string): Promise<Filled> {
  const headers = new Headers({ accept: "text/html" });
  const ua = c.req.header("user-agent");
  if (ua) headers.set("user-agent", ua);
  if (consentRaw) headers.set("cookie", `${CONSENT_COOKIE}=${consentRaw}`);
  const req = new Request(url, { headers });
  fills.add(req);
  sameSiteAs(req, c.req.raw);
  const res = await render(req, c.env, c.executionCtx);
  const verdict = responseVerdict(res);
  if (verdict === "private") {
    await res.body?.cancel();
    return { kind: "private" };
  }
  // The render's own nonces become slots for each answer's (thrown: this visitor's render answers).
  const marked = await markNonces(await res.text());
  const slots = marked && nonceSlots(marked);
  if (!marked || !slots) throw new Error("page cache: the render's nonces could not be marked");
  const page: StoredPage = { slots, status: res.status, storedAt: Date.now(), link: res.headers.get("link") };
  // Failed, or the same for everyone but not worth an entry: this render answers, nothing is stored.
  if (verdict === "failed" || verdict === "unshared") return { kind: "failed", page };
  const put = edgeCache()
    .put(
      key,
      new Response(marked.html, {
        headers: {
          "content-type": "text/html; charset=utf-8",
          "cache-control": `public, max-age=${PAGE_KEEP_SECONDS}`,
          "x-zrno-stored-at": String(page.storedAt),
          "x-zrno-status": String(page.status),
          "x-zrno-nonce-marker": marked.marker,
          ...(page.link ? { "x-zrno-link": page.link } : {}),
        },
      }),
    )
    .catch((err: unknown) => console.error("page cache: store failed", err));
  c.executionCtx.waitUntil(put);
  remember(key, page, memoryMsOf(c.env));
  return { kind: "shared", page };
}

/**
 * A stored page as this response: this response's nonce (the CSP header, set by security-headers,
 * names it) in every slot the stored copy marked, as one fixed-length body; private for the
 * browser as every page.
 */
function serve(c: Context<AppEnv>, page: StoredPage, state: PageCacheState): Response {
  return new Response(withNonce(page.slots, c.get("secureHeadersNonce") ?? ""), {
    status: page.status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      vary: "user-agent, cookie",
      "cache-control": "private, no-cache",
      "x-zrno-cache": state,
      ...(page.link ? { link: page.link } : {}),
    },
  });
}
