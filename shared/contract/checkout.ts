import * as v from "valibot";
import { NOTE_MAX } from "./constants";
import { CustomerData, isSameSitePath, Profile } from "./account";
import { envelope } from "./envelope";

/**
 * Checkout (docs/behaviour/03-entities.md "Cart", docs/behaviour/07-api.md "Webshop"; issue 4): the customer data, the shipping and payment
 * methods a site offers, coupons, card data and the site paths a payment returns to. The cart
 * (cart.ts) and the order (order.ts) are built from these. Field errors name labels, so the
 * shop shows them in its language: `errors: { field: label_name }`.
 */

// ------------------------------------------------------------------------------ customer

export const CUSTOMER_TYPES = ["webshop.customer", "webshop.guest"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export { NOTE_MAX };

/**
 * The customer data of a checkout: the account's field rules (account.ts, so profile and checkout
 * refuse the same input with the same labels) plus the order note. Whether the site ships to the
 * country is the API's check (`error_country_unavailable`).
 */
export const CustomerFields = v.object({
  ...v.omit(CustomerData, ["newsletter"]).entries,
  note: v.optional(v.pipe(v.string("validation_invalid"), v.trim(), v.maxLength(NOTE_MAX, "validation_max_length")), ""),
});
export type Customer = v.InferOutput<typeof CustomerFields>;
/** A customer as saved on the cart and the order: the profile's fields (not its id or newsletter choice) and the note. */
export const StoredCustomer = v.object({
  ...v.omit(Profile, ["id", "newsletter"]).entries,
  note: v.string(),
  /**
   * The country named in the site's language, printed by the API when it answers (never stored):
   * the browser's ICU differs from workerd's, and a name made in React would break hydration.
   */
  country_name: v.optional(v.string()),
});

/** POST /webshop/customer/: the fields and the type (default `webshop.customer`, docs/behaviour/07-api.md). */
export const CustomerBody = v.object({
  type: v.optional(v.picklist(CUSTOMER_TYPES, "validation_invalid"), "webshop.customer"),
  ...CustomerFields.entries,
});

/** GET/POST /webshop/customer/: the saved data, or what the account prefills. */
export const CustomerAnswer = v.object({
  type: v.picklist(CUSTOMER_TYPES),
  /** Saved on the cart for this checkout; null until POSTed. */
  customer: v.nullable(StoredCustomer),
  /** Logged in: the account's data to start the form with (null for guests). */
  prefill: v.nullable(v.partial(StoredCustomer)),
  /** The countries the site ships to (ISO codes). */
  countries: v.array(v.string()),
  guest_allowed: v.boolean(),
});
export type CustomerAnswer = v.InferOutput<typeof CustomerAnswer>;
export const CustomerResponse = envelope(CustomerAnswer);

/** A 400 with a label per failed field (customer, card). */
export const FieldErrors = v.object({
  success: v.literal(false),
  label_name: v.string(),
  errors: v.record(v.string(), v.string()),
});

// ------------------------------------------------------------------------------ shipping

const SHIPPING_KINDS = ["delivery", "parcel_locker", "pickup"] as const;
export const ShippingMethod = v.object({
  code: v.string(),
  kind: v.picklist(SHIPPING_KINDS),
  title: v.string(),
  description: v.string(),
  /** The method's price in the site currency. */
  price: v.number(),
  /** Items worth at least this (after a coupon) ship free; null: never free. */
  free_over: v.nullable(v.number()),
  /** What this cart would pay for it now. */
  amount: v.number(),
  is_default: v.boolean(),
  /** Expected arrival, ISO days (UTC): the method's working days from today, or from the order's day. */
  delivery_from: v.string(),
  delivery_to: v.string(),
  /** The same window in the site's language ("Fri 27 – Mon 30 Nov"), printed by the API for server and browser alike. */
  delivery_text: v.string(),
});
export type ShippingMethod = v.InferOutput<typeof ShippingMethod>;

/**
 * Tax classes of products (migration 0019): the VAT table has a rate per country for each
 * (docs/decisions/0015-food-shop-rules.md "VAT").
 */
export const TAX_CLASSES = ["food_basic", "food", "drinks", "supplements", "cosmetics"] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/**
 * The VAT `total` contains at one rate (a fraction: 0.095 is 9.5 %): `base` + `tax` is the gross
 * at that rate, shipping and a coupon shared in proportion to the goods' value. `rate_text` is the
 * rate printed in the site's locale by the API ("9,5 %"), so server and browser show the same text.
 */
export const VatLine = v.object({ rate: v.number(), rate_text: v.string(), base: v.number(), tax: v.number() });
export type VatLine = v.InferOutput<typeof VatLine>;

/**
 * What shipping will cost before the shopper chose a method or gave an address (issue 18): the
 * chosen method, else the site's default one, to the site's default country. `free_gap` is what
 * the items (after a coupon) lack for free shipping (0 once reached; null when it is never free);
 * `total` the cart's total with this shipping in it and `total_tax` the VAT that total contains.
 */
export const ShippingEstimate = v.object({
  ...ShippingMethod.entries,
  country: v.string(),
  /** The country's name in the site's language. */
  country_name: v.string(),
  free_gap: v.nullable(v.number()),
  total: v.number(),
  total_tax: v.number(),
  /** `total_tax` per rate, as the cart's `vat`. */
  vat: v.array(VatLine),
});
export type ShippingEstimate = v.InferOutput<typeof ShippingEstimate>;

/** A store where a `pickup` order is collected (GET /webshop/location/). */
export const PickupLocation = v.object({
  code: v.string(),
  title: v.string(),
  address: v.string(),
  postcode: v.string(),
  city: v.string(),
  country: v.string(),
  phone: v.string(),
});
export type PickupLocation = v.InferOutput<typeof PickupLocation>;
export const PickupLocationsResponse = envelope(v.array(PickupLocation));

export const ChosenShipping = v.object({ ...ShippingMethod.entries, location: v.nullable(PickupLocation) });
export type ChosenShipping = v.InferOutput<typeof ChosenShipping>;

/** PUT /webshop/parcel/shipping/: a method, and the store for `pickup`. */
export const ShippingChoice = v.strictObject({
  code: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,40}$/)),
  location: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,60}$/))),
  lang: v.optional(v.string()),
});

