import { ga4Event, type ShopEvent } from "../analytics/ga4";

/**
 * The lazy half of the e-commerce events (docs/decisions/0023-consented-ecommerce-events.md),
 * loaded by client/runtime/track.ts only once the shopper has granted analytics on a site with a
 * tag container: maps the shop's event to GA4's and pushes it onto `window.dataLayer`, where the
 * container reads it. A purchase is pushed once per order: the order numbers already reported are
 * kept in this browser (with consent, so ePrivacy Art. 5(3) allows the storage), and a reload of
 * the thank-you page reports nothing again.
 */

declare global {
  interface Window {
    /** Google Tag Manager's queue: only present after analytics consent on a site with a container. */
    dataLayer?: unknown[];
  }
}

/** Where the reported order numbers are kept, and how many (the newest). */
export const PURCHASES_KEY = "zrno:ga4:purchases";
const PURCHASES_KEPT = 50;

function reported(storage: Storage | null): string[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(PURCHASES_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** Pushes one event; answers whether it was pushed (false: nothing to report, or an order already reported). */
export function pushEvent(w: Window, e: ShopEvent, currency: string, storage: Storage | null = safeLocalStorage(w)): boolean {
  const push = ga4Event(e, currency);
  if (!push) return false;
  if (push.ecommerce.transaction_id) {
    const done = reported(storage);
    if (done.includes(push.ecommerce.transaction_id)) return false;
    try {
      storage?.setItem(PURCHASES_KEY, JSON.stringify([...done, push.ecommerce.transaction_id].slice(-PURCHASES_KEPT)));
    } catch {
      // A full or blocked storage: the event still goes, a reload may then report it again.
    }
  }
  const layer = (w.dataLayer ??= []);
  // GTM keeps the last ecommerce object: cleared first, so no item of one event leaks into the next.
  layer.push({ ecommerce: null }, push);
  return true;
}

function safeLocalStorage(w: Window): Storage | null {
  try {
    return w.localStorage;
  } catch {
    return null;
  }
}
