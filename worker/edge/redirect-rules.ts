import type { RedirectRule } from "../../shared/contract/app";

/**
 * The old_path patterns of docs/behaviour/04-states.md "Redirect rules", as regular expressions. Everything outside
 * a token is literal (escaped), so a rule can never smuggle in its own regex.
 */
const TOKENS: Array<[string, string]> = [
  ["(slug+)+(id+)", "([A-Za-z0-9_-]*[A-Za-z_-])(\\d+)"],
  ["(slug+)", "([A-Za-z0-9_-]+)"],
  ["(slug*)", "([A-Za-z0-9_-]*)"],
  ["(id+)", "(\\d+)"],
  ["(id*)", "(\\d*)"],
  ["(.+)", "(.+)"],
  ["(.*)", "(.*)"],
];

export interface CompiledRule {
  rule: RedirectRule;
  /** Exact rules compare strings; pattern rules use `re`. */
  re: RegExp | null;
  /** Exact rule that names a query: it must match path and query together. */
  withQuery: boolean;
}

interface RedirectMatch {
  location: string;
  status: 301 | 302 | 303 | 307 | 308;
  external: boolean;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

export function compileRule(rule: RedirectRule): CompiledRule {
  const hasToken = TOKENS.some(([t]) => rule.old_path.includes(t));
  if (!hasToken) return { rule, re: null, withQuery: rule.old_path.includes("?") };
  let source = "";
  let rest = rule.old_path;
  outer: while (rest.length) {
    for (const [token, re] of TOKENS) {
      if (rest.startsWith(token)) {
        source += re;
        rest = rest.slice(token.length);
        continue outer;
      }
    }
    source += escape(rest[0] ?? "");
    rest = rest.slice(1);
  }
  return { rule, re: new RegExp(`^${source}$`), withQuery: false };
}

const STATUSES = new Set([301, 302, 303, 307, 308]);

/** A target is external when it starts with http, https or // (docs/behaviour/04-states.md). */
export function isExternal(target: string): boolean {
  return /^(https?:)?\/\//i.test(target);
}

/**
 * Checks a target with the URL parser, never by prefix tests: internal targets must stay on
 * the site's origin; external ones must be http(s). CR, LF and other controls drop the rule.
 */
export function safeTarget(target: string, origin: string): { href: string; external: boolean } | null {
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return null;
  const external = isExternal(target);
  let url: URL;
  try {
    url = new URL(target.startsWith("//") ? `https:${target}` : target, origin);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (external) return { href: url.href, external: true };
  if (!target.startsWith("/") || url.origin !== new URL(origin).origin) return null;
  return { href: url.pathname + url.search + url.hash, external: false };
}

/**
 * Finds the rule for a site path (with its query). Exact rules win over patterns; among
 * patterns the first in table order wins. `(1)`, `(2)` in the target take the captures.
 */
export function matchRedirect(rules: readonly CompiledRule[], path: string, search: string, origin: string): RedirectMatch | null {
  const withQuery = path + search;
  const exact =
    rules.find((r) => r.re === null && r.withQuery && r.rule.old_path === withQuery) ??
    rules.find((r) => r.re === null && !r.withQuery && r.rule.old_path === path);
  let target: string | null = null;
  let chosen: CompiledRule | undefined = exact;
  if (exact) target = exact.rule.new_path;
  else {
    for (const r of rules) {
      const m = r.re?.exec(path);
      if (!m) continue;
      chosen = r;
      target = r.rule.new_path.replace(/\((\d)\)/g, (_, n: string) => m[Number(n)] ?? "");
      break;
    }
  }
  if (!chosen || target === null) return null;
  const safe = safeTarget(target, origin);
  // Only the rule decides whether it leaves the site: a capture that turns an internal
  // target into `//evil.example` must not become an off-site Location.
  if (!safe || safe.external !== isExternal(chosen.rule.new_path)) {
    console.error(`redirects: dropped rule ${JSON.stringify(chosen.rule.old_path)}: unsafe target`);
    return null;
  }
  const type = chosen.rule.type;
  const status = (type !== null && STATUSES.has(type) ? type : 301) as RedirectMatch["status"];
  return { location: safe.href, status, external: safe.external };
}
