import { isSameSitePath } from "../contract/account";
import { isSafePath } from "../safe-redirect";
import type { ReturnPaths } from "../contract/checkout";
import { OrderIdentificator } from "../contract/order";
import { appUrl, type SiteMount } from "../urls";
import type { Destination } from "./order-outcome";
import * as v from "valibot";

/**
 * Where an order's pages are, for the BFF (plain-form 303s, the gateway's return paths) and the
 * browser alike. Order pages name their order with `?order=` (thank-you with docs/behaviour/02-screens-and-routes.md's
 * `order_identificator`); each page reads either, so a return path the API answers without the
 * order (a direct card charge is asked for before the order has its number) still finds it.
 */

export function orderOfQuery(query: URLSearchParams): string | null {
  const raw = query.get("order_identificator") ?? query.get("order");
  return raw !== null && v.is(OrderIdentificator, raw) ? raw : null;
}

/**
 * The gateway's return paths (with the site's mount): paid → thank-you, canceled → canceled (the
 * quick order's own page for quick orders), failed → failed payment. Without `ident` the paths
 * name no order (the caller adds it once known, `withOrder`).
 */
export function returnPaths(mount: SiteMount, ident: string | null, quick = false): ReturnPaths {
  const order = ident ? { order: ident } : undefined;
  return {
    ok_path: appUrl(mount, "webshop_thank_you", ident ? { order_identificator: ident } : undefined),
    cancel_path: appUrl(mount, quick ? "webshop_payment_canceled_quick" : "webshop_canceled", order),
    fail_path: appUrl(mount, "webshop_failed_payment", order),
  };
}

/** A same-site path that names no order yet gets it (thank-you as docs/behaviour/02-screens-and-routes.md names it, `order_identificator`). */
export function withOrder(path: string, ident: string): string {
  if (!isSameSitePath(path)) return path;
  const url = new URL(path, "https://same-site.invalid");
  if (orderOfQuery(url.searchParams)) return path;
  url.searchParams.set(url.pathname.endsWith("/thank-you/") ? "order_identificator" : "order", ident);
  return url.pathname + url.search;
}

/** The longest gateway URL a decision may lead to (a signed payment request in its query). */
const GATEWAY_URL_MAX = 4096;

/** The quick order's own payment pages in place of the cart's (docs/behaviour/02-screens-and-routes.md `payment-create-quick`). */
const QUICK: Readonly<Record<string, string>> = { webshop_payment_create: "webshop_payment_create_quick", webshop_canceled: "webshop_payment_canceled_quick" };

/**
 * A decision's destination as a URL: a named app URL on this site, or a URL the API answered
 * (a return path of ours, or the gateway's page), which must be a path on this site or on the
 * payment gateway's origin; anything else is refused (null), never followed.
 */
export function destinationUrl(mount: SiteMount, dest: Destination, opts: { quick?: boolean; gatewayOrigin?: string | null } = {}): string | null {
  if ("name" in dest) return appUrl(mount, (opts.quick && QUICK[dest.name]) || dest.name, dest.query);
  if (isSameSitePath(dest.url)) return dest.url;
  // The gateway's pay page under /_gateway/ carries the whole signed request in its query (the
  // return paths with their session handoff included): longer than a `next` path may be.
  if (dest.url.startsWith("/_gateway/") && dest.url.length <= GATEWAY_URL_MAX && isSafePath(dest.url)) return dest.url;
  try {
    const url = new URL(dest.url);
    if (opts.gatewayOrigin && url.origin === opts.gatewayOrigin && url.protocol === "https:") return url.href;
  } catch {
    // not a URL at all
  }
  return null;
}
