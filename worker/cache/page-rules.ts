import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { accountHint } from "../session/account-hint";
import { TOKEN_COOKIE } from "../session/token-cookie";
import { FLASH_COOKIE } from "../session/form-flash";
import { requestUrl } from "../http/request-url";

/**
 * The one rule of what the full-page cache may share (docs/decisions/0011-edge-page-cache.md), in two
 * halves: which requests may be answered from it, and which rendered answers may enter it. The
 * table test over every route (tests/edge-cache/page-rules.test.ts) holds both.
 */

/** PAGE_CACHE=off renders every page (the integration tests, which edit data under the pages). */
export function pageCacheEnabled(env: Env): boolean {
  return (env as { PAGE_CACHE?: string }).PAGE_CACHE !== "off";
}

type RequestVerdict =
  /** Not a page at all (BFF, robots, sitemaps, assets): the page cache says nothing. */
  | { kind: "not-a-page" }
  /** A page for this shopper only: rendered as before, marked `x-zrno-cache: bypass`. */
  | { kind: "bypass"; reason: string }
  | { kind: "shared"; layout: "human" | "bot" };

/**
 * Pages end in a slash (docs/behaviour/09-constants.md) and are read with GET. A shopper whose token names an account
 * (or whose token cannot be read) and a visitor carrying a refused form's flash get their own
 * render; every other visitor is anonymous and sees what every anonymous visitor sees.
 */
export function requestVerdict(c: Context<AppEnv>): RequestVerdict {
  const path = c.get("site").path;
  if (!path.endsWith("/") || path.startsWith("/api/")) return { kind: "not-a-page" };
  if (c.req.method !== "GET") return { kind: "bypass", reason: "method" };
  const token = getCookie(c, TOKEN_COOKIE);
  if (token !== undefined && accountHint(token) !== false) return { kind: "bypass", reason: "account" };
  if (getCookie(c, FLASH_COOKIE) !== undefined) return { kind: "bypass", reason: "form flash" };
  if (requestUrl(c.req.raw).searchParams.has("devclearcache")) return { kind: "bypass", reason: "dev clear cache" };
  // The cart, checkout, order, slip and account pages read the visitor's own token (a guest's
  // order too): an anonymous render of them is not what this visitor would see.
  const section = path.split("/")[1];
  const words = c.get("site").routeWords;
  if (section === words.webshop || section === words.auth) return { kind: "bypass", reason: "shopper section" };
  return { kind: "shared", layout: c.get("isBot") ? "bot" : "human" };
}

/** Set by a render that is the same for everyone but not worth a cache entry (see `searchPageShared`). */
export const UNSHARED_HEADER = "x-zrno-unshared";

/** Search words a results page may be shared for at most: longer searches are one-offs. */
const SEARCH_SHARED_MAX_WORDS = 4;
const SEARCH_SHARED_MAX_CHARS = 40;

/**
 * Whether a search results page may take an entry of the cache. Every distinct query would be
 * one, so random queries could fill it: the key folds the words (page-key.ts `pageKeyQuery`),
 * and a search that found no products or one of more than four words or forty letters (folded)
 * is rendered for each view instead of stored. Shoppers' common searches, which repeat, are kept.
 */
export function searchPageShared(foldedQuery: string, products: number): boolean {
  if (products === 0) return false;
  return foldedQuery.length <= SEARCH_SHARED_MAX_CHARS && foldedQuery.split(" ").length <= SEARCH_SHARED_MAX_WORDS;
}

/** `unshared`: the same for everyone, served from this render and not stored (see UNSHARED_HEADER). */
type ResponseVerdict = "shared" | "private" | "failed" | "unshared";

/**
 * What an anonymous render answered. Only a complete HTML page (200) or the 404 screen enters
 * the cache. A page its controller marks private (cart, checkout, account, wishlist, staff
 * preview: `no-store`), any answer setting a cookie, a redirect and any other 4xx are `private`:
 * they depend on who asks, and this isolate stops trying to share them. A 5xx or a page built
 * from stale upstream data is `failed`: nothing is stored, the next request tries again.
 */
export function responseVerdict(res: Response): ResponseVerdict {
  if (res.status >= 500 || res.headers.get("x-zrno-cache") === "stale") return "failed";
  if (res.status !== 200 && res.status !== 404) return "private";
  if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) return "private";
  if (/no-store/i.test(res.headers.get("cache-control") ?? "")) return "private";
  if (res.headers.has("set-cookie")) return "private";
  if (res.headers.has(UNSHARED_HEADER)) return "unshared";
  return "shared";
}
