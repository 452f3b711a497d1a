import * as v from "valibot";
import { CartTotal } from "./cart";
import { ChosenShipping, CUSTOMER_TYPES, PaymentMethod, PaymentType, StoredCustomer } from "./checkout";
import { envelope } from "./envelope";

/**
 * Orders (docs/behaviour/03-entities.md "Order", docs/behaviour/04-states.md "Order outcome after creation", docs/behaviour/07-api.md "Webshop"; issue 4). An order is
 * named `{id}-{code}` (`order_identificator`): the id counts, the code is random so ids cannot be
 * walked. Only its owner reads or pays it: the visitor token that placed it, or the account it
 * was placed from.
 */

const ORDER_STATUSES = ["new", "awaiting_payment", "paid", "payment_failed", "canceled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** `{id}-{code}` as it appears in paths. */
export const OrderIdentificator = v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}-[a-z0-9]{10}$/));
export function parseOrderIdentificator(raw: string): { id: number; code: string } | null {
  const m = /^([1-9]\d{0,11})-([a-z0-9]{10})$/.exec(raw);
  return m?.[1] && m[2] ? { id: Number(m[1]), code: m[2] } : null;
}

const OrderItem = v.object({
  shopping_cart_code: v.string(),
  product_code: v.string(),
  title: v.string(),
  variation_title: v.string(),
  quantity: v.number(),
  unit_price: v.number(),
  /** (regular − paid price) × quantity. */
  discount_amount: v.number(),
  line_total: v.number(),
  /**
   * The product's brand and category as they are named now, in the order's language (read with the
   * order, not kept in it; absent when the product is gone): the e-commerce purchase event's item
   * brand and category (docs/decisions/0023-consented-ecommerce-events.md).
   */
  manufacturer_title: v.optional(v.string()),
  category_title: v.optional(v.string()),
});

/**
 * The data of a bank-transfer slip. `model` + `reference` are what the payer types in: HR01 with
 * a MOD 11 INI control digit (hr, HUB-3), 97 with ISO 7064 MOD 97-10 control digits (rs), RF
 * creditor reference ISO 11649 with `model` null (the other sites, and en), and the plain order number
 * for ba (BiH slips have no reference model). hr orders carry the HUB-3 PDF417 barcode.
 */
export const PaymentSlip = v.object({
  payer: v.string(),
  payer_street: v.string(),
  payer_city: v.string(),
  payee: v.string(),
  payee_street: v.string(),
  payee_city: v.string(),
  iban: v.string(),
  bic: v.string(),
  amount: v.number(),
  currency: v.string(),
  model: v.nullable(v.string()),
  reference: v.string(),
  purpose_code: v.string(),
  description: v.string(),
  /** hr only: the HUB-3 payload (HRVHUB30, 14 lines) and its PDF417 barcode as SVG markup. */
  barcode_payload: v.nullable(v.string()),
  barcode_svg: v.nullable(v.string()),
});
export type PaymentSlip = v.InferOutput<typeof PaymentSlip>;

export const Order = v.object({
  id: v.number(),
  code: v.string(),
  order_identificator: v.string(),
  /** The readable number (`ZR-2026-000123`, migration 0015) the shopper reads; the identificator is for URLs only. */
  order_number: v.string(),
  status: v.picklist(ORDER_STATUSES),
  /** Label of the status (order_status_*). */
  status_label: v.string(),
  created_at: v.string(),
  currency: v.string(),
  customer_type: v.picklist(CUSTOMER_TYPES),
  /** Whether the order belongs to an account (placed logged in, or made one since): a guest's thank-you page offers one otherwise. */
  has_account: v.boolean(),
  customer: StoredCustomer,
  items: v.array(OrderItem),
  total: CartTotal,
  shipping: ChosenShipping,
  payment: PaymentMethod,
  payment_type: PaymentType,
  /**
   * direct_credit_cart_form: where the shop sends the browser once the charge is decided (the
   * ok path when paid, the fail path when declined); null otherwise, or while undecided.
   */
  redirect_url_on_created: v.nullable(v.string()),
  /** A card order whose payment failed or was canceled: `?new_payment=1` opens a new attempt. */
  can_pay_again: v.boolean(),
  payment_slip: v.nullable(PaymentSlip),
});
export type Order = v.InferOutput<typeof Order>;
export const OrderResponse = envelope(Order);

export const OrderStatusAnswer = v.object({
  order_identificator: v.string(),
  status: v.picklist(ORDER_STATUSES),
  status_label: v.string(),
  paid: v.boolean(),
});
export type OrderStatusAnswer = v.InferOutput<typeof OrderStatusAnswer>;
export const OrderStatusResponse = envelope(OrderStatusAnswer);

/**
 * GET /webshop/order/{id}-{code}/payment/ (create payment): a gateway URL to send the browser to
 * (card_redirect), or a form to post (card_autosubmit: hidden, auto-submitted; card_form: the
 * payment-create page adds the CARD_FIELDS inputs). No form possible → 409
 * `error_empty_payment_form`.
 */
export const PaymentForm = v.object({ action: v.string(), method: v.literal("POST"), fields: v.record(v.string(), v.string()) });
export const CreatedPayment = v.union([v.object({ redirect_url: v.string() }), v.object({ form: PaymentForm })]);
export type CreatedPayment = v.InferOutput<typeof CreatedPayment>;
export const CreatedPaymentResponse = envelope(CreatedPayment);

/** My orders (GET /auth/my-orders/): newest first, paged. */
export const OrderSummary = v.object({
  id: v.number(),
  order_identificator: v.string(),
  order_number: v.string(),
  status: v.picklist(ORDER_STATUSES),
  status_label: v.string(),
  created_at: v.string(),
  total: v.number(),
  currency: v.string(),
  items_count: v.number(),
  payment_title: v.string(),
  shipping_title: v.string(),
});
export type OrderSummary = v.InferOutput<typeof OrderSummary>;
export const MyOrders = v.object({ items: v.array(OrderSummary), page: v.number(), pages: v.number(), total: v.number() });
export type MyOrders = v.InferOutput<typeof MyOrders>;
export const MyOrdersResponse = envelope(MyOrders);
export const MY_ORDERS_PAGE_SIZE = 10;

/** A coupon saved to the account (GET /auth/my-coupons/). */
const SavedCoupon = v.object({
  code: v.string(),
  title: v.string(),
  kind: v.picklist(["percent", "fixed"]),
  value: v.number(),
  min_amount: v.nullable(v.number()),
  expires_at: v.nullable(v.string()),
  /** Usable now: active, not expired, and (single-use) not yet redeemed with the account's e-mail. */
  usable: v.boolean(),
  /** Why not, when not usable. */
  label_name: v.nullable(v.string()),
  saved_at: v.string(),
});
type SavedCoupon = v.InferOutput<typeof SavedCoupon>;
export const MyCoupons = v.object({ items: v.array(SavedCoupon), currency: v.string() });
export type MyCoupons = v.InferOutput<typeof MyCoupons>;
export const MyCouponsResponse = envelope(MyCoupons);

/**
 * The gateway's signed confirmation of a payment (POST /payments/notify/, header
 * `x-gateway-signature`): the only thing that moves an order to paid, payment_failed or canceled.
 */
export const GatewayNotification = v.strictObject({
  payment_id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  status: v.picklist(["paid", "failed", "canceled"]),
  amount: v.string(),
  currency: v.string(),
  transaction_id: v.pipe(v.string(), v.maxLength(64)),
  card_last4: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/))),
  ts: v.number(),
});
export type GatewayNotification = v.InferOutput<typeof GatewayNotification>;
