import { useEffect } from "react";
import { bffFetch } from "../../state/bff-fetch";

/**
 * The browser's side of checkout: JSON posts to the BFF's form endpoints (the same ones the plain
 * forms post to) and the reads the header and the cart need. The token rides in its HttpOnly
 * cookie. A post is sent once: nothing here retries (an order or a payment must not happen twice).
 */

type CheckoutEndpoint = "coupon" | "customer" | "shipping" | "payment" | "continue-as-guest" | "order" | "order-payment" | "order-account";

export const checkoutBff = (basePath: string, path: CheckoutEndpoint) => `${basePath}/api/nuxtapi/webshop/${path}/`;

const LABEL = /^[a-z][a-z0-9_]{2,60}$/;

export interface FormReply {
  ok: boolean;
  status: number;
  data: unknown;
  /** Where to go next (also after a failed order: the failed-order page). */
  redirect: string | null;
  /** The answer's label (a refusal's reason, or what a done coupon post says). */
  label: string | null;
  errors: Record<string, string>;
  /** What the page should still do (`refetch_cart` after a failed order). */
  effects: string[];
}

/** Posts a form's fields as JSON and reads the answer, whatever its status. */
export async function postForm(url: string, fields: Record<string, string>): Promise<FormReply> {
  // A 401 here is about the form (a session gone mid-checkout), not for the runtime to repair.
  const { ok, status, json } = await bffFetch(url, "POST", fields, { own401: true });
  const body = json as { data?: unknown; redirect?: unknown; label_name?: unknown; errors?: unknown; effects?: unknown };
  const errors: Record<string, string> = {};
  if (body.errors && typeof body.errors === "object") {
    for (const [field, key] of Object.entries(body.errors)) if (typeof key === "string" && LABEL.test(key)) errors[field] = key;
  }
  const dataLabel = body.data && typeof body.data === "object" && "label_name" in body.data ? (body.data as { label_name?: unknown }).label_name : null;
  const label = typeof body.label_name === "string" ? body.label_name : typeof dataLabel === "string" ? dataLabel : null;
  return {
    ok,
    status,
    data: body.data ?? null,
    redirect: typeof body.redirect === "string" ? body.redirect : null,
    label: label && LABEL.test(label) ? label : ok ? null : status === 429 ? "error_too_many_attempts" : "error_generic_text",
    errors,
    effects: Array.isArray(body.effects) ? body.effects.filter((e): e is string => typeof e === "string") : [],
  };
}

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
