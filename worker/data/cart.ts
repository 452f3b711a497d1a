import type * as v from "valibot";
import { CartChanged, CartEmptyResponse, CartResponse, noCheckout, type Cart } from "../../shared/contract/cart";
import { callAs, UpstreamError, type UpstreamRequest } from "../upstream/client";
import type { DataContext } from "./context";

/**
 * Cart data: visitor-bound, so NEVER cached (no KV, no memory layer, `ignoreCache` upstream),
 * always asked with the visitor's own token, which the API turns into the cart's owner. A
 * visitor without a token (a bot) has an empty cart and cannot change it. What this module
 * does not do: decide quantities (the API enforces stock and limits) or format prices.
 */

/** A call with the visitor's own token, never cached (the checkout's calls use it too). */
export function personal<S extends v.GenericSchema>(dc: DataContext, req: Omit<UpstreamRequest<S>, "cached">): Promise<v.InferOutput<S>> {
  if (!dc.visitorToken) return Promise.reject(new UpstreamError("status", 401, "error_unauthorized"));
  return callAs(dc, dc.visitorToken, { ...req, cached: false });
}

export function emptyCart(currency: string): Cart {
  return {
    parcels: [],
    total: { total_items_total: 0, total_extra_shipping: 0, total_tax: 0, vat: [], total_basic: 0, total: 0, extraitems: [] },
    currency,
    shopping_cart_code: null,
    ...noCheckout(),
  };
}

export async function loadCart(dc: DataContext): Promise<Cart> {
  if (!dc.visitorToken) return emptyCart(dc.tenant.currency.code);
  return (await personal(dc, { path: "/webshop/cart/", schema: CartResponse })).data;
}

export async function isCartEmpty(dc: DataContext): Promise<boolean> {
  if (!dc.visitorToken) return true;
  return (await personal(dc, { path: "/webshop/is-cart-empty/", schema: CartEmptyResponse })).data.is_empty;
}

export async function addToCart(dc: DataContext, line: { code: string; qty: number }) {
  return (await personal(dc, { method: "POST", path: "/webshop/product/", body: line, schema: CartChanged })).data;
}

export async function setCartQty(dc: DataContext, line: { code: string; qty: number }) {
  return (await personal(dc, { method: "PUT", path: "/webshop/product/", body: line, schema: CartChanged })).data;
}

export async function removeFromCart(dc: DataContext, code: string) {
  return (await personal(dc, { method: "DELETE", path: "/webshop/product/", body: { code }, schema: CartChanged })).data;
}

