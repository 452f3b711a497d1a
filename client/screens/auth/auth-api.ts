import type { Profile } from "../../../shared/contract/account";
import { bffFetch } from "../../state/bff-fetch";

/**
 * The browser's side of the account: JSON posts to the BFF's form endpoints (the same ones the
 * plain forms post to) and the session refetches. The token rides in its HttpOnly cookie; no
 * answer carries it.
 */

type AuthEndpoint = "login" | "logout" | "signup" | "forgotten-password" | "new-password" | "change-password" | "profile" | "my-coupons" | "is-login";

export const authBff = (basePath: string, path: AuthEndpoint) => `${basePath}/api/nuxtapi/auth/${path}/`;

export type FormAnswer =
  | { ok: true; data: unknown; redirect: string | null }
  | { ok: false; status: number; notice: string; errors: Record<string, string> };

const LABEL = /^[a-z][a-z0-9_]{2,60}$/;

/** Posts a form's fields as JSON; a refusal comes back as its notice and an error label per field. */
export async function submitForm(url: string, fields: Record<string, string>): Promise<FormAnswer> {
  // A 401 here is an answer about the form, not a dead session for the runtime to repair.
  const { ok, status, json } = await bffFetch(url, "POST", fields, { own401: true });
  const body = json as { data?: unknown; redirect?: unknown; label_name?: unknown; errors?: unknown };
  if (ok) return { ok: true, data: body.data ?? null, redirect: typeof body.redirect === "string" ? body.redirect : null };
  const errors: Record<string, string> = {};
  if (body.errors && typeof body.errors === "object") {
    for (const [field, key] of Object.entries(body.errors)) if (typeof key === "string" && LABEL.test(key)) errors[field] = key;
  }
  const notice = typeof body.label_name === "string" && LABEL.test(body.label_name) ? body.label_name : status === 429 ? "error_too_many_attempts" : "error_generic_text";
  return { ok: false, status, notice, errors };
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

async function data(url: string): Promise<unknown> {
  const { ok, json } = await bffFetch(url, "GET");
  if (!ok) throw new Error(`GET ${url} failed`);
  return json.data ?? null;
}

export async function fetchLoggedIn(basePath: string): Promise<boolean> {
  const d = (await data(authBff(basePath, "is-login"))) as { logged_in?: unknown } | null;
  return d?.logged_in === true;
}

/** The profile (checked by the BFF against the contract), or null when nobody is logged in. */
export async function fetchProfile(basePath: string): Promise<Profile | null> {
  const { ok, json } = await bffFetch(authBff(basePath, "profile"), "GET");
  return ok && json.data && typeof json.data === "object" ? (json.data as Profile) : null;
}

/** How many items the cart holds (all parcels). */
export async function fetchCartItems(basePath: string): Promise<number | null> {
  const d = (await data(`${basePath}/api/nuxtapi/webshop/cart/`)) as { parcels?: { items?: { quantity?: unknown }[] }[] } | null;
  if (!d || !Array.isArray(d.parcels)) return null;
  let n = 0;
  for (const p of d.parcels) for (const i of p.items ?? []) n += typeof i.quantity === "number" ? i.quantity : 0;
  return n;
}
