import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type * as v from "valibot";
import type { FieldError, FormErrorBody } from "../../shared/contract/account";
import { fieldErrorMap } from "../../shared/contract/checkout";

/** The API's one answer shape: `{ success, data }`, and on failure a label the shop can translate. */
export function ok<T>(c: Context, data: T) {
  return c.json({ success: true, data });
}

/**
 * Every refusal the API gives, in one shape: `{ success: false, data, label_name }` and what the
 * caller adds (a message, field errors). `data` is null unless the refusal carries facts (how
 * many a cart line may hold, the coupon that was refused).
 */
export function refusal(c: Context, status: ContentfulStatusCode, label: string, { data = null, ...rest }: { data?: unknown; message?: string; errors?: unknown } = {}) {
  return c.json({ success: false, data, label_name: label, ...rest }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, label: string, message?: string) {
  return refusal(c, status, label, message ? { message } : {});
}

/**
 * The field errors of a refused body: the first issue of each field, its message as the label
 * (the schemas write label names as messages; anything else becomes a generic label).
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): v.InferOutput<typeof FieldError>[] {
  return Object.entries(fieldErrorMap(issues)).map(([field, label_name]) => ({ field, label_name }));
}

/** A refusal naming its fields, in the shape of `FormErrorBody` (account forms). */
export function failFields(c: Context, status: ContentfulStatusCode, errors: v.InferOutput<typeof FieldError>[], label = "validation_form_errors") {
  return refusal(c, status, label, { message: `Invalid: ${errors.map((e) => e.field).join(", ")}`, errors } satisfies Pick<FormErrorBody, "message" | "errors">);
}

/** A checkout refusal naming its fields as a map (`errors: { field: label }`). */
export function failFieldMap(c: Context, label: string, errors: Record<string, string>, status: 400 | 402 | 409 = 400) {
  return refusal(c, status, label, { errors });
}
