import * as v from "valibot";

/** Every commerce API answer is `{ success, data }`; failures may carry a label name. */
export function envelope<T extends v.GenericSchema>(data: T) {
  return v.object({ success: v.boolean(), data, label_name: v.optional(v.nullable(v.string())) });
}

export const ErrorBody = v.object({
  success: v.literal(false),
  label_name: v.optional(v.nullable(v.string())),
  message: v.optional(v.string()),
});

/**
 * `response_fields` of a list query (docs/behaviour/07-api.md): only these fields of each item
 * (`id` always); names an item does not have are ignored. Without it, every field.
 */
export const ResponseFields = v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z_0-9]{1,40}$/))), v.maxLength(80));
