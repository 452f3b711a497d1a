import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { dataContext } from "../data/context";
import { loadRedirects } from "../data/app-data";
import type { RedirectRule } from "../../shared/contract/app";
import { compileRule, matchRedirect, type CompiledRule } from "./redirect-rules";
import { redirectMiddleware, type EdgeRedirect, type EdgeRequest } from "./edge-redirect";
import { requestUrl } from "../http/request-url";

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
export async function tableRedirect(c: Context<AppEnv>, { path, search, basePath }: EdgeRequest): Promise<EdgeRedirect | null> {
  let rules;
  try {
    rules = await loadRedirects(dataContext(c));
  } catch (err) {
    console.error("redirects: rules unavailable", err);
    return null;
  }
  let sitePath: string;
  try {
    sitePath = decodeURI(path);
  } catch {
    return null; // a malformed escape names no rule; the page resolution answers it
  }
  const match = matchRedirect(compiledOf(rules), sitePath, search, requestUrl(c.req.raw).origin);
  if (!match) return null;
  return { ...match, location: match.external ? match.location : basePath + match.location };
}

export function redirectRules(): MiddlewareHandler<AppEnv> {
  return redirectMiddleware(tableRedirect);
}