// ------------------------------------------------------------------------------ payment

/** docs/behaviour/03-entities.md `payment_type`: null pays offline (bank transfer, cash on delivery). */
const PAYMENT_TYPES = ["redirect", "direct_credit_cart_form", "credit_cart_form"] as const;
export const PaymentType = v.nullable(v.picklist(PAYMENT_TYPES));
export type PaymentType = v.InferOutput<typeof PaymentType>;

/**
 * What the API does for a method: bank_transfer → payment slip; cash_on_delivery → nothing;
 * card_redirect → create payment answers a gateway URL; card_autosubmit → a hidden form to
 * auto-submit; card_direct → card data goes with the order and the API charges it;
 * card_form → the payment-create page shows a card form posting to the gateway.
 * A site offers one card method, of the kind its tenant file's `sales.card` names (issue 18).
 */
export const CARD_KINDS = ["card_redirect", "card_autosubmit", "card_direct", "card_form"] as const;
export type CardKind = (typeof CARD_KINDS)[number];
const PAYMENT_KINDS = ["bank_transfer", "cash_on_delivery", ...CARD_KINDS] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PaymentMethod = v.object({
  code: v.string(),
  kind: v.picklist(PAYMENT_KINDS),
  payment_type: PaymentType,
  title: v.string(),
  description: v.string(),
  is_default: v.boolean(),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>;

export const PaymentChoice = v.strictObject({ code: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,40}$/)), lang: v.optional(v.string()) });

// ------------------------------------------------------------------------------ coupon

export const CouponCode = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{2,40}$/, "error_coupon_invalid_code"));
/**
 * A coupon code sent to apply, save or drop a coupon. The code is checked against CouponCode
 * apart, after the body: a badly written code is a refusal the cart shows
 * (`error_coupon_invalid_code`), not a 400.
 */
export const CouponBody = v.object({ code: v.string(), lang: v.optional(v.string()) });

/** Why an applied coupon gives nothing now (the cart keeps it so the shopper sees why). */
const COUPON_REFUSALS = ["error_coupon_invalid_code", "error_coupon_min_amount", "error_coupon_already_used"] as const;

/** The coupon on the cart. `amount` is what it takes off (≤ 0); 0 while it does not apply. */
export const CartCoupon = v.object({
  code: v.string(),
  title: v.string(),
  kind: v.picklist(["percent", "fixed"]),
  value: v.number(),
  amount: v.number(),
  min_amount: v.nullable(v.number()),
  expires_at: v.nullable(v.string()),
  /** null while it applies; otherwise the reason it does not. */
  label_name: v.nullable(v.picklist(COUPON_REFUSALS)),
});
export type CartCoupon = v.InferOutput<typeof CartCoupon>;

/**
 * POST /webshop/coupon/ answers HTTP 200 either way (docs/behaviour/05-validation.md reads the label): applied →
 * `success: true` with the coupon; refused → `success` false, `label_name`, and for the minimum
 * `data.min_amount` in the site currency.
 */
export const CouponAnswer = v.object({
  success: v.boolean(),
  data: v.nullable(v.object({ coupon: v.nullable(CartCoupon), min_amount: v.optional(v.number()), currency: v.optional(v.string()) })),
  label_name: v.optional(v.nullable(v.string())),
});

