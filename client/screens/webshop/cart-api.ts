import type { Cart, QuickOrderResult } from "../../../shared/contract/cart";
import { shaped } from "../../state/answer";
import { bffFetch } from "../../state/bff-fetch";

/**
 * The browser's side of the cart: calls to the BFF (the token rides in its HttpOnly cookie),
 * answers checked against the contract. A refusal carries the label and, for quantities, how
 * many the line may hold.
 */
class CartError extends Error {
  override name = "CartError";
  constructor(
    readonly status: number,
    readonly labelName: string | null,
    readonly allowedQty: number | null,
  ) {
    super(`${status} ${labelName ?? ""}`);
  }
}

import { cartBff } from "../../state/cart-paths";
export { cartBff };

async function call(url: string, method: "GET" | "POST" | "PUT" | "DELETE", body?: object): Promise<unknown> {
  const { ok, status, json: o } = await bffFetch(url, method, body);
  if (!ok) {
    const allowed = o.data && typeof o.data === "object" && "allowed_qty" in o.data && typeof o.data.allowed_qty === "number" ? o.data.allowed_qty : null;
    throw new CartError(status, typeof o.label_name === "string" ? o.label_name : null, allowed);
  }
  return o.data ?? null;
}

export async function fetchCart(basePath: string): Promise<Cart> {
  return shaped<Cart>(await call(cartBff(basePath, "cart"), "GET"), "cart", ["total", "currency"], ["parcels"]);
}

export function addLine(basePath: string, code: string, qty: number) {
  return call(cartBff(basePath, "product"), "POST", { code, qty });
}

export function setLine(basePath: string, code: string, qty: number) {
  return call(cartBff(basePath, "product"), "PUT", { code, qty });
}

export function removeLine(basePath: string, code: string) {
  return call(cartBff(basePath, "product"), "DELETE", { code });
}

export async function quickOrder(basePath: string, lines: { code: string; qty: number }[]) {
  return shaped<QuickOrderResult>(await call(cartBff(basePath, "quick-order"), "POST", { lines }), "quick order", ["added"], ["lines"]);
}

/** What a shopper reads for a failed change: the API's reason when it is one of ours. */
export function cartFailure(err: unknown): { key: string; qty?: number } {
  if (!(err instanceof CartError)) return { key: "error_network" };
  if (err.labelName === "error_qty_unavailable" || err.labelName === "error_limited_qty") return { key: err.labelName, qty: err.allowedQty ?? 0 };
  if (err.labelName === "error_product_unavailable" || err.labelName === "quick_order_no_lines") return { key: err.labelName };
  return { key: err.status === 401 ? "error_session_expired" : "error_generic_text" };
}
