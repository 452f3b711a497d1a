/**
 * The one rule for every redirect parameter (log-in, log-out, sign-up and the other account forms'
 * `_back`, the mailed links' `next`, payment return paths, cart / wishlist / consent `return`,
 * the Referer fallback): docs/security.md "Open redirect".
 *
 * A target is resolved with the WHATWG URL parser against the site's origin and accepted only
 * when it stays on that origin AND under the site's own prefix; the caller falls back to the
 * site's home or account page otherwise. Prefix checks on the raw string are not enough: the
 * parser turns `/.//evil.example`, `/..//evil.example` and `/%2e//evil.example` into the path
 * `//evil.example`, which a browser reads as another host, and drops tabs and newlines
 * (`/\t/evil.example`). So the raw value, its once-decoded form and the parsed path are checked,
 * and only the parsed path and query are re-emitted (percent-encoded, no fragment).
 */

/** Where redirects may go: the request's own origin and the site's mount on it. */
export interface RedirectScope {
  /** `https://www.zrno.hr`, `http://localhost:8787` — scheme, host and port all count. */
  origin: string;
  /** The site's prefix on this host: "" (own host or the default site) or "/de". */
  basePath: string;
  /**
   * Prefixes of OTHER sites on the same host, for a site mounted at the root ("" basePath): `/de/`
   * belongs to another site there, not to the root one.
   */
  foreignPrefixes?: readonly string[];
}

/** Longest target taken (a Referer may be a full URL with a query). */
const REDIRECT_MAX = 2048;

// Control characters (tab, CR, LF included), space, backslash and DEL never appear in a path we
// link to; browsers and URL parsers treat several of them as slashes or drop them.
const UNSAFE_CHARS = /[\u0000-\u0020\u007f\\]/;
// Look-alikes of "/", "\\" and "." (fullwidth, division and fraction slashes, ideographic and
// one-dot leaders): harmless to a browser, but a layer that normalizes (NFKC) or renders them
// turns `／／evil.example` into `//evil.example`. No page of ours has them in its path.
const LOOKALIKES = /[\u2024\u2044\u2215\u29f5\u29f8\u29f9\u3002\ufe52\ufe68\uff0e\uff0f\uff3c\uff61]/;

/**
 * The path + query to redirect to, or null when `raw` leaves the site (the caller's fallback).
 * Accepts a path (`/de/konto/`) or a full URL of the very same origin (a Referer).
 */
export function safeRedirect(raw: string | null | undefined, scope: RedirectScope): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > REDIRECT_MAX || UNSAFE_CHARS.test(raw)) return null;
  // A path has exactly one leading slash; anything else must be an absolute http(s) URL
  // (`https:evil.example`, `javascript:`, `data:` and relative paths are not taken).
  if (!(raw.startsWith("/") && !raw.startsWith("//")) && !/^https?:\/\//i.test(raw)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(scope.origin);
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username !== "" || url.password !== "" || !onSite(url.pathname, scope)) return null;
  // The path once decoded must pass too: whoever decodes it again (a proxy, a client, a log
  // viewer turned link) must not find `//evil.example` or `/\evil.example` in it.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (UNSAFE_CHARS.test(decoded) || LOOKALIKES.test(decoded) || !onSite(decoded, scope) || !onSite(decoded.normalize("NFKC"), scope)) return null;
  const again = new URL(decoded, base);
  if (again.origin !== base.origin || !onSite(again.pathname, scope)) return null;
  return url.pathname + url.search;
}

function onSite(path: string, scope: RedirectScope): boolean {
  return path.startsWith("/") && !path.startsWith("//") && underPrefix(path, scope);
}

/** True when `path` is the site's home or below it, and not another site's on a shared root. */
function underPrefix(path: string, scope: RedirectScope): boolean {
  const prefix = scope.basePath.replace(/\/$/, "");
  if (prefix !== "" && path !== prefix && path !== `${prefix}/` && !path.startsWith(`${prefix}/`)) return false;
  if (prefix === "") {
    const first = /^\/([^/]+)(?:\/|$)/.exec(path)?.[1]?.toLowerCase();
    if (first && (scope.foreignPrefixes ?? []).some((p) => p.replace(/^\/|\/$/g, "").toLowerCase() === first)) return false;
  }
  return true;
}

/** Scope for a path that names no site yet (the API's checks, the gateway's return paths). */
const ANY_SITE: RedirectScope = { origin: "https://same-site.invalid", basePath: "" };

/**
 * Whether `path` is a path on this host under the same rule (no origin or site known: the
 * commerce API, contract schemas). It must already be in its safe form: the parsed path + query
 * the rule would answer, so a caller may use it as it is.
 */
export function isSafePath(path: string): boolean {
  if (!path.startsWith("/")) return false;
  return safeRedirect(path, ANY_SITE) !== null;
}
