import type { SetStateAction } from "react";
import { fetchLivePrices, mergeLivePrices } from "../../state/live-prices";
import { addLine, cartFailure } from "../webshop/cart-api";
import { applyChange, failureLabel, holds, type Change } from "./personal-change";
import type { SavedList } from "./personal-lists";

/**
 * What the product page's own add to cart (./add-to-cart.tsx) and save buttons (./save-buttons.tsx)
 * do when sent, a chunk loaded when the shopper reaches for one of their forms (a pointer over it,
 * the focus in it) or, at the latest, with the submit, as the cart page's changes are
 * (docs/decisions/0018-javascript-budget.md). The forms keep their state; each answers what the
 * form shows next. It takes the cart's and the saved lists' calls along, so one reach loads both.
 */

/** Adds `qty` of package `code`, the product's live price refreshed first (the cart charges it): null once in, else why not. */
export async function sendAdd(basePath: string, productId: number, code: string, qty: number, setLive: (u: SetStateAction<Parameters<typeof mergeLivePrices>[0]>) => void): Promise<{ key: string; qty?: number } | null> {
  try {
    await fetchLivePrices(basePath, [productId]).then((rows) => setLive((m) => mergeLivePrices(m, rows)), () => undefined);
    await addLine(basePath, code, qty);
    return null;
  } catch (err) {
    return cartFailure(err);
  }
}

/** Sends a wishlist or compare change and waits until the list shows it: the list then, the status line's label, and whether the list holds `key`. */
export async function sendSave(basePath: string, change: Change, key: string, list: SavedList | null, signal: AbortSignal): Promise<{ list?: SavedList; label: string; error?: boolean; view?: boolean }> {
  try {
    const r = await applyChange(basePath, change, signal);
    const now = r.value ?? undefined;
    return r.done ? { list: now, label: change.op, view: holds(now ?? list ?? { items: [] }, key) } : { list: now, label: "error_generic_text", error: true };
  } catch (err) {
    return { label: failureLabel(err), error: true };
  }
}
