import * as v from "valibot";
import { CartResponse, type Cart } from "../../shared/contract/cart";
import {
  CouponAnswer,
  CustomerResponse,
  IDEMPOTENCY_HEADER,
  PickupLocationsResponse,
  type CardInput,
  type CustomerAnswer,
  type PickupLocation,
  type ReturnPaths,
} from "../../shared/contract/checkout";
import { SignupResponse } from "../../shared/contract/account";
import { CreatedPaymentResponse, OrderResponse, OrderStatusResponse, type CreatedPayment, type Order, type OrderStatusAnswer } from "../../shared/contract/order";
import { IsLoginResponse } from "../../shared/contract/auth";
import { notFoundAsNull, UpstreamError } from "../upstream/client";
import { personal } from "./cart";
import type { DataContext } from "./context";

/**
 * Checkout through the commerce API (docs/behaviour/07-api.md "Webshop"): coupon, customer, shipping and payment
 * choices, the order, its status and its payment. Visitor-bound like the cart (./cart.ts
 * `personal`): never cached, always with the visitor's own token, and a POST or PUT is sent
 * exactly once (an order or a payment is never placed twice by a retry). What this module does
 * not do: decide where the shopper goes next (shared/checkout/order-outcome.ts does), or keep
 * card data anywhere (it goes into the one request that needs it and nowhere else).
 */

const seg = encodeURIComponent;

// ------------------------------------------------------------------------------ coupon

type CouponResult =
  | { ok: true; coupon: Cart["coupon"] }
  /** Refused (docs/behaviour/05-validation.md reads the label); `minAmount` for error_coupon_min_amount. */
  | { ok: false; labelName: string; minAmount: number | null };

/** The API answers HTTP 200 either way; a refusal says why by its label. */
export async function applyCoupon(dc: DataContext, code: string): Promise<CouponResult> {
  const res = await personal(dc, { method: "POST", path: "/webshop/coupon/", body: { code }, schema: CouponAnswer });
  if (res.success) return { ok: true, coupon: res.data?.coupon ?? null };
  return { ok: false, labelName: res.label_name ?? "error_coupon_invalid_code", minAmount: res.data?.min_amount ?? null };
}

/** Records the cart as left at checkout with this e-mail (docs/behaviour/07-api.md "Abandonment POST"). */
export async function recordAbandonment(dc: DataContext, email: string, marketing: boolean): Promise<void> {
  await personal(dc, { method: "POST", path: "/webshop/abandonment/", body: { email, marketing }, schema: v.object({ success: v.literal(true) }) });
}

/** The coupon on the visitor's cart (docs/behaviour/07-api.md "Coupon GET"), null when none is applied. */
export async function loadCoupon(dc: DataContext): Promise<Cart["coupon"]> {
  return (await personal(dc, { path: "/webshop/coupon/", schema: CouponAnswer })).data?.coupon ?? null;
}

export async function removeCoupon(dc: DataContext): Promise<void> {
  await personal(dc, { method: "DELETE", path: "/webshop/coupon/", schema: v.object({ success: v.literal(true) }) });
}

// ------------------------------------------------------------------------------ customer, shipping, payment

export async function loadCustomer(dc: DataContext): Promise<CustomerAnswer> {
  return (await personal(dc, { path: "/webshop/customer/", schema: CustomerResponse })).data;
}

export async function saveCustomer(dc: DataContext, body: Record<string, string>): Promise<CustomerAnswer> {
  return (await personal(dc, { method: "POST", path: "/webshop/customer/", body, schema: CustomerResponse })).data;
}

/** Picks the site's default shipping when none is chosen yet (a site without a shipping step needs one). */
export async function defaultShipping(dc: DataContext): Promise<Cart> {
  return (await personal(dc, { method: "POST", path: "/webshop/parcel/default-shipping/", body: {}, schema: CartResponse })).data;
}

export async function chooseShipping(dc: DataContext, choice: { code: string; location?: string }): Promise<Cart> {
  return (await personal(dc, { method: "PUT", path: "/webshop/parcel/shipping/", body: choice, schema: CartResponse })).data;
}

