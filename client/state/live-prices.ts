import { atom, useAtomValue, useSetAtom } from "jotai";
import { startTransition, useEffect } from "react";
import { bffFetch } from "./bff-fetch";
import { pageAtom, tenantAtom } from "./atoms";

/**
 * Live price and stock of the products on screen (docs/behaviour/07-api.md "Catalog products price and qty").
 * Pages may be served from a cache (shared HTML, KV data); after hydration and after each
 * client navigation the browser asks the BFF for the current figures of every product the
 * screen shows (`data-product-id`), and again for one product before it goes into the cart
 * (client/screens/catalog/add-to-cart.tsx, code only the product page loads),
 * so a shopper never sees or acts on a stale price. The cart itself always charges the API's
 * price of the moment.
 */
interface LivePrice {
  id: number;
  price_custom: number;
  basic_price_custom: number;
  available_qty: number;
  is_available: boolean;
}

/** Written here and by the product page's add to cart (client/screens/catalog/add-to-cart.tsx). */
export const livePricesAtom = atom<ReadonlyMap<number, LivePrice>>(new Map());

/** The live figures of one product, once known. */
export function useLivePrice(id: number): LivePrice | undefined {
  return useAtomValue(livePricesAtom).get(id);
}

function isLivePrice(x: unknown): x is LivePrice {
  const r = x as LivePrice;
  return !!r && typeof r.id === "number" && typeof r.price_custom === "number" && typeof r.basic_price_custom === "number" && typeof r.available_qty === "number" && typeof r.is_available === "boolean";
}

/** Asks the BFF for the ids' figures and merges them in; a failure keeps what the page shows. */
export async function fetchLivePrices(basePath: string, ids: readonly number[]): Promise<LivePrice[]> {
  if (ids.length === 0) return [];
  const res = await bffFetch(`${basePath}/api/nuxtapi/catalog/products/price-qty/`, "POST", { ids: ids.slice(0, 200) });
  if (!res.ok || !Array.isArray(res.json.data)) return [];
  return res.json.data.filter(isLivePrice);
}

export function mergeLivePrices(current: ReadonlyMap<number, LivePrice>, rows: readonly LivePrice[]): ReadonlyMap<number, LivePrice> {
  if (rows.length === 0) return current;
  const next = new Map(current);
  for (const r of rows) next.set(r.id, r);
  return next;
}

/** Refreshes every product on screen once the page (hydrated or navigated to) has committed. */
export function LivePricesRefresh() {
  const page = useAtomValue(pageAtom);
  const tenant = useAtomValue(tenantAtom);
  const set = useSetAtom(livePricesAtom);
  useEffect(() => {
    const ids = [...new Set([...document.querySelectorAll<HTMLElement>("[data-product-id]")].map((el) => Number(el.dataset.productId)).filter((n) => Number.isInteger(n) && n > 0))];
    if (ids.length === 0) return;
    let live = true;
    fetchLivePrices(tenant?.basePath ?? "", ids)
      // In a transition: the cards showing them render again in slices, yielding to the browser (issue 12).
      .then((rows) => live && startTransition(() => set((m) => mergeLivePrices(m, rows))))
      .catch((err) => console.warn("live prices:", err));
    return () => {
      live = false;
    };
  }, [page, tenant, set]);
  return null;
}
