import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { isSameOrigin } from "../edge/same-origin";
import { refuse } from "./respond";

/**
 * The BFF's guards, declared once for every endpoint under /api/nuxtapi/* and wired in order in
 * worker/index.ts; the routers below them only say what they do.
 *
 * - `visitorState()` on the paths of the visitor's own state (VISITOR_STATE): never stored
 *   (`no-store`), and a change (anything but GET/HEAD) must come from a page of this origin
 *   (Sec-Fetch-Site / Origin), so no other site can fill a cart or log someone in (CSRF).
 * - `bodyRules()` everywhere: a body is JSON or a urlencoded form (which of them an endpoint
 *   takes, ./validate.ts says), else 415; and no larger than BODY_LIMITS says for its path,
 *   else 413, whether its size is declared or it is streamed.
 */

/**
 * The visitor's own state: the cart and checkout, the account, the lists, the consent; and the
 * newsletter sign-up, which no other site may make for someone (and whose answers are personal);
 * and reviews (written, voted and moderated as the shopper; the list rides along, uncached); an
 * editor's change of an article's products (made with the staff session's own token); a
 * back-in-stock request (an address another site must not sign up) and its withdrawal, and staff
 * setting stock.
 */
export const VISITOR_STATE = ["/webshop/*", "/auth/*", "/catalog/wishlist/*", "/catalog/compare/*", "/catalog/reviews/*", "/catalog/back-in-stock/", "/catalog/back-in-stock/withdraw/*", "/catalog/stock/", "/catalog/stock/row/", "/consent/", "/newsletter/*", "/publish/post/products/"] as const;

const KB = 1024;

/**
 * The largest body a path takes, the first prefix that matches. Real bodies are a few hundred
 * bytes; a catalogue query may list up to 200 codes. Consent is a handful of words.
 */
const BODY_LIMITS: readonly (readonly [prefix: string, bytes: number])[] = [
  ["/consent/", 2 * KB],
  ["/gdpr/", 2 * KB],
  ["/newsletter/", 2 * KB],
  ["/catalog/back-in-stock/", 2 * KB],
  ["/catalog/stock/", 2 * KB],
  ["/webshop/", 8 * KB],
  ["/auth/", 8 * KB],
  ["/catalog/wishlist/", 8 * KB],
  ["/catalog/compare/", 8 * KB],
  // A review's 2,000 characters, urlencoded: up to 12 bytes each for characters outside ASCII.
  ["/catalog/reviews/", 32 * KB],
  ["/", 16 * KB],
];

const BFF = "/api/nuxtapi";

export function visitorState(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header("cache-control", "no-store");
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && !isSameOrigin(c.req.raw)) {
      return refuse(c, 403, "error_forbidden", { message: "Cross-site requests cannot change what is the visitor's own." });
    }
    await next();
  };
}

const BODY_TYPES = ["application/json", "application/x-www-form-urlencoded"];

/** The media type of the request's body, lower case, without parameters ("" when none is named). */
export function mediaType(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

export function bodyRules(): MiddlewareHandler<AppEnv> {
  const limits = new Map(BODY_LIMITS.map(([prefix, maxSize]) => [prefix, bodyLimit({ maxSize, onError: (c) => refuse(c, 413, "error_invalid_request", { message: "Body too large." }) })]));
  return async (c, next) => {
    if (c.req.raw.body === null) return next();
    if (!BODY_TYPES.includes(mediaType(c.req.raw))) return refuse(c, 415, "error_unsupported_media_type", { message: "Send JSON or a form." });
    const at = c.req.path.indexOf(BFF);
    const path = at < 0 ? c.req.path : c.req.path.slice(at + BFF.length);
    const prefix = BODY_LIMITS.find(([p]) => path.startsWith(p))?.[0] ?? "/";
    return limits.get(prefix)!(c, next);
  };
}
