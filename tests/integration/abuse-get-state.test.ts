import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { authUrl, bff, HR, isLoggedIn, loggedIn, postForm, SAME_ORIGIN, visitorCookie } from "./auth-pages-helpers";
import { get, tokenFrom } from "./helpers";

/**
 * "No state change on a cross-site GET" (docs/security.md, finding 4 and the GETs checked with
 * it): for every piece of the visitor's own state — wishlist, compare, cart, coupon, consent, the
 * session (log-out) and the cache (`?devclearcache=`) — a GET carrying the very fields the change
 * takes changes nothing, whether a browser says another site sent it or this one. The changes
 * themselves are POST/DELETE from this origin only (tests/integration/wishlist-compare, cart,
 * consent, bff); the token's `?regenerate=1` GET is guarded in abuse-accounts.test.ts "finding 4".
 */
const BASE = "http://localhost";
const API = `${BASE}/api/nuxtapi`;
const CROSS_SITE = { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image", origin: "https://evil.example" };
const SAME_SITE = { "sec-fetch-site": "same-site" };
/** Each GET is tried as an `<img>` of another site, from a sibling subdomain, and from this origin. */
const SENDERS = [
  ["another site", CROSS_SITE],
  ["a sibling subdomain", SAME_SITE],
  ["this origin", SAME_ORIGIN],
] as const;

const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
let code = "";
let productId = 0;

beforeAll(async () => {
  const row = await db
    .prepare(
      `SELECT p.id, v.code FROM products p JOIN product_variations v ON v.product_id = p.id JOIN catalog_categories c ON c.id = p.category_id
        JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1) AND v.position = 0 AND v.stock > 5 ORDER BY p.id LIMIT 1`,
    )
    .first<{ id: number; code: string }>();
  expect(row).not.toBeNull();
  code = row!.code;
  productId = row!.id;
});

async function data<T>(url: string, who: Record<string, string>): Promise<T> {
  const res = await get(url, { headers: who });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
const wishlistCount = async (who: Record<string, string>) => (await data<{ items: unknown[] }>(`${API}/catalog/wishlist/`, who)).items.length;
const compareCount = async (who: Record<string, string>) => (await data<{ items: unknown[] }>(`${API}/catalog/compare/`, who)).items.length;
const cartEmpty = async (who: Record<string, string>) => (await data<{ is_empty: boolean }>(`${API}/webshop/is-cart-empty/`, who)).is_empty;

/** A GET that must change nothing: never a 2xx/3xx that sets the session or consent cookie. */
async function sendGet(url: string, who: Record<string, string>, sender: Record<string, string>) {
  const res = await get(url, { headers: { ...who, ...sender } });
  expect(res.status).toBeLessThan(500);
  const cookies = res.headers.getSetCookie();
  expect(cookies.filter((c) => c.startsWith("cookie_consent="))).toEqual([]);
  if (who.cookie) expect(tokenFrom(res.headers.get("set-cookie"))).toBeNull();
  await res.arrayBuffer();
  return res;
}

describe.each(SENDERS)("a GET from %s changes none of the visitor's state", (_name, sender) => {
  it("wishlist: GET with the add form's fields (BFF and the list's page) adds nothing", async () => {
    const who = await visitorCookie();
    const q = new URLSearchParams({ code, qty: "1", id: String(productId), return: "/" });
    await sendGet(`${API}/catalog/wishlist/?${q}`, who, sender);
    await sendGet(`${BASE}/lista-zelja/?${q}`, who, sender);
    expect(await wishlistCount(who)).toBe(0);
  });

  it("compare: GET with the add form's fields adds nothing", async () => {
    const who = await visitorCookie();
    const q = new URLSearchParams({ shopping_cart_code: code, return: "/" });
    await sendGet(`${API}/catalog/compare/?${q}`, who, sender);
    await sendGet(`${BASE}/proizvodi/?special_view=compare&${q}`, who, sender);
    expect(await compareCount(who)).toBe(0);
  });

  it("cart: GET of the add and quick-order endpoints and the cart page with their fields adds nothing", async () => {
    const who = await visitorCookie();
    await sendGet(`${API}/webshop/product/?${new URLSearchParams({ code, qty: "2" })}`, who, sender);
    await sendGet(`${API}/webshop/quick-order/?${new URLSearchParams({ "code.0": code, "qty.0": "2" })}`, who, sender);
    await sendGet(`${API}/webshop/cart/?${new URLSearchParams({ code, qty: "2" })}`, who, sender);
    expect(await cartEmpty(who)).toBe(true);
  });

  it("coupon: GET with a code applies nothing", async () => {
    const who = await visitorCookie();
    await sendGet(`${API}/webshop/coupon/?code=ZRNO10`, who, sender);
    const coupon = await data<{ coupon: unknown }>(`${API}/webshop/coupon/`, who);
    expect(coupon.coupon ?? null).toBeNull();
  });

  it("consent: GET with the banner's fields grants nothing", async () => {
    const res = await sendGet(`${API}/consent/?choice=all&analytics=1&marketing=1`, {}, sender);
    if (res.status === 200) expect(res.headers.getSetCookie().some((c) => c.startsWith("cookie_consent="))).toBe(false);
    const answer = await data<{ consent: { decided: boolean } }>(`${API}/consent/`, {});
    expect(answer.consent.decided).toBe(false);
  });

  it("log-out: GET of the log-out endpoint and the log-out page leaves the shopper logged in", async () => {
    const { who } = await loggedIn("get-logout");
    await sendGet(`${API}/auth/logout/?redirect=/`, who, sender);
    const page = await sendGet(`${authUrl(HR, "logout")}?redirect=/`, who, sender);
    if (page.status === 200) expect(page.headers.get("set-cookie") ?? "").not.toContain("hapi_auth_token=");
    expect(await isLoggedIn(who)).toBe(true);
  });

  it("cache: GET ?devclearcache= on a page and on clearCache/ removes nothing", async () => {
    expect((await get(`${BASE}/`)).status).toBe(200);
    const before = (await env.CACHE.list()).keys.map((k) => k.name).sort();
    expect(before.some((k) => k.startsWith("hr:labels:"))).toBe(true);
    await sendGet(`${BASE}/?devclearcache=labels,routes`, {}, sender);
    await sendGet(`${API}/clearCache/?devclearcache=labels,routes`, {}, sender);
    const after = (await env.CACHE.list()).keys.map((k) => k.name).sort();
    expect(after).toEqual(expect.arrayContaining(before));
  });
});

describe("clearCache/ (a POST, open in development) refuses a request a browser sends for another site", () => {
  it.each([
    ["another site", CROSS_SITE],
    ["a sibling subdomain", SAME_SITE],
    ["another origin (Origin only)", { origin: "https://evil.example" }],
  ])("?devclearcache= from %s: 403, nothing removed", async (_name, sender) => {
    expect((await get(`${BASE}/`)).status).toBe(200);
    const before = (await env.CACHE.list()).keys.map((k) => k.name).sort();
    const res = await get(`${API}/clearCache/?devclearcache=labels,routes`, { method: "POST", headers: sender });
    expect(res.status).toBe(403);
    expect((await env.CACHE.list()).keys.map((k) => k.name).sort()).toEqual(before);
  });

  it("from this origin's page or a script it still works", async () => {
    expect((await get(`${BASE}/`)).status).toBe(200);
    for (const sender of [SAME_ORIGIN, {}]) {
      const res = await get(`${API}/clearCache/?devclearcache=labels`, { method: "POST", headers: sender });
      expect(res.status).toBe(200);
    }
  });
});

// The log-out form itself is a POST from this origin; a cross-site POST of it changes nothing either.
describe("log-out by POST from another site", () => {
  it("403, still logged in", async () => {
    const { who } = await loggedIn("xsite-logout");
    const res = await postForm(bff(HR, "logout"), who, { redirect: "/" }, CROSS_SITE);
    expect(res.status).toBe(403);
    expect(await isLoggedIn(who)).toBe(true);
  });
});
