import * as v from "valibot";
import { isSameSitePath } from "../../../shared/contract/account";
import { canonicalFields, signText, verifyText } from "../../lib/gateway-sign";

/**
 * A payment request the shop signs and the gateway checks: who is paid, how much, and where the
 * browser goes afterwards. The same fields travel in the redirect URL's query, in the
 * auto-submitted form, in the card form's hidden inputs and in the server-to-server charge.
 */
const REQUEST_FIELDS = ["merchant", "payment_id", "order", "amount", "currency", "ok_path", "cancel_path", "fail_path", "expires"] as const;
export type PaymentRequest = Record<(typeof REQUEST_FIELDS)[number], string>;

/** A field of the request as it travels: text, present, not longer than any real one. */
const RequestField = v.pipe(v.string(), v.minLength(1), v.maxLength(512));

/**
 * The server-to-server charge's body (POST /gateway/charge/): the signed request's fields, its
 * signature and the card the shop collected, an object whose fields `checkCard` then judges.
 */
export const ChargeBody = v.object({
  ...(Object.fromEntries(REQUEST_FIELDS.map((k) => [k, RequestField])) as Record<(typeof REQUEST_FIELDS)[number], typeof RequestField>),
  signature: v.string(),
  card: v.record(v.string(), v.unknown()),
});

/** How long a signed request stays good: time to type a card, not to keep a link for later. */
export const REQUEST_TTL_S = 3600;

export async function signRequest(secret: string, fields: PaymentRequest): Promise<PaymentRequest & { signature: string }> {
  return { ...fields, signature: await signText(secret, "payment-request", canonicalFields(fields)) };
}

/**
 * The signed request among whatever else a form carries (card inputs, the button pressed), or
 * why not: a field missing, a bad signature, expired, or a return path off the shop's site.
 */
export async function readRequest(secret: string, input: Record<string, unknown>, nowS: number): Promise<{ ok: true; request: PaymentRequest } | { ok: false; reason: string }> {
  const fields = {} as PaymentRequest;
  for (const k of REQUEST_FIELDS) {
    const value = input[k];
    if (typeof value !== "string" || value.length === 0 || value.length > 512) return { ok: false, reason: `The payment request has no valid ${k}.` };
    fields[k] = value;
  }
  const signature = input.signature;
  if (typeof signature !== "string" || !(await verifyText(secret, "payment-request", canonicalFields(fields), signature))) return { ok: false, reason: "The payment request is not signed by the shop." };
  if (!/^\d+$/.test(fields.expires) || Number(fields.expires) < nowS) return { ok: false, reason: "The payment request has expired. Please start the payment again from the shop." };
  if (![fields.ok_path, fields.cancel_path, fields.fail_path].every(isSameSitePath)) return { ok: false, reason: "The payment request names a return address outside the shop." };
  if (!/^\d{1,13}\.\d{2}$/.test(fields.amount)) return { ok: false, reason: "The payment request has no valid amount." };
  return { ok: true, request: fields };
}
