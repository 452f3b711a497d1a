import { afterEach, describe, expect, it } from "vitest";
import { faults, fetchWith } from "../faults/faults";
import { account, api, db, guest, json, readyToOrder, visitor } from "./checkout-helpers";
import { cookieHeader, get, stateOf, testClientIp } from "./helpers";

/**
 * Orders that are never lost or doubled (issue 14, docs/decisions/0017-orders-never-lost-or-doubled.md):
 * the review page's idempotency key, one order per key in D1 whatever reaches the API again, the
 * look-up by key, and what the shopper sees after an order POST that timed out (injected by the
 * stub upstream with a short UPSTREAM_TIMEOUT_MS, not by waiting 8 s). Also the quick order's
 * quick checkout: the review step in one click for a returning shopper, with the `-quick` pages.
 */

const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const FAST = { UPSTREAM_TIMEOUT_MS: "400" };
const newKey = () => crypto.randomUUID();

afterEach(() => faults.clear());

const ordersWithKey = async (key: string) => (await db.prepare("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?1").bind(key).first<number>("n")) ?? 0;
const ordersOf = async (email: string) => (await db.prepare("SELECT COUNT(*) AS n FROM orders WHERE email = ?1").bind(email).first<number>("n")) ?? 0;

function placeWithKey(token: string, key: string) {
  return api("/webshop/order/", { method: "POST", token, headers: { "Idempotency-Key": key }, body: {} }).then(async (res) => ({ status: res.status, body: await json(res) }));
}

/** The review page's state and the key its order form carries (server-rendered markup in `legal`). */
async function reviewKey(cookie: Record<string, string>, query = ""): Promise<string> {
  const res = await get(`http://localhost/webshop/review-order/${query}`, { headers: cookie });
  expect(res.status).toBe(200);
  const html = await res.text();
  const screen = stateOf(html).screen as { kind: string; legal: string };
  expect(screen.kind).toBe("webshop-review-order");
  const inState = /name="idempotency_key" value="([^"]+)"/.exec(screen.legal)?.[1];
  // Inside the order form in the served markup, not only in the data.
  const form = /<form id="order"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  expect(form).toContain(`name="idempotency_key" value="${inState}"`);
  return inState!;
}

/** The BFF's order post, as the review page's script sends it. */
function placeThroughBff(cookie: Record<string, string>, fields: Record<string, string>, vars?: Record<string, string>, prefix = "") {
  const init = { method: "POST", headers: { ...cookie, ...SAME_ORIGIN, "content-type": "application/json", "cf-connecting-ip": testClientIp() }, body: JSON.stringify({ accept_terms: "1", ...fields }) };
  const url = `http://localhost${prefix}/api/nuxtapi/webshop/order/`;
  return (vars ? fetchWith(vars, url, init) : get(url, init)).then(async (res) => ({ status: res.status, body: (await res.json()) as { success: boolean; redirect?: string; label_name?: string } }));
}

describe("the commerce API: one order per idempotency key, in D1", () => {
  it("the same key sent again, or three times at once, answers one order, even once the cart holds new lines", async () => {
    const { token, email } = await readyToOrder();
    const key = newKey();
    const racing = await Promise.all([placeWithKey(token, key), placeWithKey(token, key), placeWithKey(token, key)]);
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    const idents = new Set(racing.map((r) => r.body.data.order_identificator));
    expect(idents.size).toBe(1);
    // Sent again later (a retried request): the same order, as it is now.
    const later = await placeWithKey(token, key);
    expect(later.status).toBe(200);
    expect(later.body.data.order_identificator).toBe([...idents][0]);
    expect(await ordersWithKey(key)).toBe(1);
    expect(await ordersOf(email)).toBe(1);
    // The shopper fills a new cart; the old request arriving late still makes nothing new.
    await readyToOrder({ token, email });
    const stale = await placeWithKey(token, key);
    expect(stale.body.data.order_identificator).toBe([...idents][0]);
    expect(await ordersOf(email)).toBe(1);
    expect((await api("/webshop/cart/", { token }).then(json)).data.parcels.length).toBe(1);
    // Found by its key, by its owner only.
    const found = await api(`/webshop/order/key/${key}/`, { token }).then(json);
    expect(found.data.order_identificator).toBe([...idents][0]);
    expect((await api(`/webshop/order/key/${key}/`, { token: await guest() })).status).toBe(404);
    expect((await api(`/webshop/order/key/${newKey()}/`, { token })).status).toBe(404);
  });

  it("a new key on a new cart makes a new order; another shopper's key makes none; a malformed key is refused", async () => {
    const first = await readyToOrder();
    const key = newKey();
    expect((await placeWithKey(first.token, key)).status).toBe(200);
    // The same shopper orders again from a new cart with the next review page's key.
    await readyToOrder({ token: first.token, email: first.email });
    const next = await placeWithKey(first.token, newKey());
    expect(next.status).toBe(200);
    expect(await ordersOf(first.email)).toBe(2);
    // A stolen key: refused, nothing made, the other cart untouched.
    const other = await readyToOrder();
    const stolen = await placeWithKey(other.token, key);
    expect(stolen.status).toBe(409);
    expect(stolen.body.label_name).toBe("error_order_key_used");
    expect(await ordersOf(other.email)).toBe(0);
    const bad = await placeWithKey(other.token, "short");
    expect(bad.status).toBe(400);
    expect(await ordersOf(other.email)).toBe(0);
  });
});

