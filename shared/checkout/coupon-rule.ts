/**
 * docs/behaviour/05-validation.md: once a coupon is sent, the cart is fetched again unless the answer's label is
 * error_coupon_invalid_code — an unknown code changed nothing, every other answer (applied, or
 * kept on the cart but not applying, below its minimum or already used) may have.
 */
export function refetchAfterCoupon(label: string | null): boolean {
  return label !== "error_coupon_invalid_code";
}
