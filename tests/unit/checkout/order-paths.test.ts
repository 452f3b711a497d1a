import { describe, expect, it } from "vitest";
import { refetchAfterCoupon } from "../../../shared/checkout/coupon-rule";
import { destinationUrl, orderOfQuery, returnPaths, withOrder } from "../../../shared/checkout/order-paths";
import type { RouteWords } from "../../../shared/route-words";

const words = { webshop: "webshop", orders: "narudzbe", auth: "korisnik", catalog: "proizvodi" } as RouteWords;
const hr = { basePath: "", routeWords: words };
const de = { basePath: "/de", routeWords: { ...words, orders: "bestellen" } };
const ORDER = "17-ab12cd34ef";

describe("the order's pages and return paths", () => {
  it.each([
    ["order_identificator=17-ab12cd34ef", ORDER],
    ["order=17-ab12cd34ef", ORDER],
    ["order=17-AB12CD34EF", null],
    ["order=0-ab12cd34ef", null],
    ["order=17-ab12cd34ef/../x", null],
    ["", null],
  ])("?%s names %s", (query, expected) => {
    expect(orderOfQuery(new URLSearchParams(query))).toBe(expected);
  });

  it("return paths carry the site's mount and the order; the quick order cancels to its own page", () => {
    expect(returnPaths(de, ORDER)).toEqual({
      ok_path: `/de/webshop/thank-you/?order_identificator=${ORDER}`,
      cancel_path: `/de/webshop/canceled/?order=${ORDER}`,
      fail_path: `/de/webshop/failed-payment/?order=${ORDER}`,
    });
    expect(returnPaths(hr, ORDER, true).cancel_path).toBe(`/webshop/payment-canceled-quick/?order=${ORDER}`);
    expect(returnPaths(hr, null)).toEqual({ ok_path: "/webshop/thank-you/", cancel_path: "/webshop/canceled/", fail_path: "/webshop/failed-payment/" });
  });

  it.each([
    ["/de/webshop/thank-you/", `/de/webshop/thank-you/?order_identificator=${ORDER}`],
    ["/webshop/failed-payment/", `/webshop/failed-payment/?order=${ORDER}`],
    [`/webshop/failed-payment/?order=${ORDER}`, `/webshop/failed-payment/?order=${ORDER}`],
    ["https://evil.example/x", "https://evil.example/x"],
  ])("a return path without its order (%s) gets it: %s", (path, expected) => {
    expect(withOrder(path, ORDER)).toBe(expected);
  });
});

describe("a decision's destination", () => {
  it("a named page is this site's, the quick order's own where it has one", () => {
    expect(destinationUrl(de, { name: "webshop_payment_create", query: { order: ORDER } })).toBe(`/de/webshop/payment-create/?order=${ORDER}`);
    expect(destinationUrl(de, { name: "webshop_payment_create", query: { order: ORDER } }, { quick: true })).toBe(`/de/webshop/payment-create-quick/?order=${ORDER}`);
    expect(destinationUrl(hr, { name: "webshop_thank_you" }, { quick: true })).toBe("/webshop/thank-you/");
  });

  // An API answer is followed only to a path of this site or to the payment gateway's origin.
  it.each([
    ["/_gateway/pay/?a=1", null, "/_gateway/pay/?a=1"],
    ["https://pay.example.com/pay/?a=1", "https://pay.example.com", "https://pay.example.com/pay/?a=1"],
    ["https://pay.example.com/pay/", null, null],
    ["http://pay.example.com/pay/", "https://pay.example.com", null],
    ["//evil.example/x", null, null],
    ["/\\evil.example/x", null, null],
    ["https://evil.example/", "https://pay.example.com", null],
    ["javascript:alert(1)", "https://pay.example.com", null],
    ["data:text/html,x", null, null],
  ])("%s (gateway %s) → %s", (url, gateway, expected) => {
    expect(destinationUrl(hr, { url }, { gatewayOrigin: gateway })).toBe(expected);
  });
});

describe("coupon added (spec §5)", () => {
  it.each([
    ["coupon_applied", true],
    ["error_coupon_min_amount", true],
    ["error_coupon_already_used", true],
    ["error_generic_text", true],
    ["error_coupon_invalid_code", false],
  ])("answer %s → refetch the cart: %s", (label, refetch) => {
    expect(refetchAfterCoupon(label)).toBe(refetch);
  });
});
