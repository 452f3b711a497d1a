import type { Moved } from "../types";

const CODES = new Set([301, 302, 307, 308]);

/**
 * An entity redirect (docs/behaviour/03-entities.md `redirect_url_without_domain`, `redirect_code`; 301 when absent),
 * for categories, lists and posts alike. Only site paths: external targets are allowed from
 * redirect rules only (docs/architecture.md), so an entity pointing off-site is logged and served where it is.
 */
export function entityRedirect(target: string | null, code: number | null): Moved | null {
  if (!target) return null;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    console.error(`entity redirect off the site ignored: ${JSON.stringify(target)}`);
    return null;
  }
  const status = (code !== null && CODES.has(code) ? code : 301) as Moved["status"];
  return { kind: "redirect", location: target, status };
}
