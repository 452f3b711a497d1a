import * as v from "valibot";
import {
  ChangePasswordBody,
  Email,
  ForgottenPasswordBody,
  LinkCode,
  LinkId,
  NewPasswordBody,
  ProfileUpdate,
  QuickSignupBody,
  SameSitePath,
  SignupBody,
} from "../contract/account";

/**
 * The account forms as the browser sends them (docs/behaviour/07-api.md "Auth"; issue 4): every field a string,
 * the way a plain form posts it (the JSON path sends the same names, ticked checkboxes as "1").
 * Each schema turns the fields into the commerce API's body and reuses its rules, so a refused
 * field gets the very label the API would give, shown next to the field in the site's language.
 * Unknown fields are refused (no mass assignment); fields starting with `_` are the form's own
 * plumbing (`_back`, `_method`) and are taken off before validation.
 */

/** What a missing field (or an unknown one) reports: an object schema's message is the one used. */
const REQUIRED = "validation_required";

/** A ticked checkbox: "1" from our JSON client, "on" from a browser without a value attribute. */
// The default matters: without one a missing key is skipped, not turned into `false`.
const Checkbox = v.pipe(
  v.optional(v.picklist(["", "1", "on", "true"], "validation_invalid"), ""),
  v.transform((s) => s !== ""),
);
const Text = v.optional(v.string("validation_invalid"), "");
const ReturnPath = v.optional(v.pipe(v.string(), v.transform((s) => (s === "" ? undefined : s)), v.optional(SameSitePath)));

export const LoginForm = v.strictObject({
  email: Email,
  // Any length the API takes: a rule change must not lock out passwords set under the old one.
  password: v.pipe(v.string("validation_required"), v.nonEmpty("validation_required"), v.maxLength(1024, "auth_login_failed")),
  /** Where to go after logging in: a path on this site (the page that asked for a login). */
  redirect: ReturnPath,
}, REQUIRED);
export type LoginForm = v.InferOutput<typeof LoginForm>;

export const SignupForm = v.pipe(
  v.strictObject({
    email: v.string("validation_required"),
    password: v.string("validation_required"),
    first_name: v.string("validation_required"),
    last_name: v.string("validation_required"),
    // Unticked is `false`, which the API's rule refuses with `validation_terms`.
    accept_terms: Checkbox,
    newsletter: Checkbox,
  }, REQUIRED),
  v.rawTransform(({ dataset, addIssue, NEVER }) => sameAs(SignupBody, dataset.value, addIssue, NEVER)),
);

export const QuickSignupForm = v.pipe(
  v.strictObject({ email: v.string("validation_required"), password: v.string("validation_required") }, REQUIRED),
  v.rawTransform(({ dataset, addIssue, NEVER }) => sameAs(QuickSignupBody, dataset.value, addIssue, NEVER)),
);

export const ForgottenPasswordForm = v.pipe(
  v.strictObject({ email: v.string("validation_required"), next: ReturnPath }, REQUIRED),
  v.rawTransform(({ dataset, addIssue, NEVER }) => sameAs(ForgottenPasswordBody, dataset.value, addIssue, NEVER)),
);

export const NewPasswordForm = v.strictObject({
  id: LinkId,
  code: LinkCode,
  password: NewPasswordBody.entries.password,
  next: ReturnPath,
}, REQUIRED);

export const ChangePasswordForm = v.pipe(
  v.strictObject({ current_password: v.string("validation_required"), password: v.string("validation_required") }, REQUIRED),
  v.rawTransform(({ dataset, addIssue, NEVER }) => sameAs(ChangePasswordBody, dataset.value, addIssue, NEVER)),
);

export const ProfileForm = v.pipe(
  v.strictObject({
    first_name: v.string("validation_required"),
    last_name: v.string("validation_required"),
    phone: Text,
    street: Text,
    zip: Text,
    city: Text,
    country: Text,
    company: Text,
    newsletter: Checkbox,
  }, REQUIRED),
  v.rawTransform(({ dataset, addIssue, NEVER }) => sameAs(ProfileUpdate, dataset.value, addIssue, NEVER)),
);

export const CouponForm = v.strictObject({
  code: v.pipe(v.string("validation_required"), v.trim(), v.nonEmpty("validation_required"), v.regex(/^[A-Za-z0-9_-]{2,40}$/, "error_coupon_invalid_code")),
}, REQUIRED);

export const LogoutForm = v.strictObject({ redirect: v.optional(v.string()) }, REQUIRED);

/**
 * Runs the API's own schema over the converted fields, reporting its issues on the same paths:
 * one rule, one message, whether the storefront or the API refuses.
 */
function sameAs<S extends v.GenericSchema>(schema: S, input: unknown, addIssue: (info: { message: string; path?: [v.IssuePathItem, ...v.IssuePathItem[]] }) => void, never: never): v.InferOutput<S> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return parsed.output;
  for (const issue of parsed.issues) addIssue({ message: issue.message, ...(issue.path ? { path: issue.path as [v.IssuePathItem, ...v.IssuePathItem[]] } : {}) });
  return never;
}
