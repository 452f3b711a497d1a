import * as v from "valibot";
import { FIELD_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./constants";
import { envelope } from "./envelope";
import { isSafePath } from "../safe-redirect";
import { isCommonPassword } from "../passwords/common";

/**
 * The customer account (docs/behaviour/07-api.md "Auth"): bodies the storefront sends and answers the commerce API
 * gives. Every validation message is a LABEL NAME, so the API names the broken field and its
 * label, and a storefront form that reuses these schemas shows the same message next to the
 * field in the tenant's language.
 */

// ---------------------------------------------------------------- field rules

/** Longest value each customer field takes; the customer-fields answer publishes the same numbers. */
export { FIELD_MAX, PASSWORD_MIN, PASSWORD_MAX };

/** Countries a customer address may be in: the countries of the ten sites (their locale regions). */
export const CUSTOMER_COUNTRIES = ["HR", "SI", "AT", "DE", "IT", "ES", "IE", "RS", "BA", "ME"] as const;

// Control characters (tabs and newlines included) have no place in a one-line field.
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

function text(max: number) {
  return v.pipe(v.string("validation_required"), v.trim(), v.regex(ONE_LINE, "validation_invalid"), v.maxLength(max, "validation_max_length"));
}
function requiredText(max: number) {
  return v.pipe(text(max), v.nonEmpty("validation_required"));
}

export const Email = v.pipe(
  v.string("validation_required"),
  v.trim(),
  v.nonEmpty("validation_required"),
  v.maxLength(FIELD_MAX.email, "validation_email"),
  v.email("validation_email"),
);

/**
 * The password rule of sign-up, reset and change (ASVS 5.0 6.2; docs/security.md "Passwords"):
 * 8–128 characters, not one of the 10,000 most common passwords, not the e-mail itself; no
 * composition rules (digits, capitals, symbols are neither required nor refused).
 */
export const Password = v.pipe(
  v.string("validation_required"),
  v.nonEmpty("validation_required"),
  v.minLength(PASSWORD_MIN, "validation_password_length"),
  v.maxLength(PASSWORD_MAX, "validation_password_length"),
  v.check((p) => !isCommonPassword(p), "validation_password_common"),
);

/** The third half of the rule, for where the e-mail is known (a form field, or the account's). */
export function passwordIsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

const PHONE = /^\+?[0-9][0-9 ()/.-]{5,}$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{2,}$/;
/** A field that may also be left empty ("not given"): empty passes, anything else must match. */
const emptyOr = (re: RegExp, message: string) => v.check<string, string>((s) => s === "" || re.test(s), message);

const PersonName = requiredText(FIELD_MAX.first_name);
const Phone = v.pipe(requiredText(FIELD_MAX.phone), v.regex(PHONE, "validation_phone"));
const Street = requiredText(FIELD_MAX.street);
const Zip = v.pipe(requiredText(FIELD_MAX.zip), v.regex(ZIP, "validation_zip"));
const City = requiredText(FIELD_MAX.city);
const Company = text(FIELD_MAX.company);
export const Country = v.picklist(CUSTOMER_COUNTRIES, "validation_country");

/**
 * A shopper's customer data, as checkout (webshop.customer / webshop.guest) and the profile
 * validate it. Unknown keys are dropped (the storefront appends `lang`; nothing else may slip in).
 */
// An object schema's message is what a MISSING key reports (and a body that is no object at all).
export const CustomerData = v.object({
  first_name: PersonName,
  last_name: PersonName,
  email: Email,
  phone: Phone,
  street: Street,
  zip: Zip,
  city: City,
  country: Country,
  company: v.optional(Company, ""),
  newsletter: v.optional(v.boolean("validation_invalid"), false),
}, "validation_required");
export type CustomerData = v.InferOutput<typeof CustomerData>;

/**
 * A profile update: the same field rules, but only the names are required (an account exists
 * before it has an address), and the e-mail is not changed here.
 */
export const ProfileUpdate = v.object({
  first_name: PersonName,
  last_name: PersonName,
  phone: v.optional(v.pipe(text(FIELD_MAX.phone), emptyOr(PHONE, "validation_phone")), ""),
  street: v.optional(text(FIELD_MAX.street), ""),
  zip: v.optional(v.pipe(text(FIELD_MAX.zip), emptyOr(ZIP, "validation_zip")), ""),
  city: v.optional(text(FIELD_MAX.city), ""),
  country: v.optional(v.union([v.literal(""), Country], "validation_country"), ""),
  company: v.optional(Company, ""),
  newsletter: v.optional(v.boolean("validation_invalid"), false),
}, "validation_required");
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdate>;

export const Profile = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  phone: v.string(),
  street: v.string(),
  zip: v.string(),
  city: v.string(),
  /** "" until the shopper gives an address. */
  country: v.string(),
  company: v.string(),
  newsletter: v.boolean(),
});
export type Profile = v.InferOutput<typeof Profile>;
export const ProfileResponse = envelope(Profile);