describe("the storefront: the review page's key, and an order POST that timed out", () => {
  it("each review page has a fresh key in its order form; a double post with it makes one order", async () => {
    const { token, email } = await readyToOrder();
    const cookie = cookieHeader(token);
    const a = await reviewKey(cookie);
    const b = await reviewKey(cookie);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).not.toBe(a);
    const [x, y] = await Promise.all([placeThroughBff(cookie, { idempotency_key: a }), placeThroughBff(cookie, { idempotency_key: a })]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.redirect).toMatch(/^\/webshop\/thank-you\/\?order_identificator=/);
    expect(y.body.redirect).toBe(x.body.redirect);
    expect(await ordersWithKey(a)).toBe(1);
    expect(await ordersOf(email)).toBe(1);
  });

  it("timed out after the order was made: the failed-order page finds it by the key and goes to its thank-you", async () => {
    const { token, email } = await readyToOrder();
    const cookie = cookieHeader(token);
    const key = await reviewKey(cookie);
    // The API makes the order, its answer trickles in past the storefront's timeout.
    await faults.set([{ method: "POST", path: "/webshop/order/", fault: { slowBody: { chunkBytes: 8, delayMs: 200 } } }]);
    const placed = await placeThroughBff(cookie, { idempotency_key: key }, FAST);
    await faults.clear();
    expect(placed.status).toBe(503);
    expect(placed.body.redirect).toBe(`/webshop/failed-order/?key=${key}`);
    expect(await ordersWithKey(key)).toBe(1);
    const failed = await get(`http://localhost${placed.body.redirect}`, { headers: cookie });
    expect(failed.status).toBe(302);
    const ident = (await db.prepare("SELECT id || '-' || code AS i FROM orders WHERE idempotency_key = ?1").bind(key).first<string>("i"))!;
    expect(failed.headers.get("location")).toBe(`/webshop/thank-you/?order_identificator=${ident}`);
    expect(await ordersOf(email)).toBe(1);
  });

  it("timed out before the order was made: the hint, My orders, another try with the same key; one order however often it is sent", async () => {
    const { token, userId, email } = await account();
    await readyToOrder({ token, type: "webshop.customer", email });
    const cookie = cookieHeader(token);
    const key = await reviewKey(cookie);
    // The API never answers (and never makes the order).
    await faults.set([{ method: "POST", path: "/webshop/order/", fault: { hangMs: 5000 } }]);
    const placed = await placeThroughBff(cookie, { idempotency_key: key }, FAST);
    await faults.clear();
    expect(placed.body.redirect).toBe(`/webshop/failed-order/?key=${key}`);
    expect(placed.body.label_name).toBe("error_order_unconfirmed");
    expect(await ordersWithKey(key)).toBe(0);

    const res = await get(`http://localhost${placed.body.redirect}`, { headers: cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    const screen = stateOf(html).screen;
    expect(screen).toMatchObject({
      kind: "webshop-order-problem",
      problem: "unconfirmed",
      order: null,
      links: [
        { href: "/korisnik/narudzbe/", label: "auth_my_orders" },
        { href: `/webshop/review-order/?key=${key}`, label: "checkout_try_again" },
      ],
    });
    expect(html).toContain("Nismo mogli potvrditi vašu narudžbu — provjerite Moje narudžbe ili svoj e-mail prije nego što ponovno naručite.");
    expect(html).toContain('href="/korisnik/narudzbe/"');

    // Another try: the review page keeps the key, so the late first request and this one make one order.
    expect(await reviewKey(cookie, `?key=${key}`)).toBe(key);
    const again = await placeThroughBff(cookie, { idempotency_key: key });
    expect(again.status).toBe(200);
    const late = await placeWithKey(token, key);
    expect(late.body.data.order_identificator).toBe(new URL(again.body.redirect!, "http://x").searchParams.get("order_identificator"));
    expect(await ordersWithKey(key)).toBe(1);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?1").bind(userId).first<number>("n")).toBe(1);
    // Now the order exists: the failed-order page and the review page with the key both lead to it.
    for (const path of [`/webshop/failed-order/?key=${key}`, `/webshop/review-order/?key=${key}`]) {
      const to = await get(`http://localhost${path}`, { headers: cookie });
      expect(to.status, path).toBe(302);
      expect(to.headers.get("location"), path).toMatch(/^\/webshop\/thank-you\/\?order_identificator=\d+-[a-z0-9]{10}$/);
    }
  });

  it("a guest's timed-out order: no My orders link (the e-mail is theirs), another try offered; the plain form goes there too", async () => {
    const { token } = await readyToOrder();
    const cookie = cookieHeader(token);
    const key = await reviewKey(cookie);
    await faults.set([{ method: "POST", path: "/webshop/order/", fault: { hangMs: 5000 } }]);
    const plain = await fetchWith(FAST, "http://localhost/api/nuxtapi/webshop/order/", {
      method: "POST",
      headers: { ...cookie, ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": testClientIp() },
      body: new URLSearchParams({ accept_terms: "1", idempotency_key: key }).toString(),
    });
    await faults.clear();
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe(`/webshop/failed-order/?key=${key}`);
    const screen = stateOf(await (await get(`http://localhost/webshop/failed-order/?key=${key}`, { headers: cookie })).text()).screen;
    expect(screen).toMatchObject({ problem: "unconfirmed", links: [{ href: `/webshop/review-order/?key=${key}`, label: "checkout_try_again" }] });
  });

  it("a failed order without a key is the failed-order page as before, its link back to the cart", async () => {
    const screen = stateOf(await (await get("http://localhost/webshop/failed-order/?reason=error_cart_empty", { headers: cookieHeader(await guest()) })).text()).screen;
    expect(screen).toMatchObject({ problem: "failed_order", reason: "error_cart_empty", links: [{ href: "/webshop/", label: "cart_view" }] });
  });
});

describe("quick order → quick checkout", () => {
  it("a returning shopper's quick checkout is the review step at once, and its card payment uses the -quick pages", async () => {
    // at: quick order on, its card option the card form on payment create.
    const { token, email } = await account();
    await readyToOrder({ site: "at", token, type: "webshop.customer", email, payment: "card-on-page" });
    expect((await api("/webshop/order/", { method: "POST", token, site: "at", headers: { "Idempotency-Key": newKey() }, body: {} })).status).toBe(200);
    const cookie = cookieHeader(token);
    const quickOrder = stateOf(await (await get("http://localhost/at/produkte/?special_view=order_form", { headers: cookie })).text()).screen;
    expect(quickOrder).toMatchObject({ kind: "webshop-quick-order", checkout: "/at/webshop/review-order/?quick=1" });

    // Back for more: the cart kept address, shipping and payment, so one click is the review step.
    const [pack] = (await api("/webshop/cart/", { token, site: "at" }).then(json)).data.parcels;
    expect(pack).toBeUndefined();
    const code = (await db.prepare("SELECT v.code FROM product_variations v WHERE v.stock >= 30 AND v.limited_qty IS NULL ORDER BY v.id LIMIT 1 OFFSET 9").first<string>("code"))!;
    expect((await api("/webshop/product/", { method: "POST", token, site: "at", body: { code, qty: 1 } })).status).toBe(200);
    const review = await get("http://localhost/at/webshop/review-order/?quick=1", { headers: cookie });
    expect(review.status).toBe(200);
    const screen = stateOf(await review.text()).screen as { kind: string; quick: boolean; legal: string; cart: { customer: { email: string } | null; shipping: unknown; payment: { code: string } | null } };
    expect(screen).toMatchObject({ kind: "webshop-review-order", quick: true, cart: { customer: { email }, payment: { code: "card-on-page" } } });
    expect(screen.cart.shipping).not.toBeNull();
    const key = /name="idempotency_key" value="([^"]+)"/.exec(screen.legal)![1]!;
    const placed = await placeThroughBff({ ...cookie }, { idempotency_key: key, quick: "1" }, undefined, "/at");
    expect(placed.status).toBe(200);
    expect(placed.body.redirect).toMatch(/^\/at\/webshop\/payment-create-quick\/\?order=\d+-[a-z0-9]{10}$/);
  });

  it("a shopper the cart knows nothing of is sent from the quick checkout to the first step it needs", async () => {
    const token = await visitor();
    const cookie = cookieHeader(token);
    const code = (await db.prepare("SELECT v.code FROM product_variations v WHERE v.stock >= 30 AND v.limited_qty IS NULL ORDER BY v.id LIMIT 1 OFFSET 10").first<string>("code"))!;
    expect((await api("/webshop/product/", { method: "POST", token, body: { code, qty: 1 } })).status).toBe(200);
    // The checkout gate first (log in or go on as a guest), then the customer step.
    const first = await get("http://localhost/webshop/review-order/?quick=1", { headers: cookie });
    expect(first.headers.get("location")).toBe("/webshop/login/");
    expect((await api("/auth/is-login/?continue_as_guest=1", { token })).status).toBe(200);
    const next = await get("http://localhost/webshop/review-order/?quick=1", { headers: cookie });
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toBe("/webshop/customer/");
    // Without `quick` the review step is as before: it lists what is missing.
    expect((await get("http://localhost/webshop/review-order/", { headers: cookie })).status).toBe(200);
  });
});
