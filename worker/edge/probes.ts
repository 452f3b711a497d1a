import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/**
 * Paths only vulnerability scanners ask for. They get a bare 404 at once: no route lookup,
 * no redirect lookup, no token, no render, so a scan costs us almost nothing.
 */
const SCANNER_PROBES: readonly RegExp[] = [
  /^\/wp-login\.php/i,
  /^\/wp-admin(\/|$)/i,
  /^\/wp-content(\/|$)/i,
  /^\/wp-includes(\/|$)/i,
  /^\/wp-json(\/|$)/i,
  /^\/xmlrpc\.php/i,
  /^\/\.env(\.|\/|$)/i,
  /^\/\.git(\/|$)/i,
  /^\/\.svn(\/|$)/i,
  /^\/\.aws(\/|$)/i,
  /^\/\.ds_store$/i,
  /^\/phpmyadmin(\/|$)/i,
  /^\/pma(\/|$)/i,
  /^\/myadmin(\/|$)/i,
  /^\/administrator(\/|$)/i,
  /^\/cgi-bin(\/|$)/i,
  /^\/vendor\/phpunit(\/|$)/i,
  /^\/server-status$/i,
  /^\/(config|wp-config|configuration|setup|install|shell|info|phpinfo)\.php/i,
  /^\/[^/]*\.(sql|bak|old|swp)$/i,
  /^\/actuator(\/|$)/i,
  /^\/boaform(\/|$)/i,
];

export function isScannerProbe(path: string): boolean {
  return SCANNER_PROBES.some((re) => re.test(path));
}

export function scannerProbes(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isScannerProbe(c.get("site").path)) {
      return c.text("Not Found", 404, { "cache-control": "public, max-age=3600" });
    }
    await next();
  };
}
