import { useAtomValue, useSetAtom } from "jotai";
import { cartSummaryAtom } from "./account";
import { tenantAtom, wishlistCountAtom } from "./atoms";
import { bffFetch } from "./bff-fetch";

/**
 * The header's counts: how many items (all quantities) the visitor's cart holds, and how many
 * products their wishlist has. Asked of the BFF in the browser, never rendered into a page (pages
 * are shared across visitors' caches), and asked again whenever this page changes the cart.
 */
async function fetchCartCount(basePath: string): Promise<{ items: number; wishlist: number | null } | null> {
  const { ok, json } = await bffFetch(`${basePath}/api/nuxtapi/webshop/cart-summary/`, "GET");
  const data = ok && json.data && typeof json.data === "object" ? (json.data as { items?: unknown; wishlist?: unknown }) : null;
  if (!data || typeof data.items !== "number") return null;
  return { items: data.items, wishlist: typeof data.wishlist === "number" ? data.wishlist : null };
}

/** Sets the count from a cart this page already holds, or asks the BFF. */
export function useCartCount() {
  const tenant = useAtomValue(tenantAtom);
  const set = useSetAtom(cartSummaryAtom);
  const setWishlist = useSetAtom(wishlistCountAtom);
  return {
    set: (items: number) => set({ items }),
    refresh: async () => {
      const counts = await fetchCartCount(tenant?.basePath ?? "").catch(() => null);
      if (!counts) return;
      set({ items: counts.items });
      if (counts.wishlist !== null) setWishlist(counts.wishlist);
    },
  };
}

/** All quantities of a cart's lines. */
export function itemsOf(cart: { parcels: readonly { items: readonly { quantity: number }[] }[] }): number {
  return cart.parcels.reduce((n, p) => n + p.items.reduce((m, i) => m + i.quantity, 0), 0);
}
