import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { dataContext } from "../data/context";
import { loadRedirects } from "../data/app-data";
import type { RedirectRule } from "../../shared/contract/app";
import { compileRule, matchRedirect, type CompiledRule } from "./redirect-rules";

/**
 * Compiled rules per rules array. The memory layer of the cache hands out the same array for a
 * while, so a hot site compiles its rules once per isolate, not on every request.
 */
const compiled = new WeakMap<readonly RedirectRule[], CompiledRule[]>();

function compiledOf(rules: readonly RedirectRule[]): CompiledRule[] {
  let out = compiled.get(rules);
  if (!out) {
    out = rules.map(compileRule);
    compiled.set(rules, out);
  }
  return out;
}

/**
 * Redirect rules from the commerce API (KV-cached). Exact rules before patterns, the rule's
 * type or 301, external targets only when a rule names them. If the rules cannot be loaded
 * the page is served as if none matched: a missing redirect beats a missing page.
 */
export function redirectRules(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const { path, basePath } = c.var.site;
    let rules;
    try {
      rules = await loadRedirects(dataContext(c));
    } catch (err) {
      console.error("redirects: rules unavailable", err);
      return next();
    }
    const url = new URL(c.req.url);
    const match = matchRedirect(compiledOf(rules), decodeURI(path), url.search, url.origin);
    if (!match) return next();
    const location = match.external ? match.location : basePath + match.location;
    return c.redirect(location, match.status);
  };
}
