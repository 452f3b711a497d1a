import type { Cart } from "../../shared/contract/cart";

/**
 * How far a cart is from free shipping: the amount that ships free and what the items (after a
 * coupon) still lack, as the API's shipping estimate says (the chosen method, else the site's
 * default one). Null: the cart is empty or that method never ships free.
 */
export function freeShipping(cart: Cart): { over: number; gap: number } | null {
  const estimate = cart.shipping_estimate;
  if (!estimate || estimate.free_over === null || estimate.free_gap === null) return null;
  return { over: estimate.free_over, gap: estimate.free_gap };
}
