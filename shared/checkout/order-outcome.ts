/**
 * What happens after the shopper places an order (docs/behaviour/04-states.md "Order outcome after creation"), as
 * pure decisions: the BFF runs them for a plain form post (and answers with a redirect), the
 * browser runs the same ones after a fetch. Each step names where the shopper goes next and the
 * side effects the caller must carry out; nothing here does I/O.
 */

/** docs/behaviour/03-entities.md `payment_type`. */
export type PaymentType = null | "redirect" | "direct_credit_cart_form" | "credit_cart_form";

/** A named app URL (shared/urls.ts `appUrl`) with its query, or an absolute/site URL from the API. */
export type Destination = { name: string; query?: Record<string, string> } | { url: string };

export type Effect =
  /** Forget the order being placed. */
  | "clear_order"
  | "refetch_cart"
  /** The caller's optional failure callback. */
  | "failure_callback"
  /** Fetch the order by its `{id}-{code}` identifier. */
  | "fetch_order"
  /** Ask the API to create the payment for the order. */
  | "create_payment";

export interface Decision {
  go: Destination | null;
  effects: Effect[];
  /** A problem to log (never shown to the shopper as is). */
  log?: string;
}

/** Step 1: the answer to `POST /webshop/order/`. */
export function afterCreation(result: { success: boolean; order: string | null }): Decision {
  if (!result.success) return { go: { name: "webshop_failed_order" }, effects: ["clear_order", "refetch_cart", "failure_callback"] };
  // docs/behaviour/05-validation.md: an order fetch needs its code; without one there is nothing to fetch.
  if (!result.order) return { go: { name: "webshop_failed_order" }, effects: ["clear_order", "refetch_cart", "failure_callback"], log: "order created without an order code" };
  return { go: null, effects: ["fetch_order"] };
}

/** Step 2: the fetched order decides by its payment type. */
export function afterOrderFetched(order: { order: string; payment_type: PaymentType; redirect_url_on_created: string | null }): Decision {
  switch (order.payment_type) {
    case null:
      return { go: { name: "webshop_thank_you", query: { order_identificator: order.order } }, effects: [] };
    case "redirect":
      return { go: null, effects: ["create_payment"] };
    case "direct_credit_cart_form":
      if (!order.redirect_url_on_created) return { go: null, effects: [], log: `order ${order.order}: direct card payment without redirect_url_on_created` };
      return { go: { url: order.redirect_url_on_created }, effects: [] };
    case "credit_cart_form":
      return { go: { name: "webshop_payment_create", query: { order: order.order } }, effects: [] };
  }
}

/** The answer of create payment for a `redirect` order. */
export type CreatedPayment =
  | { form: { action: string; method: string; fields: Record<string, string> } }
  | { redirect_url: string }
  | { empty: true };

/** Step 3 (redirect type only): a hidden form to auto-submit, a URL to go to, or nothing usable. */
export function afterPaymentCreated(order: string, payment: CreatedPayment): Decision & { error?: "error_empty_payment_form" } {
  if ("form" in payment && Object.keys(payment.form.fields).length > 0) {
    return { go: { name: "webshop_payment_form_autosubmit", query: { order } }, effects: [] };
  }
  if ("redirect_url" in payment && payment.redirect_url) return { go: { url: payment.redirect_url }, effects: [] };
  return { go: { name: "webshop_payment_new", query: { order } }, effects: [], error: "error_empty_payment_form" };
}
