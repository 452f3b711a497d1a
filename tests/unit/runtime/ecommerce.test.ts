import { describe, expect, it } from "vitest";
import { ga4Event, itemOfCard, itemOfDetail, itemOfLine, money, valueOf, type CartLike, type CartLineLike, type CardLike, type OrderLike } from "../../../client/analytics/ga4";
import { PURCHASES_KEY, pushEvent } from "../../../client/runtime/ecommerce";
import { siteScripts, tagManagerScript, TAG_MANAGER_SCRIPT_ID } from "../../../shared/tag-manager";
import { withTagHosts } from "../../../worker/edge/security-headers";

/**
 * The consented e-commerce events (docs/decisions/0023-consented-ecommerce-events.md): the shop's
 * products, cart lines and orders as GA4's item shape and event parameters, in each site's
 * currency; the push onto the dataLayer and a purchase reported once per order; the tag
 * container's script and CSP hosts.
 */

const card = (over: Partial<CardLike> = {}): CardLike => ({
  code: "ZR-0101",
  title: "Zobene pahuljice",
  manufacturer_title: "Zrno",
  category_title: "Žitarice",
  price_custom: 2.49,
  basic_price_custom: 2.99,
  unitd_qty: 500,
  unitd_unit: "g",
  ...over,
});

function line(code: string, unit: number, qty: number, discount = 0) {
  return { item: { code, title: `Proizvod ${code}`, manufacturer_title: "Zrno", category_title: "Žitarice" }, variation_title: "500 g", unit_price: unit, discount_amount: discount, quantity: qty };
}

const cartOf = (currency: string, lines: CartLineLike[], coupon: string | null = null): CartLike => ({ currency, parcels: [{ items: lines }], coupon: coupon ? { code: coupon } : null });

function order(currency: string, over: Partial<OrderLike> = {}): OrderLike {
  return {
    order_number: "ZR-2026-000123",
    currency,
    items: [
      { shopping_cart_code: "V-1", product_code: "ZR-0101", title: "Zobene pahuljice", variation_title: "500 g", quantity: 2, unit_price: 2.49, discount_amount: 1, line_total: 4.98, manufacturer_title: "Zrno", category_title: "Žitarice" },
      { shopping_cart_code: "V-2", product_code: "ZR-0202", title: "Med", variation_title: "250 g", quantity: 1, unit_price: 6.9, discount_amount: 0, line_total: 6.9 },
    ],
    total: { total_tax: 1.03, total_extra_shipping: 3.5, extraitems: [{ type: "shipping", code: "delivery", title: "Dostava", amount: 3.5 }] },
    ...over,
  };
}

/** A Storage in memory. */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe("GA4 item shape", () => {
  it("a card: id, name, brand, category, package as variant, the price paid and the unit discount, its place in the list", () => {
    expect(itemOfCard(card(), 1, { id: "/proizvodi/zitarice/", name: "Žitarice", offset: 24 }, 3)).toEqual({
      item_id: "ZR-0101",
      item_name: "Zobene pahuljice",
      item_brand: "Zrno",
      item_category: "Žitarice",
      item_variant: "500 g",
      price: 2.49,
      discount: 0.5,
      quantity: 1,
      index: 27,
      item_list_id: "/proizvodi/zitarice/",
      item_list_name: "Žitarice",
    });
  });

  it("no discount field without a reduction, no list fields outside a list", () => {
    const item = itemOfCard(card({ basic_price_custom: 2.49 }), 2);
    expect(item).not.toHaveProperty("discount");
    expect(item).not.toHaveProperty("item_list_id");
    expect(item).not.toHaveProperty("index");
    expect(item.quantity).toBe(2);
  });

  it("the product page's chosen package is the variant", () => {
    expect(itemOfDetail(card(), { title: "1 kg", price_custom: 4.2, basic_price_custom: 4.2 }, 3)).toEqual({
      item_id: "ZR-0101",
      item_name: "Zobene pahuljice",
      item_brand: "Zrno",
      item_category: "Žitarice",
      item_variant: "1 kg",
      price: 4.2,
      quantity: 3,
    });
  });

  it("a cart line's discount is per unit", () => {
    expect(itemOfLine(line("ZR-1", 10, 4, 2))).toMatchObject({ item_id: "ZR-1", price: 10, discount: 0.5, quantity: 4, item_variant: "500 g" });
  });
});

