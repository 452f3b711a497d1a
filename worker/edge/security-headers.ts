import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../env";
import { TAG_CSP_SOURCES } from "../../shared/tag-manager";
import { mapTilesOf, tileOrigin } from "../../shared/map-tiles";

/**
 * `tiles`: the street map's tile origin (shared/map-tiles.ts), in img-src on every response: the
 * shop navigates in the page, so the stores screen may show under any page's CSP. The browser asks
 * it for nothing until the shopper opens the street map (docs/decisions/0019-stores-map.md).
 */
function headersFor(dev: boolean, gateway: string | null, tiles: string | null) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'"],
      styleSrc: ["'self'"],
      imgSrc: tiles ? ["'self'", "data:", tiles] : ["'self'", "data:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      // The checkout auto-submits a form to the payment gateway; nothing else may be a form target.
      formAction: gateway ? ["'self'", gateway] : ["'self'"],
      ...(dev ? {} : { upgradeInsecureRequests: [] }),
    },
    strictTransportSecurity: dev ? false : "max-age=31536000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
  });
}

/**
 * The payment gateway's origin (GATEWAY_ORIGIN, an https origin) or null. In development the
 * gateway is proxied under the shop at /_gateway/, so 'self' already covers it.
 */
export function gatewayOrigin(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    // A plain host name only: no wildcard, no path, nothing a CSP would read as another source.
    if (url.protocol === "https:" && url.origin === raw.replace(/\/$/, "") && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname)) return url.origin;
  } catch {
    // reported below
  }
  console.error(`security headers: GATEWAY_ORIGIN ${JSON.stringify(raw)} is not an https origin; form-action stays 'self'`);
  return null;
}

/** One middleware per configuration (the environment's vars never change within an isolate). */
const built = new Map<string, ReturnType<typeof headersFor>>();
function middlewareFor(env: Env) {
  const dev = env.ENVIRONMENT === "development";
  const raw = (env as { GATEWAY_ORIGIN?: string }).GATEWAY_ORIGIN;
  const tiles = mapTilesOf(env);
  const tilesFrom = tiles && tileOrigin(tiles);
  const key = `${dev}|${raw ?? ""}|${tilesFrom ?? ""}`;
  let mw = built.get(key);
  if (!mw) {
    mw = headersFor(dev, gatewayOrigin(raw), tilesFrom);
    built.set(key, mw);
  }
  return mw;
}

/**
 * Security headers on every response: a CSP whose scripts need this response's nonce,
 * nosniff, a strict referrer policy, framing denied, COOP/CORP, and HSTS for a year outside
 * local development (Hono's default HSTS is 180 days, below ASVS's one year; plain-http
 * localhost cannot use HSTS or upgrade-insecure-requests). form-action names the shop and the
 * payment gateway only; img-src adds the street map's tile origin when the deployment has one.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await middlewareFor(c.env)(c, next);
    // The site is known only once the request went through: a site with a tag container adds its hosts.
    if (c.get("site")?.tenant.tagContainer) {
      const csp = c.res.headers.get("content-security-policy");
      if (csp) c.res.headers.set("content-security-policy", withTagHosts(csp));
    }
  };
}

/**
 * A CSP with the tag container's hosts added to the directives it needs (shared/tag-manager.ts,
 * docs/decisions/0023-consented-ecommerce-events.md); the nonce and 'strict-dynamic' stay, so
 * script-src still admits only what the page's own scripts load.
 */
export function withTagHosts(csp: string): string {
  return csp
    .split(";")
    .map((part) => {
      const directive = part.trim();
      const name = directive.split(/\s+/)[0] as keyof typeof TAG_CSP_SOURCES;
      const extra = Object.hasOwn(TAG_CSP_SOURCES, name) ? TAG_CSP_SOURCES[name] : null;
      return extra ? `${directive} ${extra.join(" ")}` : directive;
    })
    .filter(Boolean)
    .join("; ");
}
