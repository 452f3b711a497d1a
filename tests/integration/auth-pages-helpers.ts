import { expect } from "vitest";
import { labels, type LabelLang } from "../../commerce/seed/labels";
import { call, mailedLink, PASSWORD, uniqueEmail, visitor as apiVisitor, type SiteKey } from "./accounts-helpers";
import { cookieHeader, get, stateOf, tokenFrom } from "./helpers";

/**
 * Helpers of the account pages tests: the three sites they run on, a shopper's cookie (a visitor,
 * or an account logged in through the storefront's own BFF), pages and form posts as a browser
 * sends them.
 */

export interface SiteCase {
  key: SiteKey;
  /** Where the site is mounted on the test host. */
  base: string;
  basePath: string;
  auth: string;
  orders: string;
  lang: LabelLang;
  htmlLang: string;
}

export const SITES: readonly SiteCase[] = [
  { key: "hr", base: "http://localhost", basePath: "", auth: "korisnik", orders: "narudzbe", lang: "hr", htmlLang: "hr" },
  { key: "de", base: "http://localhost/de", basePath: "/de", auth: "konto", orders: "bestellen", lang: "de", htmlLang: "de" },
  { key: "rs", base: "http://localhost/rs", basePath: "/rs", auth: "nalog", orders: "narudzbe", lang: "sr", htmlLang: "sr-Latn" },
];
export const HR = SITES[0]!;

export const ORIGIN = "http://localhost";
export const SAME_ORIGIN = { origin: ORIGIN, "sec-fetch-site": "same-origin" };

/** A seeded label in a site's language. */
export function L(key: string, lang: LabelLang = "hr"): string {
  const text = labels[key]?.[lang];
  if (!text) throw new Error(`seed has no label ${key} in ${lang}`);
  return text;
}

/** A label as React escapes it in HTML text. */
export function htmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/** A path of the site's account: `url(site, "login")` → `http://localhost/de/konto/login/`. */
export function authUrl(site: SiteCase, sub = ""): string {
  return `${site.base}/${site.auth}/${sub ? `${sub.replace(/\/$/, "")}/` : ""}`;
}

export function bff(site: SiteCase, path: string): string {
  return `${site.base}/api/nuxtapi/auth/${path}/`;
}

/** A fresh visitor of the storefront: the cookie its first page set. */
export async function visitorCookie(site: SiteCase = HR): Promise<Record<string, string>> {
  const res = await get(`${site.base}/`);
  const token = tokenFrom(res.headers.get("set-cookie"));
  expect(token).not.toBeNull();
  return cookieHeader(token!);
}

/** The token a response stored in the cookie, as a cookie header for the next request. */
export function cookieOf(res: Response): Record<string, string> {
  const token = tokenFrom(res.headers.get("set-cookie"));
  expect(token, "a new token cookie").not.toBeNull();
  return cookieHeader(token!);
}

/** Flash + token cookies a form answer set, for the page that shows it. */
export function cookiesOf(res: Response, keep: Record<string, string> = {}): Record<string, string> {
  const jar = new Map<string, string>();
  for (const part of (keep.cookie ?? "").split(/;\s*/)) if (part.includes("=")) jar.set(part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1));
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const at = pair!.indexOf("=");
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  return { cookie: [...jar].filter(([, val]) => val !== "").map(([k, val]) => `${k}=${val}`).join("; ") };
}

export function postJson(url: string, who: Record<string, string>, body: unknown, headers: Record<string, string> = SAME_ORIGIN): Promise<Response> {
  return get(url, { method: "POST", headers: { ...who, ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
}

export function postForm(url: string, who: Record<string, string>, fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN): Promise<Response> {
  return get(url, { method: "POST", headers: { ...who, ...headers, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
}

export async function page(url: string, who: Record<string, string> = {}) {
  const res = await get(url, { headers: who });
  const html = await res.text();
  return { res, html, state: res.status === 200 || res.status === 404 ? stateOf(html) : null };
}

/** A confirmed account on a site (signed up and confirmed through the API, as a shopper would). */
export async function account(tag: string, site: SiteCase = HR, password = PASSWORD): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(tag);
  const res = await call("/auth/signup/", { site: site.key, token: await apiVisitor(), body: { email, password, first_name: "Iva", last_name: "Horvat", accept_terms: true } });
  expect(res.status).toBe(200);
  const link = await mailedLink(email, "confirm-signup");
  expect((await call(`/auth/signup-confirm/${link.id}/${link.code}/`, { site: site.key, token: await apiVisitor() })).status).toBe(200);
  return { email, password };
}

/** Logs in through the storefront's BFF (JSON); answers the session's cookie. */
export async function logIn(site: SiteCase, email: string, password: string, who?: Record<string, string>): Promise<Record<string, string>> {
  const res = await postJson(bff(site, "login"), who ?? (await visitorCookie(site)), { email, password });
  expect(res.status).toBe(200);
  return cookieOf(res);
}

/** A logged-in shopper's cookie on a site, with a fresh account. */
export async function loggedIn(tag: string, site: SiteCase = HR): Promise<{ who: Record<string, string>; email: string }> {
  const { email, password } = await account(tag, site);
  return { who: await logIn(site, email, password), email };
}

/** Whether the storefront sees this cookie as logged in (its own is-login endpoint). */
export async function isLoggedIn(who: Record<string, string>, site: SiteCase = HR): Promise<boolean> {
  const res = await get(bff(site, "is-login"), { headers: who });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { logged_in: boolean } }).data.logged_in;
}
