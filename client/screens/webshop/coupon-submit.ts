import { refetchAfterCoupon } from "../../../shared/checkout/coupon-rule";
import { postForm } from "../../state/form-post";

/**
 * The coupon's post with JavaScript (./coupon.tsx): part of the coupon box's island, whose code
 * loads when the shopper reaches for the box; the cart's first view does not carry it
 * (docs/decisions/0018-javascript-budget.md). `code` null removes the applied coupon.
 * Answers the label to show (with the minimum a coupon asks, when it says one), whether it went
 * through, and whether the cart may have changed (shared/checkout/coupon-rule.ts).
 */
export async function sendCoupon(url: string, code: string | null): Promise<{ label: string; minAmount: number | null; ok: boolean; refetch: boolean }> {
  const reply = await postForm(url, code === null ? { _method: "delete" } : { code });
  const label = reply.label ?? (reply.ok ? "coupon_applied" : "error_generic_text");
  const min = reply.data && typeof reply.data === "object" && "min_amount" in reply.data ? Number((reply.data as { min_amount: unknown }).min_amount) : null;
  return { label, minAmount: Number.isFinite(min) ? min : null, ok: reply.ok, refetch: refetchAfterCoupon(label) };
}
