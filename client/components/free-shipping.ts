import type { Cart } from "../../shared/contract/cart";

/**
 * How far a cart is from free shipping: the amount that ships free and what the items (after a
 * coupon) still lack. Read from the cart's shipping estimate where the API gives one (issue 18),
 * else from the site's default method that has a free-shipping threshold. Null: never free.
 */
export function freeShipping(cart: Cart): { over: number; gap: number } | null {
  const estimate = (cart as Cart & { shipping_estimate?: { free_over: number | null; free_gap: number | null } | null }).shipping_estimate;
  if (estimate && estimate.free_over !== null && estimate.free_gap !== null) return { over: estimate.free_over, gap: estimate.free_gap };
  const methods = cart.shipping_methods.filter((m) => m.free_over !== null && m.kind !== "pickup");
  const method = methods.find((m) => m.is_default) ?? methods[0];
  if (!method || method.free_over === null) return null;
  const coupon = cart.total.extraitems.filter((x) => x.type === "coupon").reduce((n, x) => n + x.amount, 0);
  const worth = cart.total.total_items_total + coupon;
  return { over: method.free_over, gap: Math.max(0, Math.round((method.free_over - worth) * 100) / 100) };
}
