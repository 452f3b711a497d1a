import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { CUSTOMER_COUNTRIES, CustomerData, isSameSitePath, Password, QuickSignupBody, SignupBody } from "../../../shared/contract/account";
import { LABEL_LANGS, labels } from "../../../commerce/seed/labels";
import { TENANTS } from "../../../tenants";

/** The account rules the API and the storefront forms share (shared/contract/account.ts). */

/** The message a form shows: the first issue's (a pipe reports every failed check, in order). */
const messages = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? [] : [r.issues[0].message];
};

describe("password rule", () => {
  it.each([
    ["Zobene-7", []],
    ["abcdefgh-kruh", []],
    ["12345678-a-b", []],
    // No composition rules (ASVS 6.2.5): digits only is fine when it is not a common password.
    ["0".repeat(40), []],
    ["80417236591", []],
    [" spaces inside ok ", []],
    ["šđčćž-lozinka", []],
    ["x".repeat(128), []],
    ["", ["validation_required"]],
    ["Abc-123", ["validation_password_length"]],
    ["x".repeat(129), ["validation_password_length"]],
    // One of the 10,000 most common passwords (shared/passwords/), whatever the case.
    ["12345678", ["validation_password_common"]],
    ["abcdefgh", ["validation_password_common"]],
    ["12345678a", ["validation_password_common"]],
    ["PASSWORD1", ["validation_password_common"]],
    ["Iloveyou", ["validation_password_common"]],
    [12345678, ["validation_required"]],
    [undefined, ["validation_required"]],
  ] as const)("%j → %j", (input, expected) => {
    expect(messages(Password, input)).toEqual(expected);
  });

  it.each([
    { email: "ana@zrno.hr", password: "ana@zrno.hr" },
    { email: "Ana@Zrno.hr", password: "ana@zrno.HR" },
    { email: " ana@zrno.hr ", password: "ana@zrno.hr " },
  ])("refuses the e-mail as password ($password for $email), naming the password field", ({ email, password }) => {
    for (const schema of [QuickSignupBody, SignupBody]) {
      const r = v.safeParse(schema, { email, password, first_name: "Ana", last_name: "K", accept_terms: true });
      expect(r.success).toBe(false);
      expect(r.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([["password", "validation_password_same_as_email"]]);
    }
  });

  it("an e-mail as password with a different address is fine", () => {
    expect(v.safeParse(QuickSignupBody, { email: "ana@zrno.hr", password: "marko@zrno.hr" }).success).toBe(true);
  });
});

describe("same-site return path (`next`)", () => {
  it.each(["/", "/webshop/customer/", "/webshop/customer/?step=2&x=%2F", "/en/account/", "/košarica/", "/a#frag"])("accepts %j", (path) => {
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each([
    "",
    "webshop/",
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "\\\\evil.example",
    "/%5Cevil.example/",
    "/%5C%5Cevil.example/",
    "/%2F%2Fevil.example/",
    "/%2F/evil.example/",
    "/\t/evil.example/",
    "/%09/evil.example/",
    "/\n/evil.example/",
    "/%0d%0aSet-Cookie:a=b",
    "/ /evil.example/",
    "https://evil.example/",
    "http:/evil.example/",
    "https:evil.example",
    "//user@evil.example/",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/%E0%A4%A",
    `/${"a".repeat(512)}`,
  ])("refuses %j", (path) => {
    expect(isSameSitePath(path)).toBe(false);
  });
});

describe("customer data", () => {
  it("every site's own country is a customer country", () => {
    for (const t of TENANTS) expect(CUSTOMER_COUNTRIES).toContain(new Intl.Locale(t.locale).maximize().region);
  });

  it("trims, fills defaults and drops unknown keys (no mass assignment)", () => {
    const out = v.parse(CustomerData, { first_name: " Ana ", last_name: "K", email: " ana@zrno.hr ", phone: "+385 91 234 5678", street: "Ilica 1", zip: "10000", city: "Zagreb", country: "HR", is_staff: 1, lang: "hr" });
    expect(out).toEqual({ first_name: "Ana", last_name: "K", email: "ana@zrno.hr", phone: "+385 91 234 5678", street: "Ilica 1", zip: "10000", city: "Zagreb", country: "HR", company: "", newsletter: false });
  });

  it("names every missing required field with validation_required", () => {
    const r = v.safeParse(CustomerData, {});
    expect(Object.fromEntries(r.issues!.map((i) => [v.getDotPath(i), i.message]))).toEqual({
      first_name: "validation_required",
      last_name: "validation_required",
      email: "validation_required",
      phone: "validation_required",
      street: "validation_required",
      zip: "validation_required",
      city: "validation_required",
      country: "validation_required",
    });
  });
});

describe("account labels", () => {
  // Every label the account API answers or its schemas name, and the mail texts.
  const USED = [
    "auth_signup_not_confirmed", "error_too_many_attempts", "error_confirm_link_invalid", "error_reset_link_invalid",
    "error_social_login_unavailable", "error_current_password_wrong", "error_return_path_invalid", "error_unauthorized",
    "validation_form_errors", "validation_required", "validation_invalid", "validation_email", "validation_terms",
    "validation_password_length", "validation_password_common", "validation_password_same_as_email",
    "validation_max_length", "validation_phone", "validation_zip", "validation_country",
    "field_first_name", "field_last_name", "field_email", "field_phone", "field_address", "field_zip", "field_city",
    "field_country", "field_company", "field_newsletter",
    "mail_greeting", "mail_greeting_anonymous", "mail_signoff", "mail_signup_confirm_subject", "mail_signup_confirm_body",
    "mail_account_exists_subject", "mail_account_exists_body", "mail_password_reset_subject", "mail_password_reset_body",
  ];

  it.each(USED)("%s is written in all nine languages", (key) => {
    for (const lang of LABEL_LANGS) expect(labels[key]?.[lang]?.trim(), `${key} ${lang}`).toBeTruthy();
  });

  it("every mail body carries its links in every language", () => {
    for (const lang of LABEL_LANGS) {
      expect(labels.mail_signup_confirm_body![lang]).toContain("{link}");
      expect(labels.mail_password_reset_body![lang]).toContain("{link}");
      expect(labels.mail_account_exists_body![lang]).toMatch(/\{login_link\}[\s\S]*\{reset_link\}/);
    }
  });
});
