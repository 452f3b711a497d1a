import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { PageNotFound } from "../errors";
import { requestUrl } from "../http/request-url";

/** Longest path we serve. Real ones are far shorter; KV keys stop at 512 bytes anyway. */
export const MAX_PATH_LENGTH = 2048;

type PathVerdict = { ok: true } | { ok: false; status: 400 | 404 | 414; reason: string };

/**
 * Decodes the path once and refuses what no page can be: malformed escapes, control
 * characters (NUL included), empty or dot segments (`//evil.example/`, `/\evil.example/`,
 * `/%2e%2e/`), and paths too long to be real. Each gets a 4xx, never a 500.
 */
export function checkPath(rawPath: string): PathVerdict {
  if (rawPath.length > MAX_PATH_LENGTH) return { ok: false, status: 414, reason: "The address is too long." };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400, reason: "The address contains an invalid character escape." };
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { ok: false, status: 400, reason: "The address contains control characters." };
  if (/\/\/|\\/.test(decoded) || /(^|\/)\.{1,2}(\/|$)/.test(decoded)) {
    return { ok: false, status: 404, reason: "No page lives at an address with empty or dot segments." };
  }
  return { ok: true };
}

export function requestGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = requestUrl(c.req.raw).pathname;
    const verdict = checkPath(raw);
    if (!verdict.ok) {
      if (verdict.status === 404) throw new PageNotFound(verdict.reason);
      return c.text(`${verdict.status === 414 ? "URI Too Long" : "Bad Request"}: ${verdict.reason}`, verdict.status);
    }
    await next();
  };
}
