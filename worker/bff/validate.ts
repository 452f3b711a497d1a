import type { Context } from "hono";
import { validator } from "hono/validator";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { mediaType } from "./guards";
import { badForm, invalid, refuse } from "./respond";

/**
 * Request bodies checked against the contract's valibot schemas with Hono's validator, so a
 * handler reads its input typed from `c.req.valid("json")` / `c.req.valid("form")` and never
 * parses a body itself. Size and media type are ./guards.ts's, once for all endpoints; here a
 * body of the kind the endpoint does not take is 415, malformed JSON 400 (Hono's own), and a
 * body that does not fit its schema 400 naming the fields (unknown keys are refused: the
 * schemas are strict).
 *
 * An endpoint that takes both a plain form (the no-JavaScript path) and JSON chains
 * `formBody(F)` then `jsonBesideForm(J)`: the one that does not apply yields null. A GET
 * endpoint reads its query string with `queryParams(Q)` the same way (400 naming the fields).
 */

const FORM = "application/x-www-form-urlencoded";
const isJson = (c: Context) => /^application\/([\w.-]+\+)?json$/.test(mediaType(c.req.raw));

const fieldsOf = (issues: readonly v.BaseIssue<unknown>[], whole: string) => issues.map((i) => v.getDotPath(i) ?? whole);

export function jsonBody<S extends v.GenericSchema>(schema: S) {
  return validator("json", (value, c: Context<AppEnv>) => {
    if (!isJson(c)) return refuse(c, 415, "error_unsupported_media_type", { message: "Send JSON." });
    return checked(c, schema, value);
  });
}

/** JSON for an endpoint that takes a plain form too (after `formBody`): null when the body is the form. */
export function jsonBesideForm<S extends v.GenericSchema>(schema: S) {
  return validator("json", (value, c: Context<AppEnv>) => {
    if (mediaType(c.req.raw) === FORM) return null;
    if (!isJson(c)) return refuse(c, 415, "error_unsupported_media_type", { message: "Send JSON or a form." });
    return checked(c, schema, value);
  });
}

function checked<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S, value: unknown): v.InferOutput<S> | Response {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : invalid(c, fieldsOf(parsed.issues, "body"));
}

/** A plain form's fields (strings) against a schema: unfit → 400 as plain text, since a browser shows it as it is. */
export function formBody<S extends v.GenericSchema>(schema: S) {
  return validator("form", (value, c: Context<AppEnv>) => {
    if (mediaType(c.req.raw) !== FORM) return null;
    const parsed = v.safeParse(schema, value);
    if (!parsed.success) return badForm(c, fieldsOf(parsed.issues, "form"));
    return parsed.output as v.InferOutput<S>;
  });
}

/**
 * A GET endpoint's query string against a schema (`c.req.valid("query")`): a parameter given
 * twice arrives as an array and does not fit a string field; unfit → 400 naming the fields.
 */
export function queryParams<S extends v.GenericSchema>(schema: S) {
  return validator("query", (value, c: Context<AppEnv>) => checked(c, schema, value));
}
