/**
 * The cart page's islands (./cart.tsx), one chunk: the coupon box with its post, and the cross-sell
 * rail. The page's first view carries neither (docs/decisions/0018-javascript-budget.md).
 */
export { CouponBox } from "./coupon";
export { CrossSell } from "./cart-cross-sell";
