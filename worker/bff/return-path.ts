/**
 * Where a form goes back to: a path on the request's own origin, checked with the URL parser
 * (so `//evil.example`, `/\evil.example`, `https:evil.example` and `javascript:` all fail).
 * Only path and query are kept.
 */
export function safeReturnPath(raw: string | undefined, requestUrl: string): string | null {
  if (!raw || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw, requestUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(requestUrl).origin || !url.pathname.startsWith("/") || url.pathname.startsWith("//")) return null;
  return url.pathname + url.search;
}
