import { env } from "cloudflare:workers";
import { sign } from "hono/jwt";
import { expect } from "vitest";
import { canonicalFields, signText } from "../../commerce/lib/gateway-sign";
import { REGISTRY_SITES } from "./registry-sites";

/**
 * Shared steps of the checkout tests: calls to the commerce API as the storefront makes them
 * (bearer token, base host and language headers), visitors and accounts, a cart ready to order.
 */
export const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const API = (env as unknown as { API: Fetcher }).API;

/** The secrets vitest.config.ts gives the commerce API. */
export const TOKEN_SECRET = "test-only-token-secret-of-at-least-32-chars";
export const GATEWAY_SECRET = "test-only-gateway-secret-of-at-least-32-chars";

/** Every site of the registry, as the commerce API knows it (tests/integration/registry-sites.ts). */
export const SITES: Record<string, { host: string; lang: string; currency: string; country: string }> = Object.fromEntries(
  REGISTRY_SITES.map((s) => [s.code, { host: s.host, lang: s.lang, currency: s.currency, country: s.country }]),
);
export type SiteCode = string;

/** A site of SITES; an unknown code fails the test naming it. */
export function siteOf(code: SiteCode) {
  const site = SITES[code];
  if (!site) throw new Error(`no site ${code} in the registry`);
  return site;
}

export interface Call {
  method?: string;
  token?: string;
  site?: SiteCode;
  body?: unknown;
  headers?: Record<string, string>;
}

export function api(path: string, call: Call = {}): Promise<Response> {
  const site = siteOf(call.site ?? "hr");
  const headers = new Headers({ "x-base-host": site.host, "x-lang": site.lang, ...call.headers });
  if (call.token) headers.set("authorization", `Bearer ${call.token}`);
  let body: string | undefined;
  if (call.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(call.body);
  }
  return API.fetch(`https://commerce.internal${path}`, { method: call.method ?? "GET", headers, body, redirect: "manual" });
}

export async function json<T = { success: boolean; data: any; label_name?: string; errors?: Record<string, string> }>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A fresh anonymous visitor's token. */
export async function visitor(): Promise<string> {
  const res = await api("/auth/generate-token/");
  expect(res.status).toBe(200);
  return (await json(res)).data.jwt as string;
}

function jtiOf(token: string): string {
  const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { jti: string };
  return payload.jti;
}

/** A visitor who chose "continue as guest" (migration 0009's mark on the token). */
export async function guest(): Promise<string> {
  const token = await visitor();
  await db.prepare("UPDATE tokens SET continue_as_guest = 1 WHERE id = ?1").bind(jtiOf(token)).run();
  return token;
}

let accounts = 0;
/** A confirmed account and a live token for it (signed as the API signs them). */
export async function account(profile: Partial<Record<"street" | "zip" | "city" | "country" | "phone", string>> = {}): Promise<{ token: string; userId: number; email: string }> {
  const email = `kupac-${Date.now()}-${++accounts}@example.com`;
  const user = await db
    .prepare("INSERT INTO users (email, password_hash, first_name, last_name, phone, confirmed_at) VALUES (?1, 'x', 'Iva', 'Kovač', ?2, datetime('now')) RETURNING id")
    .bind(email, profile.phone ?? "+385 91 234 5678")
    .first<{ id: number }>();
  const userId = user!.id;
  for (const [k, value] of Object.entries(profile)) if (k !== "phone") await db.prepare(`UPDATE users SET ${k} = ?2 WHERE id = ?1`).bind(userId, value).run();
  const jti = crypto.randomUUID();
  await db.prepare("INSERT INTO tokens (id, user_id) VALUES (?1, ?2)").bind(jti, userId).run();
  const now = Math.floor(Date.now() / 1000);
  const token = await sign({ jti, sub: userId, iat: now, exp: now + 3600 }, TOKEN_SECRET, "HS256");
  return { token, userId, email };
}

export interface Pack {
  vcode: string;
  code: string;
  stock: number;
}
const PUBLIC = "p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1)";
const FROM = "FROM product_variations v JOIN products p ON p.id = v.product_id JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id";

/** Public packages with plenty in stock and no per-order limit, priced in every currency. */
export async function packs(n: number, offset = 0): Promise<Pack[]> {
  const { results } = await db
    .prepare(`SELECT v.code AS vcode, p.code, v.stock ${FROM} WHERE ${PUBLIC} AND v.stock >= 30 AND v.limited_qty IS NULL ORDER BY v.id LIMIT ?1 OFFSET ?2`)
    .bind(n, offset)
    .all<Pack>();
  expect(results.length).toBe(n);
  return results;
}

export async function priceOf(vcode: string, currency: string): Promise<number> {
  const row = await db.prepare("SELECT pr.price FROM prices pr JOIN product_variations v ON v.id = pr.variation_id WHERE v.code = ?1 AND pr.currency = ?2").bind(vcode, currency).first<{ price: number }>();
  return row!.price;
}

