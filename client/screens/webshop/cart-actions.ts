import type { Cart, CartItem } from "../../../shared/contract/cart";
import { WISHLIST_LIMIT } from "../../../shared/contract/constants";
import { track } from "../../runtime/track";
import { bffFetch } from "../../state/bff-fetch";
import type { useLabel } from "../../state/hooks";
import { failureOf, loadCartApi } from "./cart-api-load";

/**
 * What the cart page does when the shopper changes it (./cart.tsx): a quantity sent, a line
 * removed and put back, saved to the wishlist, a cross-sell added. A chunk of its own, loaded when
 * the shopper reaches for a cart form (a pointer over it, the focus in it, a quantity typed) or,
 * at the latest, with the change: the page's first view does not carry it
 * (docs/decisions/0018-javascript-budget.md). Each change runs in the page's queue, so the last
 * quantity sent is the one kept; the page's state moves only through the setters it hands over.
 */

export type CartStatus = { text: string; error: boolean; undo?: { code: string; qty: number }; view?: string };

/** The cart page's state, as each change reads and sets it. */
export interface CartPage {
  basePath: string;
  t: ReturnType<typeof useLabel>;
  setCart: (cart: Cart) => void;
  setStatus: (status: CartStatus | null) => void;
  /** The wishlist's page, which a line saved there links to. */
  wishlist: string;
}

/** The cart as it is now, shown. */
export async function refetch(p: CartPage): Promise<Cart> {
  const fresh = await (await loadCartApi()).fetchCart(p.basePath);
  p.setCart(fresh);
  return fresh;
}

/** A line's quantity (0 removes it, with an undo), then the cart as it is now. */
export async function send(p: CartPage, item: CartItem, qty: number): Promise<void> {
  const code = item.shopping_cart_code;
  p.setStatus(null);
  try {
    const api = await loadCartApi();
    if (qty === 0) await api.removeLine(p.basePath, code);
    else await api.setLine(p.basePath, code, qty);
    void track({ name: "line_quantity", line: item, quantity: qty });
    await refetch(p);
    p.setStatus(qty === 0 ? { text: p.t("cart_removed"), error: false, undo: { code, qty: item.quantity } } : { text: p.t("cart_update"), error: false });
  } catch (err) {
    const f = await failureOf(err);
    p.setStatus({ text: p.t(f.key, { qty: f.qty ?? 0 }), error: true });
    await refetch(p).catch(() => undefined);
  }
}

/**
 * A line into the cart, then the cart as it is now: a cross-sell added (`done` says so; the status
 * is cleared while it goes) or a removed line put back (`done` null: the removal's status and its
 * undo stay until it went through).
 */
export async function addLine(p: CartPage, code: string, qty: number, done: CartStatus | null): Promise<void> {
  if (done) p.setStatus(null);
  try {
    await (await loadCartApi()).addLine(p.basePath, code, qty);
    void track({ name: "line_added", cart: await refetch(p), code, quantity: qty });
    p.setStatus(done);
  } catch (err) {
    p.setStatus({ text: p.t((await failureOf(err)).key), error: true });
  }
}

/** Save to wishlist: the line stays in the cart; the status links to the wishlist. */
export async function save(p: CartPage, code: string, qty: number): Promise<void> {
  p.setStatus(null);
  const label = await saveLine(p.basePath, code, qty);
  p.setStatus(label ? { text: p.t(label, { count: WISHLIST_LIMIT }), error: true } : { text: p.t("wishlist_added"), error: false, view: p.wishlist });
}

/**
 * A cart line into the wishlist (the catalogue BFF's add, the same as the product page's). Answers
 * null when saved, else the label to show: the API's reason when it is one of ours.
 */
async function saveLine(basePath: string, code: string, qty: number): Promise<string | null> {
  try {
    const { ok, json } = await bffFetch(`${basePath}/api/nuxtapi/catalog/wishlist/`, "POST", { model: "catalogproduct", code, qty });
    if (ok) return null;
    return json.label_name === "wishlist_limit" || json.label_name === "wishlist_login_required" ? json.label_name : "error_generic_text";
  } catch {
    return "error_network";
  }
}
