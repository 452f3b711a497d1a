import type { ShopEvent } from "../analytics/ga4";

/**
 * The always-loaded side of the e-commerce events (docs/decisions/0023-consented-ecommerce-events.md):
 * screens call `track` at their moments (a list shown, an item added, an order placed). Without
 * analytics consent on a site with a tag container it does nothing at all: no code loads, nothing
 * is kept for later, nothing reaches `window.dataLayer`. With it, the mapping chunk
 * (./ecommerce.ts) loads once and pushes. The dynamic import is written here, in a client.js
 * module (docs/decisions/0009-client-runtime-and-consent.md says why).
 */

/** Whether events may go now, and the site's currency; connected to the store by host.ts. */
export const tracking = { on: () => false, currency: () => "" };

let chunk: Promise<typeof import("./ecommerce")> | null = null;

/**
 * Reports one moment; resolves once it is on the dataLayer (or dropped), so a page that leaves can
 * wait for it. Consent is asked again once the chunk is there: it may have been revoked meanwhile.
 */
export function track(event: ShopEvent): Promise<unknown> {
  if (!tracking.on()) return Promise.resolve();
  return (chunk ??= import("./ecommerce")).then(
    (m) => tracking.on() && m.pushEvent(window, event, tracking.currency()),
    () => (chunk = null),
  );
}
