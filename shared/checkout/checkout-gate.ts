/**
 * The checkout gate (docs/behaviour/04-states.md "Checkout gate", docs/behaviour/02-screens-and-routes.md "webshop"): which checkout screens a shopper may
 * see now. Pure; the page loader feeds it what it knows and follows the answer.
 */

/** The checkout steps a tenant can configure (tenants/*.ts `checkoutSteps`). */
export type CheckoutStep = "customer" | "shipping" | "payment" | "reviewOrder";

/** Webshop screens the gate guards, and the step each belongs to. */
const STEP_OF_SCREEN = { customer: "customer", shipping: "shipping", payment: "payment", review_order: "reviewOrder" } as const;
export type GatedScreen = "login" | keyof typeof STEP_OF_SCREEN;

interface GateInput {
  screen: GatedScreen;
  steps: readonly CheckoutStep[];
  cartEmpty: boolean;
  webshopRequiresAuth: boolean;
  loggedIn: boolean;
  continueAsGuest: boolean;
}

export type GateAnswer =
  | { kind: "allow" }
  /** A step the tenant did not configure has no route. */
  | { kind: "not_found" }
  | { kind: "redirect"; to: "webshop_cart" | "webshop_login" };

export function checkoutGate(input: GateInput): GateAnswer {
  if (input.screen !== "login" && !input.steps.includes(STEP_OF_SCREEN[input.screen])) return { kind: "not_found" };
  if (input.cartEmpty) return { kind: "redirect", to: "webshop_cart" };
  if (input.screen === "login") return { kind: "allow" };
  if (input.webshopRequiresAuth && !input.loggedIn && !input.continueAsGuest) return { kind: "redirect", to: "webshop_login" };
  return { kind: "allow" };
}

/** The first configured step after `step` (the review comes last), or null after the last. */
export function nextStep(steps: readonly CheckoutStep[], step: CheckoutStep): CheckoutStep | null {
  const i = steps.indexOf(step);
  return i >= 0 && i + 1 < steps.length ? (steps[i + 1] ?? null) : null;
}

/** The webshop action (URL segment) of a step. */
export function stepAction(step: CheckoutStep): string {
  return step === "reviewOrder" ? "review-order" : step;
}
