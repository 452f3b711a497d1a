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
