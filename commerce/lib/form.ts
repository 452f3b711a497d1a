import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import type { FieldError, FormErrorBody } from "../../shared/contract/account";
import { readJson } from "./body";

const LABEL_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * The field errors of a refused body: the first issue of each field, its message as the label
 * (the account schemas write label names as messages; anything else becomes a generic label).
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): v.InferOutput<typeof FieldError>[] {
  const out = new Map<string, string>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? "body";
    if (out.has(field)) continue;
    const label = LABEL_NAME.test(issue.message) ? issue.message : issue.input === undefined ? "validation_required" : "validation_invalid";
    out.set(field, label);
  }
  return [...out].map(([field, label_name]) => ({ field, label_name }));
}

/** A refusal naming its fields, in the shape of `FormErrorBody`. */
export function failFields(c: Context, status: ContentfulStatusCode, errors: v.InferOutput<typeof FieldError>[], label = "validation_form_errors") {
  const body: FormErrorBody = { success: false, data: null, label_name: label, message: `Invalid: ${errors.map((e) => e.field).join(", ")}`, errors };
  return c.json(body, status);
}

/**
 * Reads a JSON form and validates it: wrong Content-Type → 415, malformed JSON → 400, a body
 * that does not fit → 400 naming each broken field and its label.
 */
export async function readForm<S extends v.GenericSchema>(c: Context, schema: S): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }> {
  const json = await readJson(c);
  if (!json.ok) return json;
  const parsed = v.safeParse(schema, json.raw);
  if (!parsed.success) return { ok: false, response: failFields(c, 400, fieldErrors(parsed.issues)) };
  return { ok: true, value: parsed.output };
}
