import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { isSameOrigin, safeReturnPath } from "./personal";

/**
 * Account and checkout forms (issue 4): one endpoint serves both ways of sending a form.
 *
 * - Without JavaScript the browser posts `application/x-www-form-urlencoded`; the answer is a 303
 *   — forward on success, back to the form on failure with what the shopper typed and an error
 *   per field kept for one page view in a short-lived HttpOnly cookie (the "flash"), so the form
 *   page shows them again and nothing is lost.
 * - With JavaScript the client posts JSON and gets `{success, data, redirect}` or
 *   `{success: false, label_name, errors}` (400) to show beside the fields.
 *
 * Every field is validated with valibot whose messages are label keys (`validation_email`), so
 * the message next to a field is always in the site's language. Secrets (passwords, card numbers)
 * are never echoed back. Cross-site posts are refused (Origin / Sec-Fetch-Site), other
 * Content-Types answer 415, and nothing here may be cached.
 */

type C = Context<AppEnv>;
export type Mode = "form" | "json";
/** Field name → label key. */
export type FieldErrors = Record<string, string>;

export const FLASH_COOKIE = "zrno_form";
const FLASH_MAX_AGE_S = 120;
const MAX_FIELDS = 60;
const MAX_VALUE_CHARS = 2000;
/** A flash holds only what fits comfortably in one cookie. */
const MAX_FLASH_BYTES = 3500;

export interface Submission {
  mode: Mode;
  /** Every field as sent, as strings (a checkbox that is not ticked is absent). */
  fields: Record<string, string>;
}

/** Reads a form or JSON body, or answers the refusal (403 cross-site, 415, 400). */
export async function readSubmission(c: C): Promise<Submission | Response> {
  c.header("cache-control", "no-store");
  if (!isSameOrigin(c.req.raw)) return refuse(c, 403, "error_forbidden", "Cross-site form posts are not accepted.");
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const fields: Record<string, string> = Object.create(null);
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const params = new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()));
    for (const [k, val] of params) {
      if (Object.keys(fields).length >= MAX_FIELDS || val.length > MAX_VALUE_CHARS) return refuse(c, 400, "error_invalid_request", "Too many or too long fields.");
      fields[k] = val;
    }
    return { mode: "form", fields: { ...fields } };
  }
  if (type.startsWith("application/json")) {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return refuse(c, 400, "error_invalid_request", "Malformed JSON.");
    }
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return refuse(c, 400, "error_invalid_request", "Send an object of fields.");
    for (const [k, val] of Object.entries(raw)) {
      if (Object.keys(fields).length >= MAX_FIELDS) return refuse(c, 400, "error_invalid_request", "Too many fields.");
      // Flat fields only: what a form could have sent (booleans are ticked checkboxes).
      if (val === true) fields[k] = "1";
      else if (val === false || val === null) continue;
      else if (typeof val === "string" && val.length <= MAX_VALUE_CHARS) fields[k] = val;
      else if (typeof val === "number" && Number.isFinite(val)) fields[k] = String(val);
      else return refuse(c, 400, "error_invalid_request", `Field ${JSON.stringify(k.slice(0, 40))} must be text.`);
    }
    return { mode: "json", fields: { ...fields } };
  }
  return refuse(c, 415, "error_unsupported_media_type", "Send a form or JSON.");
}

/** Field errors from valibot issues: the first problem of each field, as its label key. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? "form";
    if (errors[field]) continue;
    errors[field] = /^[a-z][a-z0-9_]{2,60}$/.test(issue.message) ? issue.message : "validation_required";
  }
  return errors;
}

/** Validates a submission against a form schema: the output, or the field errors. */
export function validate<S extends v.GenericSchema>(schema: S, fields: Record<string, string>): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const parsed = v.safeParse(schema, fields);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, errors: fieldErrorsOf(parsed.issues) };
}

export interface FormFailure {
  /** The form's id, so only that form shows the flash. */
  form: string;
  errors: FieldErrors;
  /** A label for the whole form (shown above it), e.g. `auth_login_failed`. */
  notice?: string;
  /** Fields never echoed back. */
  secret?: readonly string[];
  /** Where the form is (a same-site path; falls back to the referring page). */
  back: string;
  status?: 400 | 401 | 403 | 409 | 422 | 429;
}

/** A refused submission: 303 back with the flash (form), or 400 with the errors (JSON). */
export function failSubmission(c: C, sub: Submission, f: FormFailure): Response {
  const status = f.status ?? 400;
  const label = f.notice ?? "validation_form_errors";
  if (sub.mode === "json") return c.json({ success: false, data: null, label_name: label, errors: f.errors }, status);
  const values: Record<string, string> = {};
  for (const [k, val] of Object.entries(sub.fields)) if (!(f.secret ?? []).includes(k) && !k.startsWith("_")) values[k] = val.slice(0, 500);
  setFlash(c, { form: f.form, values, errors: f.errors, notice: f.notice ?? null });
  return c.redirect(backPath(c, f.back), 303);
}

/** A done submission: 303 forward (form), or the data and where to go (JSON). */
export function completeSubmission(c: C, sub: Submission, to: string, data: unknown = null, notice?: { form: string; notice: string }): Response {
  if (sub.mode === "json") return c.json({ success: true, data, redirect: to });
  if (notice) setFlash(c, { form: notice.form, values: {}, errors: {}, notice: notice.notice });
  return c.redirect(to, 303);
}

function backPath(c: C, back: string): string {
  return safeReturnPath(back, c.req.url) ?? safeReturnPath(c.req.header("referer"), c.req.url) ?? "/";
}

function refuse(c: C, status: 400 | 403 | 415, label: string, message: string): Response {
  return c.json({ success: false, data: null, label_name: label, message }, status);
}

// ------------------------------------------------------------------------------------ the flash

export const FormFlash = v.object({
  form: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  values: v.record(v.pipe(v.string(), v.maxLength(60)), v.pipe(v.string(), v.maxLength(500))),
  errors: v.record(v.pipe(v.string(), v.maxLength(60)), v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{2,60}$/))),
  notice: v.nullable(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{2,60}$/))),
});
export type FormFlash = v.InferOutput<typeof FormFlash>;

function setFlash(c: C, flash: FormFlash) {
  let json = JSON.stringify(flash);
  // Too much to carry back: keep the errors, drop what was typed (the errors still show).
  if (json.length > MAX_FLASH_BYTES) json = JSON.stringify({ ...flash, values: {} });
  setCookie(c, FLASH_COOKIE, base64url(json), { path: "/", httpOnly: true, secure: true, sameSite: "Lax", maxAge: FLASH_MAX_AGE_S });
}

/**
 * The flash a form page shows once. Anything that is not a well-formed flash is ignored: the
 * cookie is the shopper's own, but it is input like any other.
 */
export function readFlash(c: C): FormFlash | null {
  const raw = getCookie(c, FLASH_COOKIE);
  if (!raw) return null;
  deleteCookie(c, FLASH_COOKIE, { path: "/", secure: true });
  if (raw.length > MAX_FLASH_BYTES * 2) return null;
  try {
    const parsed = v.safeParse(FormFlash, JSON.parse(fromBase64url(raw)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): string {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0)));
}
