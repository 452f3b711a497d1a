import { bffFetch } from "./bff-fetch";

/**
 * A form sent with JavaScript, for the account's and checkout's forms alike (loaded when the
 * shopper reaches for a form, ./form-post-load.ts): its fields as JSON to the BFF endpoint the
 * plain form posts to, and the answer read whatever its status. Sent once: nothing here retries
 * (an order or a payment must not happen twice).
 */
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

/** The form's fields as a plain form would post them (ticked checkboxes only, as "1"). */
export function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) || !el.name || el.disabled) continue;
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      if (el.checked) out[el.name] = el.type === "checkbox" ? "1" : el.value;
      continue;
    }
    if (el instanceof HTMLInputElement && (el.type === "submit" || el.type === "button")) continue;
    out[el.name] = el.value;
  }
  return out;
}