// ------------------------------------------------------------------------------ payment returns

/** A path on the shop's own site the gateway sends the browser back to (account.ts's rule). */
export const SitePath = v.pipe(v.string("error_return_path_invalid"), v.check(isSameSitePath, "error_return_path_invalid"));

export const ReturnPaths = v.object({ ok_path: SitePath, cancel_path: SitePath, fail_path: SitePath });
export type ReturnPaths = v.InferOutput<typeof ReturnPaths>;

// ------------------------------------------------------------------------------ card

/** The names of the card inputs the payment-create page adds to the gateway's form. */
export const CARD_FIELDS = ["card_number", "card_exp_month", "card_exp_year", "card_cvc", "card_holder"] as const;

/** Luhn (ISO/IEC 7812): every card number's last digit checks the others. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const CardNumber = v.pipe(
  v.string("error_card_number_invalid"),
  v.transform((s) => s.replace(/[\s-]/g, "")),
  v.check(luhnValid, "error_card_number_invalid"),
);
const Digits = (re: RegExp, label: string) => v.pipe(v.union([v.string(), v.number()], label), v.transform(String), v.trim(), v.regex(re, label));

export const CardInput = v.strictObject({
  card_number: CardNumber,
  card_exp_month: v.pipe(Digits(/^(0?[1-9]|1[0-2])$/, "error_card_expiry_invalid"), v.transform(Number)),
  card_exp_year: v.pipe(Digits(/^(\d{2}|\d{4})$/, "error_card_expiry_invalid"), v.transform((s) => (s.length === 2 ? 2000 + Number(s) : Number(s)))),
  card_cvc: Digits(/^\d{3,4}$/, "error_card_cvc_invalid"),
  card_holder: v.pipe(v.string("error_card_holder_required"), v.trim(), v.nonEmpty("error_card_holder_required"), v.maxLength(60, "validation_max_length")),
});
export type CardInput = v.InferOutput<typeof CardInput>;

/** A card is valid through the last day of its expiry month. */
export function cardExpired(card: Pick<CardInput, "card_exp_month" | "card_exp_year">, now: Date): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return card.card_exp_year < y || (card.card_exp_year === y && card.card_exp_month < m) || card.card_exp_year > y + 20;
}

/** Card data checked as a gateway would: fields by label, Luhn, expiry. */
export function checkCard(raw: unknown, now: Date): { ok: true; card: CardInput } | { ok: false; errors: Record<string, string> } {
  const parsed = v.safeParse(CardInput, raw);
  if (!parsed.success) return { ok: false, errors: fieldErrorMap(parsed.issues) };
  if (cardExpired(parsed.output, now)) return { ok: false, errors: { card_exp_year: "error_card_expired" } };
  return { ok: true, card: parsed.output };
}

const missingOrInvalid = (issue: v.BaseIssue<unknown>) => (issue.input === undefined ? "validation_required" : "validation_invalid");

/**
 * valibot issues → `{ field: label }`, the first label per field (messages are label names; an
 * issue whose message is not one gets `fallback`'s). An issue of the whole input counts under
 * `whole`. The one rule of the API's and the BFF's field errors.
 */
export function fieldErrorMap(issues: readonly v.BaseIssue<unknown>[], whole = "body", fallback: (issue: v.BaseIssue<unknown>) => string = missingOrInvalid): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? whole;
    if (!(key in out)) out[key] = /^[a-z][a-z0-9_]{2,60}$/.test(issue.message) ? issue.message : fallback(issue);
  }
  return out;
}

// ------------------------------------------------------------------------------ order body

/**
 * POST /webshop/order/. Card data and the return paths only for a `direct_credit_cart_form`
 * method: the API charges the card through the gateway and answers where to go
 * (`redirect_url_on_created`: ok_path when paid, fail_path when declined).
 */
export const OrderCreateBody = v.strictObject({
  card: v.optional(v.unknown()),
  ok_path: v.optional(SitePath),
  fail_path: v.optional(SitePath),
  cancel_path: v.optional(SitePath),
  lang: v.optional(v.string()),
});

/**
 * The checkout page's idempotency key for POST /webshop/order/, sent as the `Idempotency-Key`
 * header (IETF draft-ietf-httpapi-idempotency-key-header): 16–64 URL-safe characters, a random
 * UUID in practice. One key makes at most one order; the same key again answers that order
 * (docs/decisions/0017-orders-never-lost-or-doubled.md). `GET /webshop/order/key/{key}/` finds it.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** POST /webshop/abandonment/: the e-mail the cart was left with. */
export const AbandonmentBody = v.strictObject({
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email("error_email_invalid")),
  /** The shopper's marketing consent (the storefront's consent cookie): no consent, no reminder. */
  marketing: v.optional(v.boolean()),
  lang: v.optional(v.string()),
});
