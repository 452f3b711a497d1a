import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ConsentAnswer } from "../../shared/contract/consent";
import { CartResponse } from "../../shared/contract/cart";
import { OrderResponse } from "../../shared/contract/order";
import { env } from "cloudflare:workers";
import { TAG_CSP_SOURCES, TAG_MANAGER_SCRIPT_ID } from "../../shared/tag-manager";
import { mapTilesOf, tileOrigin } from "../../shared/map-tiles";
import { TENANTS } from "../../tenants/index";
import { ga4Event } from "../../client/analytics/ga4";
import { api, packs, placeOrder, priceOf, readyToOrder, siteOf } from "./checkout-helpers";
import { cspDirectives, get, GOOGLEBOT_UA, stateOf } from "./helpers";

/**
 * Consented e-commerce events (docs/decisions/0023-consented-ecommerce-events.md) through the
 * storefront Worker: a site's tag container (tenant `tagContainer`) is a script only with
 * analytics consent and a CSP entry only where it is set (it, rs, ba have one; hr, en, de none);
 * and the events built from real carts and orders of the EUR, RSD and BAM price lists carry the
 * amounts the order has.
 */
const BASE = "http://localhost";
const TAG_HOSTS = Object.values(TAG_CSP_SOURCES).flat();
/** The street map's tile host of the dev config (wrangler.toml), in every page's img-src (shared/map-tiles.ts). */
const devTiles = mapTilesOf(env as { MAP_TILES?: string; MAP_TILES_ATTRIBUTION?: string });
const TILE_HOSTS = devTiles ? [tileOrigin(devTiles)] : [];
const withConsent = (value: string) => ({ cookie: `cookie_consent=${encodeURIComponent(value)}` });