// ---------------------------------------------------------------- customer fields

const CustomerFieldType = v.picklist(["text", "email", "tel", "select", "checkbox"]);
export const CustomerField = v.object({
  name: v.string(),
  type: CustomerFieldType,
  required: v.boolean(),
  max_length: v.nullable(v.number()),
  /** Label of the field's caption. */
  label_name: v.string(),
  /** The HTML autocomplete token, so browsers fill the form. */
  autocomplete: v.string(),
  /** Only for selects; country: the site's own country first. */
  options: v.optional(v.array(v.object({ value: v.string(), title: v.string() }))),
});
export type CustomerField = v.InferOutput<typeof CustomerField>;
export const CustomerFields = v.object({ fields: v.array(CustomerField) });
export const CustomerFieldsResponse = envelope(CustomerFields);

/** The customer form, in order. One table for the API's answer and any form built from it. */
export const CUSTOMER_FORM: readonly Omit<CustomerField, "options">[] = [
  { name: "first_name", type: "text", required: true, max_length: FIELD_MAX.first_name, label_name: "field_first_name", autocomplete: "given-name" },
  { name: "last_name", type: "text", required: true, max_length: FIELD_MAX.last_name, label_name: "field_last_name", autocomplete: "family-name" },
  { name: "email", type: "email", required: true, max_length: FIELD_MAX.email, label_name: "field_email", autocomplete: "email" },
  { name: "phone", type: "tel", required: true, max_length: FIELD_MAX.phone, label_name: "field_phone", autocomplete: "tel" },
  { name: "street", type: "text", required: true, max_length: FIELD_MAX.street, label_name: "field_address", autocomplete: "address-line1" },
  { name: "zip", type: "text", required: true, max_length: FIELD_MAX.zip, label_name: "field_zip", autocomplete: "postal-code" },
  { name: "city", type: "text", required: true, max_length: FIELD_MAX.city, label_name: "field_city", autocomplete: "address-level2" },
  { name: "country", type: "select", required: true, max_length: null, label_name: "field_country", autocomplete: "country" },
  { name: "company", type: "text", required: false, max_length: FIELD_MAX.company, label_name: "field_company", autocomplete: "organization" },
  { name: "newsletter", type: "checkbox", required: false, max_length: null, label_name: "field_newsletter", autocomplete: "off" },
];

// ---------------------------------------------------------------- sign-up

export const SignupBody = v.pipe(
  v.object({
    email: Email,
    password: Password,
    first_name: PersonName,
    last_name: PersonName,
    accept_terms: v.literal(true, "validation_terms"),
    newsletter: v.optional(v.boolean("validation_invalid"), false),
  }, "validation_required"),
  v.forward(v.partialCheck([["email"], ["password"]], (i) => !passwordIsEmail(i.password, i.email), "validation_password_same_as_email"), ["password"]),
);
export type SignupBody = v.InferOutput<typeof SignupBody>;

/** After a guest checkout: the e-mail and a password are enough. */
export const QuickSignupBody = v.pipe(
  v.object({ email: Email, password: Password }, "validation_required"),
  v.forward(v.partialCheck([["email"], ["password"]], (i) => !passwordIsEmail(i.password, i.email), "validation_password_same_as_email"), ["password"]),
);

/** The same answer whether or not the e-mail already had an account (no enumeration). */
const SignupResult = v.object({ email: v.string(), confirmation_required: v.literal(true) });
export const SignupResponse = envelope(SignupResult);

