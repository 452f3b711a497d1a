import { env, exports } from "cloudflare:workers";
import { expect, vi } from "vitest";
import * as v from "valibot";
import { PageState } from "../../shared/page-state";
import { HomeBelow } from "../../shared/screens/cms";
import { ProductBelow } from "../../shared/screens/catalog";

/** A real browser: what most requests in these tests pretend to be. */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
export const GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export const TOKEN_COOKIE = "hapi_auth_token";

/**
 * One request through the storefront Worker's own fetch handler (`main`, with the commerce API
 * bound). Redirects are never followed, so a test sees the status and Location the edge chose.
 */
export function get(url: string, init: { headers?: Record<string, string>; method?: string; body?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("user-agent")) headers.set("user-agent", BROWSER_UA);
  if (!headers.has("cf-connecting-ip")) headers.set("cf-connecting-ip", testClientIp());
  return exports.default.fetch(url, { method: init.method ?? "GET", headers, body: init.body, redirect: "manual" });
}

/**
 * Each test is its own client (CF-Connecting-IP): the abuse limits count per client and live in
 * memory for the whole run (worker/edge/limits.ts), so tests must not use up each other's. A test
 * that plays several clients names them itself.
 */
export function testClientIp(): string {
  const { testPath = "", currentTestName = "" } = expect.getState();
  let h = 2166136261;
  for (const ch of `${testPath}\u0000${currentTestName}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
}

/** The embedded page state, checked against the same schema the browser parses it with. */
export function stateOf(html: string): PageState {
  const m = /<script type="application\/json" id="__STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error("no __STATE__ script in the page");
  return v.parse(PageState, JSON.parse(m[1]));
}

/**
 * The home page's sections below the fold, which its HTML shows and its embedded state leaves out
 * (it keeps their key): the BFF's answer for that key (worker/bff/home.ts), checked by its schema.
 */
export async function homeBelowOf(base: string, state: PageState): Promise<HomeBelow> {
  const key = state.screen.kind === "cms" ? state.screen.belowKey : undefined;
  if (!key) throw new Error("the page's state names no sections below the fold");
  const res = await get(`${base}/api/nuxtapi/home/below/?v=${key}`);
  if (res.status !== 200) throw new Error(`home/below answered ${res.status}`);
  return v.parse(HomeBelow, ((await res.json()) as { data: unknown }).data);
}

/**
 * A public product page's sections below the fold, which its HTML shows and its embedded state
 * leaves out (it keeps their key): the BFF's answer for that key (worker/bff/product-below.ts),
 * checked by its schema.
 */
export async function productBelowOf(base: string, state: PageState): Promise<ProductBelow> {
  if (state.screen.kind !== "catalog-product" || !state.screen.belowKey) throw new Error("the page's state names no sections below the fold");
  const res = await get(`${base}/api/nuxtapi/catalog/product/below/?id=${state.screen.product.id}&v=${state.screen.belowKey}`);
  if (res.status !== 200) throw new Error(`product/below answered ${res.status}`);
  return v.parse(ProductBelow, ((await res.json()) as { data: unknown }).data);
}

/** `'nonce-…'` of the script-src directive. */
export function cspNonce(csp: string | null): string {
  const m = /script-src [^;]*'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? "");
  if (!m?.[1]) throw new Error(`no script nonce in CSP: ${csp}`);
  return m[1];
}

/** Directive name → its sources. */
export function cspDirectives(csp: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

/** The token from a `Set-Cookie: hapi_auth_token=…` header, or null. */
export function tokenFrom(setCookie: string | null): string | null {
  const m = new RegExp(`(?:^|,\\s*)${TOKEN_COOKIE}=([^;]*)`).exec(setCookie ?? "");
  return m?.[1] ?? null;
}

export function cookieHeader(token: string): Record<string, string> {
  return { cookie: `${TOKEN_COOKIE}=${token}` };
}

/**
 * A visitor of hr with a token issued by a first BFF call; with `items`, that many of a package
 * in stock in the cart and the package on the wishlist (a visitor whose counts differ from a new one's).
 */
export async function visitorWith(items: number): Promise<Record<string, string>> {
  const base = "http://localhost";
  const sameOrigin = { "content-type": "application/json", origin: base, "sec-fetch-site": "same-origin" };
  const who = cookieHeader(tokenFrom((await get(`${base}/api/nuxtapi/webshop/cart-summary/`)).headers.get("set-cookie"))!);
  if (items > 0) {
    const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
    const pack = await db.prepare("SELECT v.code AS vcode FROM product_variations v JOIN products p ON p.id = v.product_id WHERE p.visible = 1 AND v.stock > 10 ORDER BY v.id LIMIT 1").first<{ vcode: string }>();
    const body = JSON.stringify({ code: pack!.vcode, qty: items });
    expect((await get(`${base}/api/nuxtapi/webshop/product/`, { method: "POST", headers: { ...who, ...sameOrigin }, body })).status).toBe(200);
    expect((await get(`${base}/api/nuxtapi/catalog/wishlist/`, { method: "POST", headers: { ...who, ...sameOrigin }, body: JSON.stringify({ code: pack!.vcode }) })).status).toBe(200);
  }
  return who;
}

/**
 * The Worker stores KV entries in `waitUntil`, after the response. This records every KV put
 * the Worker starts, so a test can wait for exactly those writes instead of sleeping.
 */
export function trackKvWrites(): { settled: () => Promise<number>; restore: () => void } {
  const spy = vi.spyOn(env.CACHE, "put");
  return {
    /** Waits for the writes started so far; answers how many there were. */
    settled: async () => {
      await Promise.allSettled(spy.mock.results.map((r) => r.value as Promise<void>));
      return spy.mock.results.length;
    },
    restore: () => spy.mockRestore(),
  };
}

/** Paths of every call the storefront made to the commerce API while `run` ran. */
export async function upstreamCallsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(env.API, "fetch");
  try {
    await run();
    return spy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname);
  } finally {
    spy.mockRestore();
  }
}
