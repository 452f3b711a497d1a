import * as v from "valibot";

/** What a form screen shows again after a refused plain post: values typed and errors per field (label keys). */
export const FormState = v.object({
  values: v.record(v.string(), v.string()),
  errors: v.record(v.string(), v.string()),
  notice: v.nullable(v.string()),
});
export type FormState = v.InferOutput<typeof FormState>;
export const EMPTY_FORM: FormState = { values: {}, errors: {}, notice: null };

/** Screens of the auth controller (spec §2 "auth"), kinds `auth-*`, one browser chunk. */
export const AUTH_SCREENS = [] as const;
