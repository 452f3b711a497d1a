import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { Cart } from "../../shared/contract/cart";
import { CARD_KINDS, PickupLocationsResponse } from "../../shared/contract/checkout";
import { labels, type LabelLang } from "../../commerce/seed/labels";
import { REGISTRY_SITES } from "./registry-sites";
import { round2 } from "../../shared/money";
import { add, api, db, json, packs, priceOf, visitor, SITES, siteOf, type SiteCode } from "./checkout-helpers";
import { classOfPack, ratesToday, taxIn } from "./vat-helpers";

/**
 * The cart as checkout sees it (docs/behaviour/03-entities.md): extra items for the coupon and the shipping, totals in
 * the site currency (EUR, RSD, BAM), shipping methods with their free-over thresholds, the
 * default shipping, pickup stores, payment methods of every payment_type.
 */

async function cartOf(token: string, site: SiteCode) {
  const res = await api("/webshop/cart/", { token, site });
  expect(res.status).toBe(200);
  return v.parse(v.object({ success: v.literal(true), data: Cart }), await res.json()).data;
}

async function shippingRow(site: string, code: string) {
  return (await db.prepare("SELECT price, free_over FROM shipping_methods WHERE site = ?1 AND code = ?2").bind(site, code).first<{ price: number; free_over: number | null }>())!;
}