export async function stockOf(vcode: string): Promise<number> {
  return (await db.prepare("SELECT stock FROM product_variations WHERE code = ?1").bind(vcode).first<{ stock: number }>())!.stock;
}

/**
 * Sets a package's stock to `qty`, all of it in the central warehouse (stock lives per warehouse,
 * migration 0023; `product_variations.stock` is their sum and refuses a direct write).
 */
export async function setStock(vcode: string, qty: number): Promise<void> {
  await db
    .prepare(
      `UPDATE warehouse_stock SET qty = CASE WHEN warehouse_id = (SELECT id FROM warehouses WHERE kind = 'central') THEN ?2 ELSE 0 END
        WHERE variation_id = (SELECT id FROM product_variations WHERE code = ?1)`,
    )
    .bind(vcode, qty)
    .run();
}

export async function add(token: string, vcode: string, qty: number, site: SiteCode = "hr"): Promise<void> {
  const res = await api("/webshop/product/", { method: "POST", token, site, body: { code: vcode, qty } });
  expect(res.status, await res.clone().text()).toBe(200);
}

export function customerData(site: SiteCode = "hr", email = `gost-${crypto.randomUUID().slice(0, 8)}@example.com`) {
  return { email, first_name: "Marko", last_name: "Horvat", phone: "+385 91 111 2222", street: "Vukovarska 12", zip: "10000", city: "Zagreb", country: siteOf(site).country };
}

/**
 * A cart with lines, customer data, a shipping and a payment method: ready for POST
 * /webshop/order/. Answers the token and the customer's e-mail.
 */
export async function readyToOrder(
  opts: { site?: SiteCode; payment?: string; shipping?: string; location?: string; lines?: [string, number][]; token?: string; type?: "webshop.guest" | "webshop.customer"; email?: string } = {},
): Promise<{ token: string; email: string }> {
  const site = opts.site ?? "hr";
  const token = opts.token ?? (await guest());
  const lines = opts.lines ?? (await packs(1)).map((p) => [p.vcode, 2] as [string, number]);
  for (const [vcode, qty] of lines) await add(token, vcode, qty, site);
  const customer = customerData(site, opts.email);
  const c = await api("/webshop/customer/", { method: "POST", token, site, body: { type: opts.type ?? "webshop.guest", ...customer } });
  expect(c.status, await c.clone().text()).toBe(200);
  const s = await api("/webshop/parcel/shipping/", { method: "PUT", token, site, body: { code: opts.shipping ?? "delivery", ...(opts.location ? { location: opts.location } : {}) } });
  expect(s.status, await s.clone().text()).toBe(200);
  const p = await api("/webshop/payment/", { method: "PUT", token, site, body: { code: opts.payment ?? "bank-transfer" } });
  expect(p.status, await p.clone().text()).toBe(200);
  return { token, email: customer.email };
}

/**
 * A gateway's way back without the session handoff the API adds to it (`set_token_id` +
 * `token_hash`, worker/session/handoff.ts); the handoff must be there.
 */
export function returnTo(location: string | null): string {
  const url = new URL(location ?? "", "https://same-site.invalid");
  if (!url.searchParams.get("set_token_id") || !url.searchParams.get("token_hash")) throw new Error(`no session handoff in ${location}`);
  url.searchParams.delete("set_token_id");
  url.searchParams.delete("token_hash");
  return url.pathname + url.search;
}

export const PATHS = { ok_path: "/webshop/thank-you/", cancel_path: "/webshop/canceled/", fail_path: "/webshop/failed-payment/" };

export async function placeOrder(token: string, site: SiteCode = "hr", body: Record<string, unknown> = {}): Promise<{ status: number; body: { success: boolean; data: any; label_name?: string; errors?: Record<string, string> } }> {
  const res = await api("/webshop/order/", { method: "POST", token, site, body });
  return { status: res.status, body: await json(res) };
}

export async function orderRow(id: number): Promise<{ status: string; current_payment_id: string | null; total: number } & Record<string, unknown>> {
  return (await db.prepare("SELECT * FROM orders WHERE id = ?1").bind(id).first())! as never;
}

/** A notification as the gateway would sign it (or not). */
export async function notify(body: Record<string, unknown>, secret: string | null = GATEWAY_SECRET): Promise<Response> {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = {};
  if (secret) headers["x-gateway-signature"] = await signText(secret, "notification", raw);
  return API.fetch("https://commerce.internal/payments/notify/", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: raw });
}

/** Posts a form to the gateway (directly on the API, as the storefront's proxy would). */
export function gatewayPost(path: string, fields: Record<string, string>): Promise<Response> {
  return API.fetch(`https://commerce.internal${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString(), redirect: "manual" });
}

/** The shop's server-to-server charge on the gateway: a raw body of the given type. */
export function gatewayCharge(body: string, type = "application/json"): Promise<Response> {
  return API.fetch("https://commerce.internal/gateway/charge/", { method: "POST", headers: { "content-type": type }, body });
}

export { canonicalFields };
