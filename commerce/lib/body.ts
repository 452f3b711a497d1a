import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import type { FieldError, FormErrorBody } from "../../shared/contract/account";
import { fieldErrorMap } from "../../shared/contract/checkout";
import { fail, refusal } from "./respond";

/**
 * The commerce API's one way to read a request body: JSON only (another Content-Type → 415),
 * malformed JSON → 400, then the route's valibot schema (from shared/contract/ where the
 * storefront sends the same body). Routes differ only in how a body that does not fit is
 * refused, and each refusal is one of the three below:
 *
 * - `readBody`: 400 `error_invalid_request`, the message naming the fields (catalogue, cart, search…);
 * - `readForm`: 400 `validation_form_errors` with `errors: [{ field, label_name }]` (account forms);
 * - `readFields`: 400 with the route's label and `errors: { field: label }` (checkout steps).
 */
type Read<S extends v.GenericSchema> = Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }>;
type Refusal = (c: Context, issues: readonly v.BaseIssue<unknown>[]) => Response;

async function read<S extends v.GenericSchema>(c: Context, schema: S, refuse: Refusal): Read<S> {
  if (!(c.req.header("content-type") ?? "").startsWith("application/json")) return { ok: false, response: fail(c, 415, "error_unsupported_media_type") };
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: fail(c, 400, "error_invalid_request") };
  }
  const parsed = v.safeParse(schema, raw);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, response: refuse(c, parsed.issues) };
}

const invalidRequest: Refusal = (c, issues) => fail(c, 400, "error_invalid_request", `Invalid: ${issues.map((i) => v.getDotPath(i) ?? "body").join(", ")}`);

/** A JSON body against its schema; unfit → 400 `error_invalid_request` naming the fields. */
export function readBody<S extends v.GenericSchema>(c: Context, schema: S): Read<S> {
  return read(c, schema, invalidRequest);
}

/** A JSON form against its schema; unfit → 400 naming each broken field and its label (`FormErrorBody`). */
export function readForm<S extends v.GenericSchema>(c: Context, schema: S): Read<S> {
  return read(c, schema, (c, issues) => failFields(c, 400, fieldErrors(issues)));
}

/** A checkout step's JSON against its schema; unfit → 400 with `label` and `errors: { field: label }`. */
export function readFields<S extends v.GenericSchema>(c: Context, schema: S, label: string): Read<S> {
  return read(c, schema, (c, issues) => failFieldMap(c, label, fieldErrorMap(issues)));
}

/**
 * The field errors of a refused body: the first issue of each field, its message as the label
 * (the schemas write label names as messages; anything else becomes a generic label).
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): v.InferOutput<typeof FieldError>[] {
  return Object.entries(fieldErrorMap(issues)).map(([field, label_name]) => ({ field, label_name }));
}

/** A refusal naming its fields, in the shape of `FormErrorBody`. */
export function failFields(c: Context, status: ContentfulStatusCode, errors: v.InferOutput<typeof FieldError>[], label = "validation_form_errors") {
  return refusal(c, status, label, { message: `Invalid: ${errors.map((e) => e.field).join(", ")}`, errors } satisfies Pick<FormErrorBody, "message" | "errors">);
}

/** A checkout refusal naming its fields as a map (`errors: { field: label }`). */
export function failFieldMap(c: Context, label: string, errors: Record<string, string>, status: 400 | 402 | 409 = 400) {
  return refusal(c, status, label, { errors });
}
