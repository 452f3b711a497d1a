import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { isSameOrigin } from "../edge/same-origin";
import { refuse, type FieldErrors, type Submission } from "./respond";

/**
 * Reading account and checkout forms (issue 4): one endpoint serves both ways of sending a form;
 * ./respond.ts answers them.
 *
 * - Without JavaScript the browser posts `application/x-www-form-urlencoded`; the answer is a 303
 *   — forward on success, back to the form on failure with what the shopper typed and an error
 *   per field kept for one page view in a short-lived HttpOnly cookie (the "flash"), so the form
 *   page shows them again and nothing is lost.
 * - With JavaScript the client posts JSON and gets `{success, data, redirect}` or
 *   a refusal with `label_name` and `errors` (400) to show beside the fields.
 *
 * Every field is validated with valibot whose messages are label keys (`validation_email`), so
 * the message next to a field is always in the site's language. Secrets (passwords, card numbers)
 * are never echoed back. Cross-site posts are refused (Origin / Sec-Fetch-Site), other
 * Content-Types answer 415, and nothing here may be cached.
 */

type C = Context<AppEnv>;
const MAX_FIELDS = 60;
const MAX_VALUE_CHARS = 2000;

/** Reads a form or JSON body, or answers the refusal (403 cross-site, 415, 400). */
export async function readSubmission(c: C): Promise<Submission | Response> {
  c.header("cache-control", "no-store");
  if (!isSameOrigin(c.req.raw)) return refuse(c, 403, "error_forbidden", { message: "Cross-site form posts are not accepted." });
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const fields: Record<string, string> = Object.create(null);
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const params = new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()));
    for (const [k, val] of params) {
      if (Object.keys(fields).length >= MAX_FIELDS || val.length > MAX_VALUE_CHARS) return refuse(c, 400, "error_invalid_request", { message: "Too many or too long fields." });
      fields[k] = val;
    }
    return { mode: "form", fields: { ...fields } };
  }
  if (type.startsWith("application/json")) {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return refuse(c, 400, "error_invalid_request", { message: "Malformed JSON." });
    }
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return refuse(c, 400, "error_invalid_request", { message: "Send an object of fields." });
    for (const [k, val] of Object.entries(raw)) {
      if (Object.keys(fields).length >= MAX_FIELDS) return refuse(c, 400, "error_invalid_request", { message: "Too many fields." });
      // Flat fields only: what a form could have sent (booleans are ticked checkboxes).
      if (val === true) fields[k] = "1";
      else if (val === false || val === null) continue;
      else if (typeof val === "string" && val.length <= MAX_VALUE_CHARS) fields[k] = val;
      else if (typeof val === "number" && Number.isFinite(val)) fields[k] = String(val);
      else return refuse(c, 400, "error_invalid_request", { message: `Field ${JSON.stringify(k.slice(0, 40))} must be text.` });
    }
    return { mode: "json", fields: { ...fields } };
  }
  return refuse(c, 415, "error_unsupported_media_type", { message: "Send a form or JSON." });
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
