import { describe, expect, it } from "vitest";
import { checkoutGate, nextStep, type CheckoutStep, type GateAnswer, type GatedScreen } from "../../../shared/checkout/checkout-gate";

const ALL: CheckoutStep[] = ["customer", "shipping", "payment", "reviewOrder"];
const NO_SHIPPING: CheckoutStep[] = ["customer", "payment", "reviewOrder"];

describe("the checkout gate (spec §4)", () => {
  // screen, steps, cartEmpty, requiresAuth, loggedIn, guest → answer
  it.each<[GatedScreen, CheckoutStep[], boolean, boolean, boolean, boolean, GateAnswer]>([
    ["login", ALL, true, true, false, false, { kind: "redirect", to: "webshop_cart" }],
    ["login", ALL, false, true, false, false, { kind: "allow" }],
    ["customer", ALL, true, true, true, false, { kind: "redirect", to: "webshop_cart" }],
    ["shipping", ALL, true, false, false, false, { kind: "redirect", to: "webshop_cart" }],
    ["payment", ALL, true, false, false, false, { kind: "redirect", to: "webshop_cart" }],
    ["review_order", ALL, true, false, false, false, { kind: "redirect", to: "webshop_cart" }],
    ["customer", ALL, false, true, false, false, { kind: "redirect", to: "webshop_login" }],
    ["review_order", ALL, false, true, false, false, { kind: "redirect", to: "webshop_login" }],
    ["customer", ALL, false, true, false, true, { kind: "allow" }],
    ["customer", ALL, false, true, true, false, { kind: "allow" }],
    ["payment", ALL, false, false, false, false, { kind: "allow" }],
    ["shipping", NO_SHIPPING, false, false, true, false, { kind: "not_found" }],
    ["shipping", NO_SHIPPING, true, false, true, false, { kind: "not_found" }],
    ["payment", NO_SHIPPING, false, false, true, false, { kind: "allow" }],
  ])("%s with steps %j, empty %s, auth %s, logged in %s, guest %s", (screen, steps, cartEmpty, webshopRequiresAuth, loggedIn, continueAsGuest, expected) => {
    expect(checkoutGate({ screen, steps, cartEmpty, webshopRequiresAuth, loggedIn, continueAsGuest })).toEqual(expected);
  });

  it("the next step skips nothing configured and ends after the last", () => {
    expect(nextStep(ALL, "customer")).toBe("shipping");
    expect(nextStep(NO_SHIPPING, "customer")).toBe("payment");
    expect(nextStep(ALL, "reviewOrder")).toBeNull();
    expect(nextStep(NO_SHIPPING, "shipping")).toBeNull();
  });
});
