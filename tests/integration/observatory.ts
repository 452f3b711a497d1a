/**
 * The MDN HTTP Observatory's scoring rules (mdn/mdn-http-observatory: src/grader/charts.js
 * SCORE_TABLE, src/analyzer/tests/*.js; docs/security.md "Observatory scoring"), mirrored for one response so a unit
 * test can grade the Worker's real answers without TLS or network. Baseline 100; penalties always
 * count; bonuses only when the score without them is at least 90.
 *
 * Where we are stricter than the scanner: it treats a cookie as a session cookie only when its
 * name contains `login` or `sess`, so it would not check `hapi_auth_token`; here that cookie is
 * graded as the session cookie it is. Not mirrored: redirection (http → https needs a real TLS
 * host: the edge's job) and the HSTS preload list (never assumed, so no +5).
 */

export interface Grade {
  test: string;
  result: string;
  modifier: number;
}

export interface Scan {
  /** The address as scanned (its scheme decides the http: source checks). */
  url: string;
  headers: Headers;
  body: string;
  /** Answer of the same address asked with `Origin: https://evil.example` (CORS test). */
  corsProbe?: Headers;
}

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const INLINE = new Set(["'unsafe-inline'", "data:"]);
const NONCE_OR_HASH = /^'(nonce|sha256|sha384|sha512)-/;
const SESSION_NAMES = ["login", "sess", "hapi_auth_token"];

function cspOf(headers: Headers): Map<string, Set<string>> | null {
  const raw = headers.get("content-security-policy");
  if (!raw) return null;
  const out = new Map<string, Set<string>>();
  for (const part of raw.split(/[;,]/)) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    if (out.has(name.toLowerCase())) continue;
    out.set(name.toLowerCase(), new Set(values.filter(Boolean)));
  }
  return out;
}

export function gradeCsp(scan: Scan): Grade {
  const csp = cspOf(scan.headers);
  const g = (result: string, modifier: number): Grade => ({ test: "content-security-policy", result, modifier });
  if (!csp || csp.size === 0) return g("csp-not-implemented", -25);
  const https = new URL(scan.url).protocol === "https:";
  const fallback = (d: string) => new Set(csp.get(d) ?? csp.get("default-src") ?? ["*"]);
  const script = fallback("script-src");
  const object = fallback("object-src");
  const style = fallback("style-src");
  for (const list of [script, style]) if ([...list].some((s) => NONCE_OR_HASH.test(s))) list.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    if (![...script].some((s) => NONCE_OR_HASH.test(s))) return g("csp-header-invalid", -25);
    for (const s of [...script]) if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") script.delete(s);
  }
  const active = [...csp.entries()].filter(([d]) => d !== "img-src" && d !== "media-src" && d !== "script-src").flatMap(([, v]) => [...v]);
  active.push(...script);
  const passive = ["img-src", "media-src"].flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);
  if ([...script].some((s) => BROAD.has(s) || INLINE.has(s)) || [...object].some((s) => BROAD.has(s))) return g("csp-implemented-with-unsafe-inline", -20);
  if (https && active.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) return g("csp-implemented-with-insecure-scheme", -20);
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return g("csp-implemented-with-unsafe-eval", -10);
  if (https && passive.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) return g("csp-implemented-with-insecure-scheme-in-passive-content-only", -10);
  if ([...style].some((s) => BROAD.has(s) || INLINE.has(s))) return g("csp-implemented-with-unsafe-inline-in-style-src-only", 0);
  const def = csp.get("default-src");
  if (def?.has("'none'") && def.size === 1) return g("csp-implemented-with-no-unsafe-default-src-none", 10);
  return g("csp-implemented-with-no-unsafe", 5);
}