describe("checkout totals", () => {
  // Every site of the registry; ZRNO10 is every site's coupon (commerce/seed/checkout.ts).
  it.each<[SiteCode, string]>(Object.keys(SITES).map((code) => [code, "ZRNO10"]))("on %s: items − coupon + shipping, in the site currency, to 2 decimals", async (site, coupon) => {
    const [p] = await packs(1, 2);
    const token = await visitor();
    await add(token, p!.vcode, 2, site);
    expect((await api("/webshop/coupon/", { method: "POST", token, site, body: { code: coupon } }).then(json)).success).toBe(true);
    const put = await api("/webshop/parcel/shipping/", { method: "PUT", token, site, body: { code: "delivery" } });
    expect(put.status).toBe(200);
    const cart = await cartOf(token, site);
    const currency = siteOf(site).currency;
    const items = round2(round2(await priceOf(p!.vcode, currency)) * 2);
    const discount = round2(items * 0.1);
    const delivery = await shippingRow(site, "delivery");
    const shipping = delivery.free_over !== null && items - discount >= delivery.free_over ? 0 : delivery.price;
    expect(cart.currency).toBe(currency);
    expect(cart.total.total_items_total).toBe(items);
    expect(cart.total.extraitems).toEqual([
      { type: "coupon", code: "ZRNO10", title: expect.stringContaining("ZRNO10"), amount: -discount },
      { type: "shipping", code: "delivery", title: expect.any(String), amount: shipping },
    ]);
    expect(cart.total.total_extra_shipping).toBe(shipping);
    expect(cart.total.total).toBe(round2(items - discount + shipping));
    // One product, one rate: the coupon and the shipping carry it too (docs/decisions/0015).
    const rate = (await ratesToday(db, siteOf(site).country))[await classOfPack(db, p!.vcode)];
    expect(cart.total.total_tax).toBe(taxIn(cart.total.total, rate));
    expect(cart.total.vat).toEqual([{ rate, rate_text: expect.stringMatching(/%$/), base: round2(cart.total.total - cart.total.total_tax), tax: cart.total.total_tax }]);
    expect(cart.shipping).toMatchObject({ code: "delivery", kind: "delivery", amount: shipping, location: null });
    for (const n of [cart.total.total, cart.total.total_tax, ...cart.total.extraitems.map((e) => e.amount)]) expect(round2(n)).toBe(n);
  });

  it("delivery is free from the site's threshold on (after the coupon)", async () => {
    const [p] = await packs(1, 3);
    const token = await visitor();
    const unit = round2(await priceOf(p!.vcode, "EUR"));
    const delivery = await shippingRow("hr", "delivery");
    await add(token, p!.vcode, 1);
    await api("/webshop/parcel/shipping/", { method: "PUT", token, body: { code: "delivery" } });
    expect((await cartOf(token, "hr")).total.total_extra_shipping).toBe(unit >= delivery.free_over! ? 0 : delivery.price);
    await api("/webshop/product/", { method: "PUT", token, body: { code: p!.vcode, qty: Math.ceil(delivery.free_over! / unit) } });
    const cart = await cartOf(token, "hr");
    expect(cart.total.total_extra_shipping).toBe(0);
    expect(cart.shipping_methods.find((m) => m.code === "delivery")).toMatchObject({ price: delivery.price, free_over: delivery.free_over, amount: 0 });
  });

  // Issue 18 "shipping known early": before any address or choice, the cart carries the site's
  // default method to its own country, the gap to free delivery and the total with shipping in it.
  it.each(Object.keys(SITES) as SiteCode[])("on %s: the cart estimates shipping by the site's default method, with the gap to free delivery and a delivery window", async (site) => {
    const [p] = await packs(1, 2);
    const token = await visitor();
    expect((await cartOf(token, site)).shipping_estimate).toBeNull();
    await add(token, p!.vcode, 1, site);
    const cart = await cartOf(token, site);
    const row = (await db.prepare("SELECT code, price, free_over, days_min, days_max, (SELECT country FROM checkout_settings WHERE site = ?1) AS country FROM shipping_methods WHERE site = ?1 AND is_default = 1").bind(site).first<{ code: string; price: number; free_over: number | null; days_min: number; days_max: number; country: string }>())!;
    const items = cart.total.total_items_total;
    const free = row.free_over !== null && items >= row.free_over;
    expect(cart.shipping).toBeNull();
    expect(cart.shipping_estimate).toMatchObject({
      code: row.code,
      country: row.country,
      amount: free ? 0 : row.price,
      free_over: row.free_over,
      free_gap: row.free_over === null ? null : round2(Math.max(0, row.free_over - items)),
      total: round2(items + (free ? 0 : row.price)),
    });
    const e = cart.shipping_estimate!;
    const rate = (await ratesToday(db, siteOf(site).country))[await classOfPack(db, p!.vcode)];
    expect(e.total_tax).toBe(taxIn(e.total, rate));
    expect(e.vat).toEqual([{ rate, rate_text: expect.stringMatching(/%$/), base: round2(e.total - e.total_tax), tax: e.total_tax }]);
    // The window: working days from today, never a weekend, the first day no later than the last.
    const today = new Date().toISOString().slice(0, 10);
    for (const d of [e.delivery_from, e.delivery_to]) {
      expect(d > today).toBe(row.days_min > 0);
      expect([0, 6]).not.toContain(new Date(`${d}T00:00:00Z`).getUTCDay());
    }
    expect(e.delivery_from <= e.delivery_to).toBe(true);
    // Printed by the API in the site's language, so server and browser show the same text.
    expect(e.delivery_text).toMatch(/\d/);
    expect(e.country_name).not.toBe(e.country);
    // Every method carries its own window; a chosen method replaces the default in the estimate.
    expect(cart.shipping_methods.every((m) => m.delivery_from <= m.delivery_to)).toBe(true);
    await api("/webshop/parcel/shipping/", { method: "PUT", token, site, body: { code: "parcel-locker" } });
    const chosen = await cartOf(token, site);
    if (chosen.shipping) expect(chosen.shipping_estimate).toMatchObject({ code: chosen.shipping.code, total: chosen.total.total });
  });

  it("the cart lists the site's methods: one card option (the tenant's integration), bank transfer, cash on delivery; shipping by kind", async () => {
    const token = await visitor();
    const cart = await cartOf(token, "hr");
    expect(cart.payment_methods.map((m) => m.kind)).toEqual(["card_direct", "bank_transfer", "cash_on_delivery"]);
    expect(cart.payment_methods.map((m) => m.payment_type)).toEqual(["direct_credit_cart_form", null, null]);
    expect(cart.shipping_methods.map((m) => m.kind)).toEqual(["delivery", "parcel_locker", "pickup"]);
    // Issue 18: every site shows one "Card" option, whichever integration serves it, and across
    // the sites every integration of docs/behaviour/04-states.md is some site's.
    const kinds = new Set<string>();
    for (const s of REGISTRY_SITES) {
      const methods = (await cartOf(token, s.code)).payment_methods;
      expect(methods.map((m) => m.kind), s.code).toEqual([s.card, "bank_transfer", "cash_on_delivery"]);
      expect(methods[0]!.title, s.code).toBe(labels.payment_card![s.lang as LabelLang]);
      kinds.add(methods[0]!.kind);
    }
    expect([...kinds].sort()).toEqual([...CARD_KINDS].sort());
    expect(cart).toMatchObject({ customer: null, payment_type: null, redirect_url_on_created: null, coupon: null, shipping: null, payment: null });
  });

  it("default shipping picks the site's default once, and keeps a choice made", async () => {
    const token = await visitor();
    const first = await api("/webshop/parcel/default-shipping/", { method: "POST", token, body: {} }).then(json);
    expect(first.data.shipping.code).toBe("delivery");
    await api("/webshop/parcel/shipping/", { method: "PUT", token, body: { code: "parcel-locker" } });
    const again = await api("/webshop/parcel/default-shipping/", { method: "POST", token, body: {} }).then(json);
    expect(again.data.shipping.code).toBe("parcel-locker");
  });

  it("pickup needs one of the site's stores in its country; the list is GET /webshop/location/", async () => {
    const token = await visitor();
    const stores = v.parse(PickupLocationsResponse, await api("/webshop/location/", { token }).then((r) => r.json())).data;
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((s) => s.country === "HR")).toBe(true);
    const none = await api("/webshop/parcel/shipping/", { method: "PUT", token, body: { code: "pickup" } });
    expect(none.status).toBe(400);
    expect((await json(none)).label_name).toBe("error_pickup_location_required");
    const foreign = await api("/webshop/parcel/shipping/", { method: "PUT", token, body: { code: "pickup", location: "ljubljana" } });
    expect(foreign.status).toBe(400);
    const ok = await api("/webshop/parcel/shipping/", { method: "PUT", token, body: { code: "pickup", location: stores[0]!.code } }).then(json);
    expect(ok.data.shipping).toMatchObject({ kind: "pickup", amount: 0, location: { code: stores[0]!.code } });
    expect(ok.data.total.extraitems).toContainEqual({ type: "shipping", code: "pickup", title: expect.any(String), amount: 0 });
  });

  it("unknown shipping or payment codes are refused; a payment choice sets the cart's payment_type", async () => {
    const token = await visitor();
    expect((await api("/webshop/parcel/shipping/", { method: "PUT", token, body: { code: "drone" } })).status).toBe(400);
    expect((await api("/webshop/payment/", { method: "PUT", token, body: { code: "bitcoin" } }).then(json)).label_name).toBe("error_payment_unavailable");
    // Another site's card integration is not hr's (issue 18: one card option per site).
    expect((await api("/webshop/payment/", { method: "PUT", token, body: { code: "card" } }).then(json)).label_name).toBe("error_payment_unavailable");
    for (const [site, code, type] of [["de", "card", "redirect"], ["rs", "card-form-post", "redirect"], ["hr", "card-direct", "direct_credit_cart_form"], ["at", "card-on-page", "credit_cart_form"], ["hr", "bank-transfer", null]] as const) {
      const cart = await api("/webshop/payment/", { method: "PUT", token, site, body: { code } }).then(json);
      expect(cart.data.payment_type).toBe(type);
      expect(cart.data.payment.code).toBe(code);
    }
  });

  it("every change of the choices counts as a cart change (revision)", async () => {
    const token = await visitor();
    const [p] = await packs(1);
    await add(token, p!.vcode, 1);
    const rev = async () => (await db.prepare("SELECT revision FROM carts WHERE code = ?1").bind((await cartOf(token, "hr")).shopping_cart_code).first<{ revision: number }>())!.revision;
    const r0 = await rev();
    await api("/webshop/payment/", { method: "PUT", token, body: { code: "cod" } });
    const r1 = await rev();
    await add(token, p!.vcode, 1);
    const r2 = await rev();
    expect(r1).toBeGreaterThan(r0);
    expect(r2).toBeGreaterThan(r1);
  });
});