describe("GA4 events in each site's currency", () => {
  // Prices as the three price lists write them: EUR cents, RSD and BAM with their own magnitudes.
  it.each([
    { currency: "EUR", lines: [line("A", 2.49, 2), line("B", 6.9, 1)], value: 11.88 },
    { currency: "RSD", lines: [line("A", 289.99, 3), line("B", 1450, 1)], value: 2319.97 },
    { currency: "BAM", lines: [line("A", 4.87, 2), line("B", 13.49, 3)], value: 50.21 },
  ])("$currency: view_cart's value is Σ price × quantity, in the cart's currency", ({ currency, lines, value }) => {
    const e = ga4Event({ name: "view_cart", cart: cartOf(currency, lines) }, "XXX");
    expect(e?.ecommerce.currency).toBe(currency);
    expect(e?.ecommerce.value).toBe(value);
    expect(e?.ecommerce.items.map((i) => [i.item_id, i.price, i.quantity, i.index])).toEqual(lines.map((l, i) => [l.item.code, l.unit_price, l.quantity, i]));
  });

  it("add_to_cart from a card: the quantity added, the value of it, the site's currency, the list it came from", () => {
    const e = ga4Event({ name: "add_to_cart", source: { kind: "card", product: card({ price_custom: 289.99, basic_price_custom: 289.99 }), list: { id: "home-offers", name: "Akcije" }, index: 0 }, quantity: 3 }, "RSD");
    expect(e).toEqual({
      event: "add_to_cart",
      ecommerce: {
        currency: "RSD",
        value: 869.97,
        items: [{ item_id: "ZR-0101", item_name: "Zobene pahuljice", item_brand: "Zrno", item_category: "Žitarice", item_variant: "500 g", price: 289.99, quantity: 3, index: 0, item_list_id: "home-offers", item_list_name: "Akcije" }],
      },
    });
  });

  it("remove_from_cart carries the quantity taken out, not the line's", () => {
    const e = ga4Event({ name: "remove_from_cart", source: { kind: "line", line: line("A", 4.87, 5) }, quantity: 2 }, "BAM");
    expect(e?.ecommerce).toMatchObject({ currency: "BAM", value: 9.74, items: [{ item_id: "A", quantity: 2, price: 4.87 }] });
    expect(ga4Event({ name: "add_to_cart", source: { kind: "line", line: line("A", 1, 1) }, quantity: 0 }, "EUR")).toBeNull();
  });

  it("a cart line set to a new quantity is the difference added or removed; a package put back is priced as the cart has it", () => {
    const l = line("A", 2.5, 3);
    expect(ga4Event({ name: "line_quantity", line: l, quantity: 5 }, "EUR")).toMatchObject({ event: "add_to_cart", ecommerce: { value: 5, items: [{ item_id: "A", quantity: 2 }] } });
    expect(ga4Event({ name: "line_quantity", line: l, quantity: 0 }, "EUR")).toMatchObject({ event: "remove_from_cart", ecommerce: { value: 7.5, items: [{ item_id: "A", quantity: 3 }] } });
    expect(ga4Event({ name: "line_quantity", line: l, quantity: 3 }, "EUR")).toBeNull();
    const cart = cartOf("RSD", [{ ...line("B", 1450, 2), shopping_cart_code: "B-500" }]);
    expect(ga4Event({ name: "line_added", cart, code: "B-500", quantity: 1 }, "RSD")).toMatchObject({ event: "add_to_cart", ecommerce: { currency: "RSD", value: 1450, items: [{ item_id: "B", quantity: 1, price: 1450 }] } });
    expect(ga4Event({ name: "line_added", cart, code: "X", quantity: 1 }, "RSD")).toBeNull();
  });

  it("select_item names the card's list and place", () => {
    expect(ga4Event({ name: "select_item", source: { kind: "card", product: card(), list: { id: "related", name: "Žitarice" }, index: 2 } }, "BAM")?.ecommerce).toMatchObject({
      currency: "BAM",
      item_list_id: "related",
      items: [{ item_id: "ZR-0101", index: 2, item_list_name: "Žitarice" }],
    });
  });

  it("view_item_list lists every card with its position; an empty list reports nothing", () => {
    const e = ga4Event({ name: "view_item_list", list: { id: "/proizvodi/", name: "Proizvodi", offset: 0 }, products: [card(), card({ code: "ZR-2" })] }, "EUR");
    expect(e?.ecommerce).toMatchObject({ currency: "EUR", item_list_id: "/proizvodi/", item_list_name: "Proizvodi" });
    expect(e?.ecommerce.items.map((i) => [i.item_id, i.index, i.item_list_id])).toEqual([["ZR-0101", 0, "/proizvodi/"], ["ZR-2", 1, "/proizvodi/"]]);
    expect(e?.ecommerce).not.toHaveProperty("value");
    expect(ga4Event({ name: "view_item_list", list: { id: "x", name: "x" }, products: [] }, "EUR")).toBeNull();
  });

  it("checkout steps carry the coupon, the shipping tier and the payment type", () => {
    const cart = cartOf("EUR", [line("A", 10, 1)], "ZRNO10");
    expect(ga4Event({ name: "begin_checkout", cart }, "EUR")?.ecommerce).toMatchObject({ value: 10, coupon: "ZRNO10" });
    expect(ga4Event({ name: "view_cart", cart }, "EUR")?.ecommerce).not.toHaveProperty("coupon");
    expect(ga4Event({ name: "add_shipping_info", cart, shippingTier: "Dostava na adresu" }, "EUR")?.ecommerce).toMatchObject({ shipping_tier: "Dostava na adresu", coupon: "ZRNO10" });
    expect(ga4Event({ name: "add_payment_info", cart, paymentType: "Bankovna uplata" }, "EUR")?.ecommerce).toMatchObject({ payment_type: "Bankovna uplata" });
  });

  it("purchase: the readable order number, value without shipping or tax, tax, shipping and the coupon; brand and category where the product is still there", () => {
    const withCoupon = order("EUR", { total: { total_tax: 1.03, total_extra_shipping: 3.5, extraitems: [{ type: "coupon", code: "ZRNO10", title: "ZRNO10", amount: -1.19 }] } });
    expect(ga4Event({ name: "purchase", order: withCoupon }, "EUR")).toEqual({
      event: "purchase",
      ecommerce: {
        transaction_id: "ZR-2026-000123",
        currency: "EUR",
        value: 11.88,
        items: [
          { item_id: "ZR-0101", item_name: "Zobene pahuljice", item_brand: "Zrno", item_category: "Žitarice", item_variant: "500 g", price: 2.49, discount: 0.5, quantity: 2, index: 0 },
          { item_id: "ZR-0202", item_name: "Med", item_variant: "250 g", price: 6.9, quantity: 1, index: 1 },
        ],
        tax: 1.03,
        shipping: 3.5,
        coupon: "ZRNO10",
      },
    });
    expect(ga4Event({ name: "purchase", order: order("RSD") }, "RSD")?.ecommerce).not.toHaveProperty("coupon");
  });

  it("amounts keep two decimals whatever the floating point sum", () => {
    expect(money(0.1 + 0.2)).toBe(0.3);
    expect(valueOf([{ item_id: "a", item_name: "a", price: 0.1, quantity: 3 }])).toBe(0.3);
  });
});