interface CookieAttrs {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

function cookiesOf(headers: Headers): CookieAttrs[] {
  return headers.getSetCookie().map((line) => {
    const [pair = "", ...attrs] = line.split(";").map((s) => s.trim());
    const name = pair.split("=")[0] ?? "";
    const attr = (n: string) => attrs.find((a) => a.split("=")[0]!.trim().toLowerCase() === n);
    const sameSite = attr("samesite");
    return { name, secure: !!attr("secure"), httpOnly: !!attr("httponly"), sameSite: sameSite ? (sameSite.split("=")[1] ?? "").trim() : null };
  });
}

export function gradeCookies(scan: Scan, hsts: boolean): Grade {
  const g = (result: string, modifier: number): Grade => ({ test: "cookies", result, modifier });
  const cookies = cookiesOf(scan.headers);
  if (cookies.length === 0) return g("cookies-not-found", 0);
  const found: Grade[] = [];
  for (const c of cookies) {
    const session = SESSION_NAMES.some((n) => c.name.toLowerCase().includes(n));
    if (c.sameSite !== null && !["lax", "strict", "none"].includes(c.sameSite.toLowerCase())) found.push(g("cookies-samesite-flag-invalid", -20));
    if (!c.secure && c.sameSite?.toLowerCase() === "none") found.push(g("cookies-samesite-flag-invalid", -20));
    if (!c.secure) found.push(hsts ? g("cookies-without-secure-flag-but-protected-by-hsts", -5) : g("cookies-without-secure-flag", -20));
    if (c.name.toLowerCase().includes("csrf") && !c.sameSite) found.push(g("cookies-anticsrf-without-samesite-flag", -20));
    if (session && !c.secure) found.push(hsts ? g("cookies-session-without-secure-flag-but-protected-by-hsts", -10) : g("cookies-session-without-secure-flag", -40));
    if (session && !c.httpOnly) found.push(g("cookies-session-without-httponly-flag", -30));
  }
  if (found.length) return found.sort((a, b) => a.modifier - b.modifier)[0]!;
  return cookies.every((c) => c.sameSite) ? g("cookies-secure-with-httponly-sessions-and-samesite", 5) : g("cookies-secure-with-httponly-sessions", 0);
}

export function gradeHsts(scan: Scan): Grade {
  const g = (result: string, modifier: number): Grade => ({ test: "strict-transport-security", result, modifier });
  const raw = scan.headers.get("strict-transport-security");
  if (!raw) return g("hsts-not-implemented", -20);
  const m = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(raw);
  if (!m) return g("hsts-header-invalid", -20);
  return Number(m[1]) >= 15_768_000 ? g("hsts-implemented-max-age-at-least-six-months", 0) : g("hsts-implemented-max-age-less-than-six-months", -10);
}

export function gradeReferrer(scan: Scan): Grade {
  const g = (result: string, modifier: number): Grade => ({ test: "referrer-policy", result, modifier });
  const raw = scan.headers.get("referrer-policy");
  if (!raw) return g("referrer-policy-not-implemented", 0);
  const known = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin", "origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const last = raw.split(",").map((s) => s.trim().toLowerCase()).filter((s) => known.includes(s)).at(-1);
  if (!last) return g("referrer-policy-header-invalid", -5);
  return ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last) ? g("referrer-policy-private", 5) : g("referrer-policy-unsafe", -5);
}

export function gradeNosniff(scan: Scan): Grade {
  const raw = scan.headers.get("x-content-type-options");
  if (!raw) return { test: "x-content-type-options", result: "x-content-type-options-not-implemented", modifier: -5 };
  return raw.trim().toLowerCase() === "nosniff"
    ? { test: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0 }
    : { test: "x-content-type-options", result: "x-content-type-options-header-invalid", modifier: -5 };
}

export function gradeFraming(scan: Scan): Grade {
  const g = (result: string, modifier: number): Grade => ({ test: "x-frame-options", result, modifier });
  const ancestors = cspOf(scan.headers)?.get("frame-ancestors");
  if (ancestors && ![...ancestors].some((s) => BROAD.has(s))) return g("x-frame-options-implemented-via-csp", 5);
  const xfo = scan.headers.get("x-frame-options")?.trim().toLowerCase();
  if (!xfo) return g("x-frame-options-not-implemented", -20);
  if (xfo === "deny" || xfo === "sameorigin") return g("x-frame-options-sameorigin-or-deny", 0);
  if (xfo.startsWith("allow-from")) return g("x-frame-options-allow-from-origin", 0);
  return g("x-frame-options-header-invalid", -20);
}

