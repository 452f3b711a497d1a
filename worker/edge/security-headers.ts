import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../env";

function headersFor(dev: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
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

const DEV = headersFor(true);
const DEPLOYED = headersFor(false);

/**
 * Security headers on every response: a CSP whose scripts need this response's nonce,
 * nosniff, a strict referrer policy, framing denied, COOP/CORP, and HSTS for a year outside
 * local development (Hono's default HSTS is 180 days, below ASVS's one year; plain-http
 * localhost cannot use HSTS or upgrade-insecure-requests).
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return (c, next) => (c.env.ENVIRONMENT === "development" ? DEV : DEPLOYED)(c, next);
}
