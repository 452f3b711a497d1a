import { expect } from "vitest";
import { cookieHeader, get, tokenFrom } from "./helpers";
import type { Pack } from "./checkout-helpers";
import { REGISTRY_SITES } from "./registry-sites";

/**
 * A shopper at the storefront Worker (pages and BFF) as the checkout tests play one: a visitor
 * with its token cookie, its pages, the checkout forms posted as a plain form or as JSON, and a
 * guest's cart made ready to order.
 */

/** Every site of the registry (tests/integration/registry-sites.ts), as the storefront serves it. */
export const SITES: Record<string, { base: string; prefix: string; country: string; orders: string; currency: string }> = Object.fromEntries(
  REGISTRY_SITES.map((s) => [s.code, { base: s.base, prefix: s.prefix, country: s.country, orders: s.tenant.routeWords.orders, currency: s.currency }]),
);
export type Site = string;
export function siteOf(code: Site) {
  const site = SITES[code];
  if (!site) throw new Error(`no site ${code}`);
  return site;
}
export const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };

export interface Who {
  cookie: Record<string, string>;
  site: Site;
}

export async function visitor(site: Site = "hr"): Promise<Who> {
  const res = await get(`${siteOf(site).base}/api/nuxtapi/webshop/cart/`);
  expect(res.status).toBe(200);
  const token = tokenFrom(res.headers.get("set-cookie"));
  expect(token).not.toBeNull();
  return { cookie: cookieHeader(token!), site };
}

export function page(who: Who, path: string): Promise<Response> {
  return get(`${siteOf(who.site).base}${path}`, { headers: who.cookie });
}

export function postForm(who: Who, endpoint: string, fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN): Promise<Response> {
  return get(`${siteOf(who.site).base}/api/nuxtapi/webshop/${endpoint}/`, {
    method: "POST",
    headers: { ...who.cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function postJson(who: Who, endpoint: string, body: Record<string, unknown>, headers: Record<string, string> = SAME_ORIGIN) {
  const res = await get(`${siteOf(who.site).base}/api/nuxtapi/webshop/${endpoint}/`, {
    method: "POST",
    headers: { ...who.cookie, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { res, body: (await res.json()) as { success: boolean; data: any; redirect?: string; label_name?: string; errors?: Record<string, string>; effects?: string[] } };
}

/** Puts `qty` of a package in the cart. */
export async function add(who: Who, pack: Pack, qty = 2) {
  const res = await get(`${siteOf(who.site).base}/api/nuxtapi/webshop/product/`, {
    method: "POST",
    headers: { ...who.cookie, "content-type": "application/json", ...SAME_ORIGIN },
    body: JSON.stringify({ code: pack.vcode, qty }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

export function customer(site: Site, email = `gost-${crypto.randomUUID().slice(0, 8)}@example.com`) {
  return { type: "webshop.guest", email, first_name: "Ana", last_name: "Horvat", phone: "+385 91 111 2222", street: "Vukovarska 12", zip: "10000", city: "Zagreb", country: siteOf(site).country };
}

/** A guest with a cart, customer data, shipping and a payment method: ready to place the order. */
export async function ready(site: Site, payment: string, lines: [Pack, number][]): Promise<Who> {
  const who = await visitor(site);
  for (const [p, q] of lines) await add(who, p, q);
  expect((await postForm(who, "continue-as-guest", {})).status).toBe(303);
  const c = await postJson(who, "customer", customer(site));
  expect(c.res.status, JSON.stringify(c.body)).toBe(200);
  const s = await postJson(who, "shipping", { code: "delivery" });
  expect(s.res.status, JSON.stringify(s.body)).toBe(200);
  const p = await postJson(who, "payment", { code: payment });
  expect(p.res.status, JSON.stringify(p.body)).toBe(200);
  return who;
}