export async function choosePayment(dc: DataContext, code: string): Promise<Cart> {
  return (await personal(dc, { method: "PUT", path: "/webshop/payment/", body: { code }, schema: CartResponse })).data;
}

export async function loadPickupLocations(dc: DataContext): Promise<PickupLocation[]> {
  return (await personal(dc, { path: "/webshop/location/", schema: PickupLocationsResponse })).data;
}

/** Marks the visitor's token as checking out without an account (docs/behaviour/07-api.md is-login `continue_as_guest`). */
export async function continueAsGuest(dc: DataContext): Promise<boolean> {
  return (await personal(dc, { path: "/auth/is-login/", query: { continue_as_guest: 1 }, schema: IsLoginResponse })).data.continue_as_guest_exist;
}

// ------------------------------------------------------------------------------ order and payment

/**
 * Card data and return paths go only with a direct card payment (`direct_credit_cart_form`).
 * `key`: the checkout page's idempotency key, as the `Idempotency-Key` header: the API makes at
 * most one order per key (docs/decisions/0017-orders-never-lost-or-doubled.md).
 */
export interface OrderRequest {
  card?: Record<string, string>;
  paths?: ReturnPaths;
  key?: string;
}

export async function placeOrder(dc: DataContext, req: OrderRequest = {}): Promise<Order> {
  const body = { ...(req.card ? { card: req.card } : {}), ...(req.paths ?? {}) };
  const headers = req.key ? { [IDEMPOTENCY_HEADER]: req.key } : undefined;
  return (await personal(dc, { method: "POST", path: "/webshop/order/", body, headers, schema: OrderResponse })).data;
}

/** The order a checkout page's key made, or null when it made none (yet): asked after an order POST timed out. */
export async function orderByKey(dc: DataContext, key: string): Promise<Order | null> {
  return notFoundAsNull(personal(dc, { path: `/webshop/order/key/${seg(key)}/`, schema: OrderResponse }).then((r) => r.data));
}

/** `newPayment` reopens a failed or canceled card payment for another try (docs/behaviour/07-api.md `new_payment=1`). */
export async function loadOrder(dc: DataContext, ident: string, newPayment = false): Promise<Order> {
  return (await personal(dc, { path: `/webshop/order/${seg(ident)}/`, query: newPayment ? { new_payment: 1 } : undefined, schema: OrderResponse })).data;
}

export async function loadOrderStatus(dc: DataContext, ident: string): Promise<OrderStatusAnswer> {
  return (await personal(dc, { path: `/webshop/order/${seg(ident)}/status/`, schema: OrderStatusResponse })).data;
}

/** Create payment (a GET: the API reuses a still pending attempt), or `empty` when no form can be made. */
export async function createPayment(dc: DataContext, ident: string, paths: ReturnPaths): Promise<CreatedPayment | { empty: true }> {
  try {
    return (await personal(dc, { path: `/webshop/order/${seg(ident)}/payment/`, query: paths, schema: CreatedPaymentResponse })).data;
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 409 && err.labelName === "error_empty_payment_form") return { empty: true };
    throw err;
  }
}

/** A direct card order's next try: the card is charged at once; the answer names where to go. */
export async function payDirect(dc: DataContext, ident: string, card: Record<string, string>, paths: ReturnPaths): Promise<Order> {
  return (await personal(dc, { method: "POST", path: `/webshop/order/${seg(ident)}/payment/`, body: { card, ...paths }, schema: OrderResponse })).data;
}

/** The card as the API reads it: strings, exactly the fields of the card form. */
export function cardBody(card: CardInput): Record<string, string> {
  return {
    card_number: card.card_number,
    card_exp_month: String(card.card_exp_month),
    card_exp_year: String(card.card_exp_year),
    card_cvc: card.card_cvc,
    card_holder: card.card_holder,
  };
}

/**
 * A guest's account from their order (the thank-you page's offer): the order's `{id}-{code}` is
 * the authority. The API answers alike whether or not the e-mail had an account (the mail differs).
 */
export async function accountFromOrder(dc: DataContext, ident: string): Promise<void> {
  await personal(dc, { method: "POST", path: `/webshop/order/${seg(ident)}/account/`, body: {}, schema: SignupResponse });
}
