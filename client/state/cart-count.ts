import { useAtomValue, useSetAtom } from "jotai";
import { cartSummaryAtom } from "./account";
import { tenantAtom } from "./atoms";
import { bffFetch } from "./bff-fetch";

/**
 * The header's cart count: how many items (all quantities) the visitor's cart holds. Asked of the
 * BFF in the browser, never rendered into a page (pages are shared across visitors' caches), and
 * asked again whenever this page changes the cart.
 */
export async function fetchCartCount(basePath: string): Promise<number | null> {
  const { ok, json } = await bffFetch(`${basePath}/api/nuxtapi/webshop/cart-summary/`, "GET");
  const items = ok && json.data && typeof json.data === "object" ? (json.data as { items?: unknown }).items : null;
  return typeof items === "number" ? items : null;
}

/** Sets the count from a cart this page already holds, or asks the BFF. */
export function useCartCount() {
  const tenant = useAtomValue(tenantAtom);
  const set = useSetAtom(cartSummaryAtom);
  return {
    set: (items: number) => set({ items }),
    refresh: async () => {
      const items = await fetchCartCount(tenant?.basePath ?? "").catch(() => null);
      if (items !== null) set({ items });
    },
  };
}

/** All quantities of a cart's lines. */
export function itemsOf(cart: { parcels: readonly { items: readonly { quantity: number }[] }[] }): number {
  return cart.parcels.reduce((n, p) => n + p.items.reduce((m, i) => m + i.quantity, 0), 0);
}
