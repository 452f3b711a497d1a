import * as v from "valibot";
import { AUTOSUBMIT_FORM_ID } from "../contract/constants";
import { CustomerField } from "../contract/account";
import { Cart } from "../contract/cart";
import { CustomerAnswer, PickupLocation } from "../contract/checkout";
import { Order, PaymentForm } from "../contract/order";
import { FormState } from "./auth";

/**
 * Checkout screens of the webshop controller (docs/behaviour/02-screens-and-routes.md "webshop"; issue 4), kinds `webshop-*`, in
 * the webshop browser chunk. Every one is visitor-bound: rendered `no-store` and noindex. Forms
 * carry their `FormState` (a refused plain post's values and errors; never card data). Paths in
 * a screen are the site's own, with its mount.
 */

/** The tenant's checkout steps in order, each with its page, and the one shown (docs/behaviour/04-states.md step order). */
export const CheckoutSteps = v.object({
  steps: v.array(v.object({ step: v.picklist(["customer", "shipping", "payment", "reviewOrder"]), path: v.string() })),
  current: v.string(),
});
export type CheckoutSteps = v.InferOutput<typeof CheckoutSteps>;

/** The hidden form the autosubmit page's inline script submits (worker/render/document.tsx). */
export { AUTOSUBMIT_FORM_ID };

/** Where a failed, canceled or unpaid order leaves the shopper (docs/behaviour/02-screens-and-routes.md webshop pages). */
export const ORDER_PROBLEMS = ["canceled", "failed_order", "failed_payment", "unconfirmed"] as const;

export const CHECKOUT_SCREENS = [
  /** `next`: the first checkout step (where logging in, or going on as a guest, leads). */
  v.object({ kind: v.literal("webshop-login"), form: FormState, next: v.string() }),
  v.object({
    kind: v.literal("webshop-customer"),
    steps: CheckoutSteps,
    customer: CustomerAnswer,
    /** The form's fields (captions, autocomplete, countries in the site's language, only those shipped to). */
    fields: v.array(CustomerField),
    form: FormState,
    /** The cart beside the form: its lines and totals, shipping estimated (issue 18). */
    cart: Cart,
  }),
  v.object({ kind: v.literal("webshop-shipping"), steps: CheckoutSteps, cart: Cart, locations: v.array(PickupLocation), form: FormState }),
  v.object({ kind: v.literal("webshop-payment"), steps: CheckoutSteps, cart: Cart, form: FormState }),
  /**
   * `quick`: the checkout of a quick order (its payment pages are the `-quick` ones). `legal`: the
   * order form's server-rendered part (worker/pages/controllers/webshop/steps.ts): the hidden
   * idempotency key (issue 14) and the site's terms and privacy pages, each a button that opens
   * its text in a popover dialog, with no script (issue 18).
   */
  v.object({ kind: v.literal("webshop-review-order"), steps: CheckoutSteps, cart: Cart, form: FormState, quick: v.boolean(), legal: v.string() }),
  /** `order`: null when the page names no order of this shopper's (the thanks still show); `form`: the account offer's. */
  v.object({ kind: v.literal("webshop-thank-you"), order: v.nullable(Order), form: FormState }),
  /** `reason`: the API's label for a refused order (failed_order). */
  v.object({
    kind: v.literal("webshop-order-problem"),
    problem: v.picklist(ORDER_PROBLEMS),
    order: v.nullable(Order),
    reason: v.nullable(v.string()),
    quick: v.boolean(),
    /** Where to go from here (`label` names the link's text), chosen by the server. */
    links: v.array(v.object({ href: v.string(), label: v.string() })),
  }),
  /** The card form of a `credit_cart_form` order: the gateway's signed fields, posted straight to it. */
  v.object({ kind: v.literal("webshop-payment-create"), order: Order, form: PaymentForm, quick: v.boolean() }),
  v.object({ kind: v.literal("webshop-payment-autosubmit"), order: v.string(), form: PaymentForm }),
  /** Another try at paying (`new_payment=1`); `error`: why the last one could not start (error_empty_payment_form). */
  v.object({ kind: v.literal("webshop-payment-new"), order: Order, error: v.nullable(v.string()), form: FormState, quick: v.boolean() }),
  v.object({ kind: v.literal("webshop-view-order"), order: Order }),
  /** A bank transfer order's slip (hr: HUB-3 with its PDF417 barcode). */
  v.object({ kind: v.literal("webshop-payment-slip"), order: Order }),
] as const;
