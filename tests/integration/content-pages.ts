import { env } from "cloudflare:workers";
import { expect } from "vitest";
import * as v from "valibot";
import { RoutesResponse, type RouteRecord } from "../../shared/contract/app";
import { TENANTS, type Tenant } from "../../tenants";
import { get, stateOf, TOKEN_COOKIE } from "./helpers";

/** Helpers of the content-page tests: the sites, their routes, pages with JSON-LD, a staff login. */

export interface Site {
  code: string;
  base: string;
  host: string;
  tenant: Tenant;
}

function site(code: string, base: string, host: string): Site {
  const tenant = TENANTS.find((t) => t.code === code);
  if (!tenant) throw new Error(`no tenant ${code}`);
  return { code, base, host, tenant };
}

/** hr (default, unprefixed), de (prefixed, German), rs (prefixed, Serbian, RSD). */
export const SITES = [site("hr", "http://localhost", "www.zrno.hr"), site("de", "http://localhost/de", "www.zrno.de"), site("rs", "http://localhost/rs", "www.zrno.rs")];

export async function routesOf(s: Site): Promise<RouteRecord[]> {
  const res = await get(`${s.base}/api/nuxtapi/routes/`);
  return v.parse(RoutesResponse, await res.json()).data;
}

export function routeOf(routes: RouteRecord[], match: Partial<RouteRecord> | ((r: RouteRecord) => boolean)): RouteRecord {
  const test = typeof match === "function" ? match : (r: RouteRecord) => Object.entries(match).every(([k, val]) => r[k as keyof RouteRecord] === val);
  const found = routes.find(test);
  if (!found) throw new Error(`no route matching ${typeof match === "function" ? match.toString() : JSON.stringify(match)}`);
  return found;
}

export type JsonLd = Record<string, unknown> & { "@type": string };

/** Every JSON-LD block of the page, each of which must parse. */
export function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "") as JsonLd);
}

export function ldOfType(html: string, type: string): JsonLd {
  const found = jsonLdOf(html).find((d) => d["@type"] === type);
  if (!found) throw new Error(`no ${type} JSON-LD in the page (has ${jsonLdOf(html).map((d) => d["@type"]).join(", ")})`);
  return found;
}

export async function page(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, { headers });
  const html = await res.text();
  return { res, html, state: res.status === 200 || res.status === 404 ? stateOf(html) : null };
}

/** The page's `<h1>` text (tags inside removed, entities of the seed texts decoded). */
export function h1Of(html: string): string {
  const m = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (m?.[1] ?? "").replace(/<[^>]*>/g, "").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').trim();
}

/** A token bound to the seeded staff user, as the login flow leaves it in the cookie. */
export async function staffCookie(): Promise<Record<string, string>> {
  const headers = { "x-base-host": "www.zrno.hr", "x-lang": "hr" };
  const gen = (await (await env.API.fetch("https://commerce.internal/auth/generate-token/", { headers })).json()) as { data: { jwt: string } };
  const res = await env.API.fetch("https://commerce.internal/auth/login/", {
    method: "POST",
    headers: { ...headers, authorization: `Bearer ${gen.data.jwt}`, "content-type": "application/json" },
    body: JSON.stringify({ email: "urednik@zrno.hr", password: "Zrno-urednik-2026" }),
  });
  expect(res.status).toBe(200);
  const jwt = ((await res.json()) as { data: { jwt: string } }).data.jwt;
  return { cookie: `${TOKEN_COOKIE}=${jwt}` };
}

/** Drops every cached entry, so rows a test wrote to the database are read afresh. */
export async function clearKv(): Promise<void> {
  let cursor: string | undefined;
  do {
    const list = await env.CACHE.list({ cursor });
    await Promise.all(list.keys.map((k) => env.CACHE.delete(k.name)));
    cursor = list.list_complete ? undefined : list.cursor;
  } while (cursor);
}

export function postJson(url: string, body: string, contentType = "application/json", headers: Record<string, string> = {}) {
  return get(url, { method: "POST", headers: { "content-type": contentType, ...headers }, body });
}