describe("the tag container per site", () => {
  it("the tenant files: it, rs and ba have a container, the other sites none (both paths run)", () => {
    const withContainer = TENANTS.filter((t) => t.tagContainer).map((t) => t.code).sort();
    expect(withContainer).toEqual(["ba", "it", "rs"]);
  });

  it.each(["/", "/en/", "/de/"])("%s has no container: no tag script even with analytics granted, and no tag host in the CSP", async (path) => {
    const res = await get(`${BASE}${path}`, { headers: withConsent("analytics|marketing") });
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    for (const host of TAG_HOSTS) expect(csp).not.toContain(host);
    const html = await res.text();
    expect(html).not.toContain("googletagmanager");
    const runtime = stateOf(html).runtime;
    expect(runtime?.scripts.map((s) => s.id)).not.toContain(TAG_MANAGER_SCRIPT_ID);
    expect(runtime?.tagManager).toBeUndefined();
  });

  it.each([
    { path: "/rs/", id: "GTM-P4ZR9RS" },
    { path: "/it/", id: "GTM-K7ZR2IT" },
    { path: "/ba/", id: "GTM-W2ZR5BA" },
  ])("$path has $id: the CSP names the tag hosts (nonce and 'strict-dynamic' kept); the script only with analytics consent", async ({ path, id }) => {
    for (const cookie of [undefined, "necessary", "marketing"]) {
      const res = await get(`${BASE}${path}`, { headers: cookie ? withConsent(cookie) : {} });
      expect(res.status).toBe(200);
      const d = cspDirectives(res.headers.get("content-security-policy"));
      expect(d.get("script-src")).toEqual([expect.stringMatching(/^'nonce-/), "'strict-dynamic'", ...TAG_CSP_SOURCES["script-src"]]);
      expect(d.get("img-src")).toEqual(["'self'", "data:", ...TILE_HOSTS, ...TAG_CSP_SOURCES["img-src"]]);
      expect(d.get("connect-src")).toEqual(["'self'", ...TAG_CSP_SOURCES["connect-src"]]);
      const html = await res.text();
      // Not even as data: no id, no host, no loader.
      expect(html).not.toContain(id);
      expect(html).not.toContain("googletagmanager");
      const runtime = stateOf(html).runtime;
      expect(runtime?.scripts).toEqual([]);
      expect(runtime?.tagManager).toBe(true);
    }

    const granted = await get(`${BASE}${path}`, { headers: withConsent("analytics") });
    const scripts = stateOf(await granted.text()).runtime?.scripts ?? [];
    expect(scripts.map((s) => [s.id, s.category, s.reloadOnChange])).toEqual([[TAG_MANAGER_SCRIPT_ID, "analytics", true]]);
    expect(scripts[0]?.code).toContain(`"${id}"`);

    // The banner's save answers the same scripts, so they load at once.
    const saved = await get(`${BASE}${path}api/nuxtapi/consent/`, {
      method: "POST",
      headers: { origin: BASE, "sec-fetch-site": "same-origin", "content-type": "application/json" },
      body: JSON.stringify({ granted: ["analytics"] }),
    });
    expect(saved.status).toBe(200);
    const answer = v.parse(ConsentAnswer, ((await saved.json()) as { data: unknown }).data);
    expect(answer.scripts.map((s) => s.id)).toEqual([TAG_MANAGER_SCRIPT_ID]);
  });

  it("a bot gets no script on a site with a container, whatever its cookie says", async () => {
    const res = await get(`${BASE}/rs/`, { headers: { ...withConsent("analytics|marketing"), "user-agent": GOOGLEBOT_UA } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("googletagmanager");
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
  });
});

describe("events from real carts and orders, per currency", () => {
  it.each([
    { site: "hr", currency: "EUR" },
    { site: "rs", currency: "RSD" },
    { site: "ba", currency: "BAM" },
  ])("$site ($currency): view_cart and purchase carry the order's prices, quantities, value, tax, shipping and number", async ({ site, currency }) => {
    expect(siteOf(site).currency).toBe(currency);
    const [a, b] = await packs(2, 3);
    const { token } = await readyToOrder({ site, lines: [[a!.vcode, 2], [b!.vcode, 1]] });

    const cart = v.parse(CartResponse, await (await api("/webshop/cart/", { token, site })).json()).data;
    const viewCart = ga4Event({ name: "view_cart", cart }, currency)!;
    expect(viewCart.ecommerce.currency).toBe(currency);
    expect(viewCart.ecommerce.items.map((i) => [i.item_id, i.price, i.quantity])).toEqual([
      [a!.code, await priceOf(a!.vcode, currency), 2],
      [b!.code, await priceOf(b!.vcode, currency), 1],
    ]);
    expect(viewCart.ecommerce.value).toBe(cart.total.total_items_total);

    const placed = await placeOrder(token, site);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = v.parse(OrderResponse, placed.body).data;
    const purchase = ga4Event({ name: "purchase", order }, currency)!;
    expect(purchase.ecommerce).toMatchObject({
      transaction_id: order.order_number,
      currency,
      value: order.total.total_items_total,
      tax: order.total.total_tax,
      shipping: order.total.total_extra_shipping,
    });
    expect(purchase.ecommerce.transaction_id).toMatch(/^ZR-\d{4}-\d+$/);
    expect(purchase.ecommerce.items.map((i) => [i.item_id, i.item_variant, i.price, i.quantity])).toEqual(order.items.map((l) => [l.product_code, l.variation_title, l.unit_price, l.quantity]));
    // Brand and category as the cart named them, in the site's language.
    expect(purchase.ecommerce.items.map((i) => [i.item_brand, i.item_category])).toEqual(viewCart.ecommerce.items.map((i) => [i.item_brand, i.item_category]));
    expect(purchase.ecommerce.items.every((i) => i.item_brand && i.item_category)).toBe(true);
    // GA4's value leaves shipping and tax out; the order's total has shipping in it.
    expect(purchase.ecommerce.value).toBe(Math.round((order.total.total - order.total.total_extra_shipping) * 100) / 100);
  });
});
