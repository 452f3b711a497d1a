import { useEffect } from "react";

/**
 * The browser's side of checkout: the BFF's form endpoints (the same ones the plain forms post
 * to; the posts are client/state/form-post.ts; the cart's coupon is a cart endpoint,
 * client/state/cart-paths.ts) and the abandonment beacon. The token rides in its
 * HttpOnly cookie.
 */

type CheckoutEndpoint = "customer" | "shipping" | "payment" | "continue-as-guest" | "order" | "order-payment" | "order-account";

export const checkoutBff = (basePath: string, path: CheckoutEndpoint) => `${basePath}/api/nuxtapi/webshop/${path}/`;

/**
 * While a checkout step is on screen: when the shopper leaves it (closes the tab, goes elsewhere),
 * a beacon tells the BFF, which records the cart as abandoned if an e-mail is known (docs/behaviour/07-api.md
 * "Abandonment POST"). Moving on to the next step records it too; the API sends its one
 * reminder only after a delay and never once the shopper has ordered.
 */
export function useAbandonmentBeacon(basePath: string): void {
  useEffect(() => {
    const send = () => {
      const body = new Blob(["{}"], { type: "application/json" });
      navigator.sendBeacon?.(`${basePath}/api/nuxtapi/webshop/abandonment/`, body);
    };
    window.addEventListener("pagehide", send);
    return () => {
      window.removeEventListener("pagehide", send);
      send();
    };
  }, [basePath]);
}
