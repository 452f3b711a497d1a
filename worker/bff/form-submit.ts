import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { fieldErrorMap } from "../../shared/contract/checkout";
import { mediaType } from "./guards";
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
 * are never echoed back. Cross-site posts, other Content-Types and caching are ./guards.ts's.
 */

type C = Context<AppEnv>;
const MAX_FIELDS = 60;
const MAX_VALUE_CHARS = 2000;

/** A text field as a form sends it; JSON may say the same with a number or a tick (a boolean). */
const FieldValue = v.union([v.pipe(v.string(), v.maxLength(MAX_VALUE_CHARS)), v.pipe(v.number(), v.finite()), v.boolean(), v.null()]);

/**
 * The flat fields of a form or of JSON: what a form could have sent. `true` is a ticked checkbox
 * ("1"); `false` and null are fields left out. A key such as `__proto__` is just a field name.
 */
const Fields = v.pipe(
  v.custom<Record<string, unknown>>((x) => typeof x === "object" && x !== null && !Array.isArray(x), "Send an object of fields."),
  v.check((r) => Object.keys(r).length <= MAX_FIELDS, "Too many fields."),
  v.check((r) => Object.values(r).every((val) => v.is(FieldValue, val)), "Every field must be text."),
  v.transform((r) => {
    const out: Record<string, string> = {};
    for (const [k, val] of Object.entries(r)) if (val !== false && val !== null) Object.defineProperty(out, k, { value: val === true ? "1" : String(val), enumerable: true, writable: true, configurable: true });
    return out;
  }),
);

/**
 * Reads a form or JSON body (./guards.ts has checked its origin, type and size), or answers the
 * refusal: 400 for malformed JSON and for anything but flat text fields, 415 for another type.
 */
export async function readSubmission(c: C): Promise<Submission | Response> {
  const type = mediaType(c.req.raw);
  const mode = type === "application/x-www-form-urlencoded" ? "form" : type === "application/json" ? "json" : null;
  if (!mode) return refuse(c, 415, "error_unsupported_media_type", { message: "Send a form or JSON." });
  let raw: unknown;
  try {
    raw = mode === "form" ? await c.req.parseBody() : await c.req.json();
  } catch {
    return refuse(c, 400, "error_invalid_request", { message: "Malformed JSON." });
  }
  const fields = v.safeParse(Fields, raw);
  if (!fields.success) return refuse(c, 400, "error_invalid_request", { message: fields.issues[0].message });
  return { mode, fields: fields.output };
}

/** Field errors from valibot issues: the first problem of each field, as its label key. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  return fieldErrorMap(issues, "form", () => "validation_required");
}

/** Validates a submission against a form schema: the output, or the field errors. */
export function validate<S extends v.GenericSchema>(schema: S, fields: Record<string, string>): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const parsed = v.safeParse(schema, fields);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, errors: fieldErrorsOf(parsed.issues) };
}
