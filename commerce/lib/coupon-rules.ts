import { round2 } from "../../shared/money";

export interface CouponRow {
  site: string;
  code: string;
  kind: "percent" | "fixed";
  value: number;
  min_amount: number | null;
  expires_at: string | null;
  single_use: number;
  active: number;
  title: string;
}

export type CouponRefusal = "error_coupon_invalid_code" | "error_coupon_min_amount" | "error_coupon_already_used";

/** SQLite's datetime('now') text for a moment, so expiry compares as the database stores it. */
function sqlNow(now: Date): string {
  return now.toISOString().replace("T", " ").slice(0, 19);
}

/**
 * Whether a coupon applies to items worth `itemsTotal`, and what it takes off. Unknown, switched
 * off or expired codes are all "invalid" (a shopper learns nothing from the difference); below
 * the minimum says the minimum; a single-use coupon already redeemed with the shopper's e-mail
 * says so. A fixed amount never takes off more than the items cost.
 */
export function evaluateCoupon(
  coupon: CouponRow | null,
  itemsTotal: number,
  now: Date,
  redeemedByShopper: boolean,
): { ok: true; discount: number } | { ok: false; label: CouponRefusal } {
  if (!coupon || !coupon.active || (coupon.expires_at !== null && coupon.expires_at < sqlNow(now))) return { ok: false, label: "error_coupon_invalid_code" };
  if (coupon.single_use && redeemedByShopper) return { ok: false, label: "error_coupon_already_used" };
  if (coupon.min_amount !== null && itemsTotal < coupon.min_amount) return { ok: false, label: "error_coupon_min_amount" };
  const discount = coupon.kind === "percent" ? round2((itemsTotal * coupon.value) / 100) : round2(Math.min(coupon.value, itemsTotal));
  return { ok: true, discount };
}

/** Shipping is free from `free_over` (items after the coupon); pickup costs what it says. */
export function shippingAmount(method: { price: number; free_over: number | null }, itemsAfterCoupon: number): number {
  if (method.free_over !== null && itemsAfterCoupon >= method.free_over) return 0;
  return round2(method.price);
}