describe("the push", () => {
  it("clears the last ecommerce object, then pushes the event", () => {
    const w = {} as Window;
    expect(pushEvent(w, { name: "view_item", product: card(), variation: { title: "500 g", price_custom: 2.49, basic_price_custom: 2.49 } }, "EUR", memoryStorage())).toBe(true);
    expect(w.dataLayer).toEqual([{ ecommerce: null }, { event: "view_item", ecommerce: { currency: "EUR", value: 2.49, items: [expect.objectContaining({ item_id: "ZR-0101" })] } }]);
  });

  it("a purchase goes once per order: a reload of the thank-you page reports nothing again", () => {
    const storage = memoryStorage();
    const first = {} as Window;
    expect(pushEvent(first, { name: "purchase", order: order("BAM") }, "BAM", storage)).toBe(true);
    const reloaded = {} as Window;
    expect(pushEvent(reloaded, { name: "purchase", order: order("BAM") }, "BAM", storage)).toBe(false);
    expect(reloaded.dataLayer).toBeUndefined();
    expect(JSON.parse(storage.getItem(PURCHASES_KEY) ?? "[]")).toEqual(["ZR-2026-000123"]);
    expect(pushEvent(reloaded, { name: "purchase", order: order("BAM", { order_number: "ZR-2026-000124" }) }, "BAM", storage)).toBe(true);
  });

  it("nothing to report pushes nothing", () => {
    const w = {} as Window;
    expect(pushEvent(w, { name: "view_cart", cart: cartOf("EUR", []) }, "EUR", memoryStorage())).toBe(false);
    expect(w.dataLayer).toBeUndefined();
  });
});

describe("the tag container", () => {
  it("its loader is an analytics script that reloads on change, with the container id", () => {
    const s = tagManagerScript("GTM-P4ZR9RS");
    expect(s).toMatchObject({ id: TAG_MANAGER_SCRIPT_ID, category: "analytics", reloadOnChange: true });
    expect(s.code).toContain('"GTM-P4ZR9RS"');
    expect(s.code).toContain("https://www.googletagmanager.com/gtm.js?id=");
  });

  it("an id that is not a container's is never written into code", () => {
    expect(() => tagManagerScript('GTM-1");alert(1);//')).toThrow(/not a tag container id/);
  });

  it("a site without a container has only its own scripts", () => {
    expect(siteScripts({})).toEqual([]);
    expect(siteScripts({ scripts: [{ id: "analytics", category: "analytics", src: "/scripts/analytics.js" }] }).map((s) => s.id)).toEqual(["analytics"]);
    expect(siteScripts({ tagContainer: "GTM-W2ZR5BA" }).map((s) => s.id)).toEqual([TAG_MANAGER_SCRIPT_ID]);
  });

  it("the CSP gains the tag hosts in script-src, img-src and connect-src only; the nonce and 'strict-dynamic' stay", () => {
    const csp = "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'; img-src 'self' data:; connect-src 'self'; form-action 'self'";
    expect(withTagHosts(csp)).toBe(
      "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic' https://*.googletagmanager.com; img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com; connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com; form-action 'self'",
    );
  });
});
