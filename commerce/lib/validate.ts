import { vValidator } from "@hono/valibot-validator";
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import * as v from "valibot";
import { fieldErrorMap } from "../../shared/contract/checkout";
import { fail, failFieldMap, failFields, fieldErrors } from "./respond";

/**
 * The commerce API's one way to read a request body: `@hono/valibot-validator` with the route's
 * valibot schema (from shared/contract/ where the storefront sends the same body), so the
 * handler reads a typed `c.req.valid("json")`. A route lists its guards (token, staff, site)
 * before the validator, so a caller without the right gets 401/403 before a bad body's 400.
 *
 * Only JSON is read: another Content-Type (a form or text/plain, what a cross-site "simple"
 * request can send) is 415, malformed JSON 400 `error_invalid_request`. Routes differ only in
 * how a body that does not fit is refused, and each refusal is one of the three below:
 *
 * - `json`: 400 `error_invalid_request`, the message naming the fields (catalogue, cart, search…);
 * - `jsonForm`: 400 `validation_form_errors` with `errors: [{ field, label_name }]` (account forms);
 * - `jsonFields`: 400 with the route's label and `errors: { field: label }` (checkout steps).
 *
 * A route that does not speak the API's envelope (the sandbox gateway answers as an acquirer)
 * reads its body with `jsonOwn` and words every refusal itself.
 */
type Refuse = (c: Context, issues: readonly v.BaseIssue<unknown>[]) => Response;
/** A body that is not JSON (415) or not well-formed JSON (400). */
type RefuseUnread = (c: Context, status: 400 | 415) => Response;

const unreadInEnvelope: RefuseUnread = (c, status) => (status === 415 ? fail(c, 415, "error_unsupported_media_type") : fail(c, 400, "error_invalid_request"));

/** "Invalid: qty, card.card_number": the fields of a body that did not fit, by their dot paths. */
const invalidFields = (issues: readonly v.BaseIssue<unknown>[]) => `Invalid: ${issues.map((i) => v.getDotPath(i) ?? "body").join(", ")}`;

function validated<S extends v.GenericSchema>(schema: S, refuse: Refuse, refuseUnread: RefuseUnread = unreadInEnvelope) {
  const validate = vValidator("json", schema, (result, c) => (result.success ? undefined : refuse(c, result.issues)));
  const read: MiddlewareHandler = async (c, next) => {
    if (!(c.req.header("content-type") ?? "").startsWith("application/json")) return refuseUnread(c, 415);
    try {
      return await validate(c, next);
    } catch (err) {
      // The validator throws on JSON it cannot parse; the handler's own errors never reach here
      // (Hono's compose hands them to the app's onError inside `next`).
      if (err instanceof HTTPException && err.status === 400) return refuseUnread(c, 400);
      throw err;
    }
  };
  // The validator's own type carries the schema's input and output to `c.req.valid("json")`.
  return read as unknown as typeof validate;
}

/**
 * A JSON body against its schema; unfit → 400 `error_invalid_request` naming the fields, or 400
 * `label` alone where the answer must not say which field failed (the login).
 */
export function json<S extends v.GenericSchema>(schema: S, label?: string) {
  return validated(schema, (c, issues) => (label ? fail(c, 400, label) : fail(c, 400, "error_invalid_request", invalidFields(issues))));
}

/** A JSON form against its schema; unfit → 400 naming each broken field and its label (`FormErrorBody`). */
export function jsonForm<S extends v.GenericSchema>(schema: S) {
  return validated(schema, (c, issues) => failFields(c, 400, fieldErrors(issues)));
}

/** A checkout step's JSON against its schema; unfit → 400 with `label` and `errors: { field: label }`. */
export function jsonFields<S extends v.GenericSchema>(schema: S, label: string) {
  return validated(schema, (c, issues) => failFieldMap(c, label, fieldErrorMap(issues)));
}

/**
 * A JSON body for a route with answers of its own: `refuse(c, status, reason)` words the 415 of
 * a body that is not JSON and the 400 of malformed JSON or of a body unfit for the schema (the
 * reason then names the fields).
 */
export function jsonOwn<S extends v.GenericSchema>(schema: S, refuse: (c: Context, status: 400 | 415, reason: string) => Response) {
  return validated(
    schema,
    (c, issues) => refuse(c, 400, invalidFields(issues)),
    (c, status) => refuse(c, status, status === 415 ? "Send JSON." : "Malformed JSON."),
  );
}