export function gradeCorp(scan: Scan): Grade {
  const g = (result: string, modifier: number): Grade => ({ test: "cross-origin-resource-policy", result, modifier });
  const raw = scan.headers.get("cross-origin-resource-policy")?.trim().toLowerCase();
  if (!raw) return g("corp-not-implemented", 0);
  if (raw === "same-origin") return g("corp-implemented-with-same-origin", 10);
  if (raw === "same-site") return g("corp-implemented-with-same-site", 10);
  if (raw === "cross-origin") return g("corp-implemented-with-cross-origin", 0);
  return g("corp-header-invalid", -5);
}

/** COOP as docs/security.md "Observatory scoring" scores it (newer scanner versions): same-origin (or -allow-popups) +10. */
export function gradeCoop(scan: Scan): Grade {
  const g = (result: string, modifier: number): Grade => ({ test: "cross-origin-opener-policy", result, modifier });
  const raw = scan.headers.get("cross-origin-opener-policy")?.split(";")[0]?.trim().toLowerCase();
  if (!raw) return g("coop-not-implemented", 0);
  if (raw === "same-origin" || raw === "same-origin-allow-popups") return g(`coop-implemented-with-${raw}`, 10);
  if (raw === "unsafe-none" || raw === "noopener-allow-popups") return g(`coop-implemented-with-${raw}`, 0);
  return g("coop-header-invalid", -5);
}

export function gradeCors(scan: Scan): Grade {
  const g = (result: string, modifier: number): Grade => ({ test: "cross-origin-resource-sharing", result, modifier });
  const acao = scan.corsProbe?.get("access-control-allow-origin") ?? scan.headers.get("access-control-allow-origin");
  if (!acao) return g("cross-origin-resource-sharing-not-implemented", 0);
  if (acao === "*") return g("cross-origin-resource-sharing-implemented-with-public-access", 0);
  const credentials = (scan.corsProbe ?? scan.headers).get("access-control-allow-credentials") === "true";
  if (acao === "https://evil.example" && credentials) return g("cross-origin-resource-sharing-implemented-with-universal-access", -50);
  return g("cross-origin-resource-sharing-implemented-with-restricted-access", 0);
}

export function gradeSri(scan: Scan): Grade {
  const g = (result: string, modifier: number): Grade => ({ test: "subresource-integrity", result, modifier });
  if (!(scan.headers.get("content-type") ?? "").includes("text/html")) return g("sri-not-implemented-response-not-html", 0);
  const origin = new URL(scan.url);
  const scripts = [...scan.body.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "").filter((attrs) => /\ssrc=/i.test(attrs));
  if (scripts.length === 0) return g("sri-not-implemented-but-no-scripts-loaded", 0);
  let external = false;
  let insecure = false;
  let allIntegrity = true;
  for (const attrs of scripts) {
    const src = /\ssrc="([^"]*)"/i.exec(attrs)?.[1] ?? "";
    const url = new URL(src, origin);
    const similar = url.hostname === origin.hostname || url.hostname.endsWith(`.${origin.hostname.split(".").slice(-2).join(".")}`);
    if (!similar) external = true;
    if (src.startsWith("//") || url.protocol === "http:") insecure = insecure || !similar;
    if (!/\sintegrity=/i.test(attrs)) allIntegrity = false;
  }
  if (allIntegrity) return insecure ? g("sri-implemented-but-external-scripts-not-loaded-securely", -20) : g("sri-implemented-and-external-scripts-loaded-securely", 5);
  if (insecure) return g("sri-not-implemented-and-external-scripts-not-loaded-securely", -50);
  return external ? g("sri-not-implemented-but-external-scripts-loaded-securely", -5) : g("sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0);
}

export function observatoryScore(scan: Scan): { score: number; grade: string; grades: Grade[] } {
  const hsts = gradeHsts(scan);
  const grades = [gradeCsp(scan), gradeCookies(scan, hsts.modifier === 0), gradeCors(scan), hsts, gradeReferrer(scan), gradeSri(scan), gradeNosniff(scan), gradeFraming(scan), gradeCorp(scan), gradeCoop(scan)];
  const penalties = grades.filter((x) => x.modifier < 0).reduce((n, x) => n + x.modifier, 0);
  const bonuses = grades.filter((x) => x.modifier > 0).reduce((n, x) => n + x.modifier, 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  const GRADES: Array<[number, string]> = [[100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"], [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"], [0, "F"]];
  return { score, grade: GRADES.find(([min]) => score >= min)![1], grades };
}