const SignupConfirmResult = v.object({ confirmed: v.literal(true), email: v.string() });
export const SignupConfirmResponse = envelope(SignupConfirmResult);

// ---------------------------------------------------------------- passwords

/** Id of a mailed link: random, so it says nothing about other links. */
export const LinkId = v.pipe(v.string("error_reset_link_invalid"), v.regex(/^[A-Za-z0-9_-]{16}$/, "error_reset_link_invalid"));
/** The secret half of a mailed link: 256 random bits, base64url. */
export const LinkCode = v.pipe(v.string("error_reset_link_invalid"), v.regex(/^[A-Za-z0-9_-]{43}$/, "error_reset_link_invalid"));

const NEXT_PATH_MAX = 512;
/**
 * A path on this site to return to, under the one redirect rule (shared/safe-redirect.ts): one
 * leading "/", no backslash, control characters or spaces (URL parsers drop tabs and newlines, so
 * "/\t/evil" would become "//evil"), and the WHATWG parser keeps it on the same origin with a
 * path that does not start with "//", before and after one decoding.
 */
export function isSameSitePath(path: string): boolean {
  return path.length <= NEXT_PATH_MAX && isSafePath(path);
}
export const SameSitePath = v.pipe(v.string("error_return_path_invalid"), v.check(isSameSitePath, "error_return_path_invalid"));

/** Either variant: {email} mails a reset link; {email, next} carries `next` in the link. */
export const ForgottenPasswordBody = v.object({ email: Email, next: v.optional(SameSitePath) }, "validation_required");
/** The same answer whether or not the e-mail has an account. */
const ForgottenPasswordResult = v.object({ sent: v.literal(true) });
export const ForgottenPasswordResponse = envelope(ForgottenPasswordResult);

export const ResetLinkCheckResponse = envelope(v.object({ valid: v.literal(true) }));

export const NewPasswordBody = v.object({ id: LinkId, code: LinkCode, password: Password }, "validation_required");
const NewPasswordResult = v.object({ changed: v.literal(true), email: v.string() });
export const NewPasswordResponse = envelope(NewPasswordResult);

export const ChangePasswordBody = v.object({
  current_password: v.pipe(v.string("validation_required"), v.nonEmpty("validation_required"), v.maxLength(1024, "error_current_password_wrong")),
  password: Password,
}, "validation_required");
/** `jwt` replaces the session's token: every earlier token of the account stops working. */
const ChangePasswordResult = v.object({ jwt: v.string() });
export const ChangePasswordResponse = envelope(ChangePasswordResult);

// ---------------------------------------------------------------- my comments

export const MyComment = v.object({
  id: v.number(),
  product_code: v.string(),
  product_title: v.string(),
  /** The product page on this site; null when the product is not shown there. */
  url_without_domain: v.nullable(v.string()),
  rate: v.number(),
  message: v.string(),
  approved: v.boolean(),
  datetime_created: v.string(),
});
export type MyComment = v.InferOutput<typeof MyComment>;
/** Newest first; without `all=1` only the newest few (the dashboard's), `total` counts all. */
export const MyComments = v.object({ items: v.array(MyComment), total: v.number() });
export const MyCommentsResponse = envelope(MyComments);

// ---------------------------------------------------------------- errors and the dev outbox

export const FieldError = v.object({ field: v.string(), label_name: v.string() });
/** A refused form: `label_name` says what happened, `errors` which field and why. */
export const FormErrorBody = v.object({
  success: v.literal(false),
  data: v.null(),
  label_name: v.string(),
  message: v.optional(v.string()),
  errors: v.array(FieldError),
});
export type FormErrorBody = v.InferOutput<typeof FormErrorBody>;

export const OutboxMail = v.object({
  id: v.number(),
  site: v.string(),
  to: v.string(),
  kind: v.string(),
  subject: v.string(),
  text: v.string(),
  /** Site paths (or absolute URLs), in the order the text names them. */
  links: v.array(v.string()),
  created_at: v.string(),
});
export type OutboxMail = v.InferOutput<typeof OutboxMail>;
export const OutboxResponse = envelope(v.object({ items: v.array(OutboxMail) }));
