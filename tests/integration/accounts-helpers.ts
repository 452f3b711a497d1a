import { env } from "cloudflare:workers";
import { expect } from "vitest";
import * as v from "valibot";
import { OutboxResponse, type OutboxMail } from "../../shared/contract/account";
import { AuthJwtResponse, IsLoginResponse } from "../../shared/contract/auth";

/** Helpers of the account tests: calls to the commerce API as the storefront makes them, and the outbox. */
export const API = "https://commerce.internal";
export const SITES = {
  hr: { "x-base-host": "www.zrno.hr", "x-lang": "hr" },
  de: { "x-base-host": "www.zrno.de", "x-lang": "de" },
  rs: { "x-base-host": "www.zrno.rs", "x-lang": "sr" },
} as const;
export type SiteKey = keyof typeof SITES;

export const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
/** The signing key the vitest config gives the commerce worker. */
export const TEST_TOKEN_SECRET = "test-only-token-secret-of-at-least-32-chars";

export interface CallInit {
  method?: string;
  token?: string | null;
  body?: unknown;
  site?: SiteKey;
  headers?: Record<string, string>;
}

export function call(path: string, init: CallInit = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json", ...SITES[init.site ?? "hr"], ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    headers["content-type"] ??= "application/json";
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
  }
  return env.API.fetch(`${API}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
}

export async function json<T = { success: boolean; data: unknown; label_name?: string; errors?: { field: string; label_name: string }[] }>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A fresh anonymous visitor token. */
export async function visitor(): Promise<string> {
  const res = await call("/auth/generate-token/");
  expect(res.status).toBe(200);
  return v.parse(AuthJwtResponse, await res.json()).data.jwt;
}

/** A unique address per test, so rate-limit counters and outbox rows never mix between tests. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}

export async function outbox(to: string): Promise<OutboxMail[]> {
  const res = await call(`/dev/outbox/?to=${encodeURIComponent(to)}&limit=100`);
  expect(res.status).toBe(200);
  return v.parse(OutboxResponse, await res.json()).data.items;
}

/** `{id, code}` of the newest mail's link of this kind (`confirm-signup` or `change-password`). */
export async function mailedLink(to: string, action: "confirm-signup" | "change-password"): Promise<{ id: string; code: string; path: string }> {
  const mail = (await outbox(to)).find((m) => m.links.some((l) => l.includes(`/${action}/`)));
  expect(mail, `a mail with a ${action} link to ${to}`).toBeTruthy();
  const path = mail!.links.find((l) => l.includes(`/${action}/`))!;
  const m = new RegExp(`/${action}/([^/]+)/([^/?]+)/`).exec(path);
  return { id: m![1]!, code: m![2]!, path };
}

export async function login(email: string, password: string, token?: string): Promise<Response> {
  return call("/auth/login/", { token: token ?? (await visitor()), body: { email, password } });
}

export async function loginJwt(email: string, password: string): Promise<string> {
  const res = await login(email, password);
  expect(res.status).toBe(200);
  return v.parse(AuthJwtResponse, await res.json()).data.jwt;
}

export async function isLogin(token: string, query = ""): Promise<Response> {
  return call(`/auth/is-login/${query}`, { token });
}

export async function userIdOf(token: string): Promise<number | null> {
  const res = await isLogin(token);
  expect(res.status).toBe(200);
  return v.parse(IsLoginResponse, await res.json()).data.user_id;
}

export const PASSWORD = "Zobene-pahuljice-7";

/** A confirmed account, made the way a shopper makes one. */
export async function confirmedAccount(tag: string, password = PASSWORD, site: SiteKey = "hr"): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(tag);
  const res = await call("/auth/signup/", { token: await visitor(), site, body: { email, password, first_name: "Iva", last_name: "Horvat", accept_terms: true } });
  expect(res.status).toBe(200);
  const link = await mailedLink(email, "confirm-signup");
  expect((await call(`/auth/signup-confirm/${link.id}/${link.code}/`, { token: await visitor(), site })).status).toBe(200);
  return { email, password };
}

/** The JWT payload, unchecked (the API checks it; tests only read the claims). */
export function claimsOf(jwt: string): { jti: string; sub: number | null } {
  const part = jwt.split(".")[1]!;
  return JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))) as { jti: string; sub: number | null };
}
