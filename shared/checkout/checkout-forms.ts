import * as v from "valibot";
import { CARD_FIELDS, CUSTOMER_TYPES, CouponCode, CustomerFields, IDEMPOTENCY_KEY } from "../contract/checkout";

/**
 * The checkout forms as the browser sends them (issue 4): every field a string, the way a plain
 * form posts it (the JSON path sends the same names, ticked checkboxes as "1"). Messages are
 * label names, so a refused field reads in the site's language; the customer fields reuse the
 * API's own rules (shared/contract/checkout.ts), so both refuse the same input with the same
 * label. Unknown fields are refused (no mass assignment); `_back`, `_method` are the form's own.
 */

const REQUIRED = "validation_required";

export const CustomerForm = v.strictObject({ type: v.picklist(CUSTOMER_TYPES, "validation_invalid"), ...CustomerFields.entries }, REQUIRED);
export type CustomerForm = v.InferOutput<typeof CustomerForm>;

/**
 * `location` names the store of a `pickup` method (the API refuses pickup without one). A form
 * with no method chosen is asked to choose one; a method the site does not know is unavailable.
 */
export const ShippingForm = v.strictObject({
  code: v.pipe(v.optional(v.string(), ""), v.minLength(1, "error_checkout_shipping_missing"), v.regex(/^[a-z0-9_-]{1,40}$/, "error_shipping_unavailable")),
  location: v.optional(v.pipe(v.string(), v.transform((s) => s || undefined), v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,60}$/, "error_pickup_location_required"))))),
}, "error_shipping_unavailable");

/** As ShippingForm's code: none chosen is asked for, an unknown one is unavailable. */
export const PaymentForm = v.strictObject({
  code: v.pipe(v.optional(v.string(), ""), v.minLength(1, "error_checkout_payment_missing"), v.regex(/^[a-z0-9_-]{1,40}$/, "error_payment_unavailable")),
}, "error_payment_unavailable");

export const CouponForm = v.strictObject({ code: v.optional(v.string(), "") }, REQUIRED);
/** The code to apply: as the API spells its rule, so a malformed code reads as an unknown one (docs/behaviour/05-validation.md). */
export const CouponToApply = CouponCode;

/**
 * A box that must be ticked: "1" from our JSON client, "on" from a browser without a value
 * attribute. An unticked box is not sent at all: the default "" makes that a refusal too.
 */
const Ticked = v.pipe(v.optional(v.string("validation_terms"), ""), v.picklist(["1", "on", "true"], "validation_terms"));

/** Card inputs as typed; the card rules (Luhn, expiry) run where a card is needed (card.ts). */
const CardText = v.optional(v.pipe(v.string(), v.maxLength(80, "validation_max_length")));
const CARD_INPUTS = {
  card_number: CardText,
  card_exp_month: CardText,
  card_exp_year: CardText,
  card_cvc: CardText,
  card_holder: CardText,
  /** The shop's own card form asks for the expiry in one MM/YY input (issue 18); cardFieldsOf splits it. */
  card_exp: CardText,
} satisfies Record<(typeof CARD_FIELDS)[number] | "card_exp", unknown>;
const Quick = v.optional(v.picklist(["1"], "validation_invalid"));

/**
 * "Place order": the terms must be ticked; card fields come only with a direct card payment.
 * `quick` marks an order from the quick order (its payment pages are the `-quick` ones).
 * `idempotency_key`: the review page's key (a hidden field the server renders), sent to the API
 * as `Idempotency-Key` (docs/decisions/0017-orders-never-lost-or-doubled.md).
 */
const IdempotencyKey = v.pipe(v.string(), v.regex(IDEMPOTENCY_KEY, "validation_invalid"));
export const PlaceOrderForm = v.strictObject({ accept_terms: Ticked, quick: Quick, idempotency_key: v.optional(IdempotencyKey), ...CARD_INPUTS }, REQUIRED);

/** A new try at paying an order (payment-new): the order, and card fields for a direct card order. */
export const OrderPaymentForm = v.strictObject({
  order: v.pipe(v.string("error_order_not_found"), v.regex(/^[1-9]\d{0,11}-[a-z0-9]{10}$/, "error_order_not_found")),
  quick: Quick,
  ...CARD_INPUTS,
}, REQUIRED);

/**
 * The card fields of a submission, as typed (for the API's card check). One `card_exp` input
 * ("MM/YY", "MM / YYYY", "MMYY") becomes card_exp_month and card_exp_year; one that reads as
 * neither leaves both empty, so the card check refuses the expiry.
 */
export function cardFieldsOf(fields: Partial<Record<(typeof CARD_FIELDS)[number] | "card_exp", string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of CARD_FIELDS) out[f] = fields[f] ?? "";
  if (fields.card_exp !== undefined) {
    const m = /^\s*(\d{1,2})\s*[/.-]?\s*(\d{2}|\d{4})\s*$/.exec(fields.card_exp.length === 4 && /^\d{4}$/.test(fields.card_exp) ? `${fields.card_exp.slice(0, 2)}/${fields.card_exp.slice(2)}` : fields.card_exp);
    out.card_exp_month = m?.[1] ?? "";
    out.card_exp_year = m?.[2] ?? "";
  }
  return out;
}

/** Card errors as the shopper's form names its inputs: the month's and year's go to the one MM/YY input. */
export function cardErrorsFor(errors: Record<string, string>, oneExpiry: boolean): Record<string, string> {
  if (!oneExpiry) return errors;
  const out: Record<string, string> = {};
  for (const [k, label] of Object.entries(errors)) out[k === "card_exp_month" || k === "card_exp_year" ? "card_exp" : k] ??= label;
  return out;
}

export const ContinueAsGuestForm = v.strictObject({}, REQUIRED);

/** The thank-you page's "create my account" (issue 18): the order it is made from, by its `{id}-{code}`. */
export const OrderAccountForm = v.strictObject({
  order_identificator: v.pipe(v.string("error_order_not_found"), v.regex(/^[1-9]\d{0,11}-[a-z0-9]{10}$/, "error_order_not_found")),
});
