import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ChangePasswordForm, CouponForm, ForgottenPasswordForm, LoginForm, NewPasswordForm, ProfileForm, SignupForm } from "../../../shared/auth/forms";
import { isSuccessNotice } from "../../../shared/auth/notices";
import { fieldErrorsOf } from "../../../worker/bff/form-submit";
import { accountHint } from "../../../worker/session/account-hint";

/** The first error label of each field, as the form endpoint reports them. */
function errorsOf(schema: v.GenericSchema, fields: Record<string, string>) {
  const r = v.safeParse(schema, fields);
  return r.success ? null : fieldErrorsOf(r.issues);
}

describe("the account forms as a browser posts them", () => {
  it("sign-up reports every broken field at once, with the API's own labels", () => {
    expect(errorsOf(SignupForm, { email: "ana@", password: "1234", first_name: " ", last_name: "Horvat" })).toEqual({
      email: "validation_email",
      password: "validation_password_length",
      first_name: "validation_required",
      accept_terms: "validation_terms",
    });
    expect(errorsOf(SignupForm, { email: "ana@zrno.hr", password: "ANA@zrno.hr", first_name: "Ana", last_name: "K", accept_terms: "on" })).toEqual({ password: "validation_password_same_as_email" });
  });

  it("sign-up turns the fields into the API's body (ticked boxes true, others false)", () => {
    const out = v.parse(SignupForm, { email: " ana@zrno.hr ", password: "Zobene-7x", first_name: "Ana", last_name: "Kovač", accept_terms: "1" });
    expect(out).toEqual({ email: "ana@zrno.hr", password: "Zobene-7x", first_name: "Ana", last_name: "Kovač", accept_terms: true, newsletter: false });
  });

  it.each([
    ["an unknown field (mass assignment)", { email: "a@b.hr", password: "x", is_staff: "1" }],
    ["a checkbox with another value", { email: "a@b.hr", password: "x", redirect: "/", remember: "yes" }],
  ])("log-in refuses %s", (_name, fields) => {
    expect(v.safeParse(LoginForm, fields).success).toBe(false);
  });

  it.each([
    ["//evil.example/", false],
    ["/\\evil.example/", false],
    ["/%2F%2Fevil.example/", false],
    ["https://evil.example/", false],
    ["/\t/evil.example/", false],
    ["/korisnik/edit/?page=2", true],
    ["", true],
  ])("log-in's redirect %j is taken only as a path on this site: %s", (redirect, ok) => {
    expect(v.safeParse(LoginForm, { email: "a@b.hr", password: "x", redirect }).success).toBe(ok);
  });

  it("profile: only the names are required; a wrong country, phone and zip each say why", () => {
    expect(errorsOf(ProfileForm, { first_name: "Ana", last_name: "Kovač", phone: "abc", zip: "1", country: "XX", city: "", street: "", company: "" })).toEqual({
      phone: "validation_phone",
      zip: "validation_zip",
      country: "validation_country",
    });
    expect(v.parse(ProfileForm, { first_name: "Ana", last_name: "Kovač" })).toMatchObject({ phone: "", country: "", newsletter: false });
  });

  it("passwords: the new-password link parts and the change both use the password rule", () => {
    expect(errorsOf(NewPasswordForm, { id: "short", code: "x", password: "12345678" })).toEqual({ id: "error_reset_link_invalid", code: "error_reset_link_invalid", password: "validation_password_common" });
    expect(errorsOf(ChangePasswordForm, { current_password: "", password: "short" })).toEqual({ current_password: "validation_required", password: "validation_password_length" });
    expect(errorsOf(ForgottenPasswordForm, { email: "x", next: "https://evil.example/" })).toEqual({ next: "error_return_path_invalid" });
    expect(errorsOf(CouponForm, { code: "<script>" })).toEqual({ code: "error_coupon_invalid_code" });
  });

  it("tells a done form's notice from a refusal", () => {
    expect(isSuccessNotice("auth_profile_saved")).toBe(true);
    expect(isSuccessNotice("auth_login_failed")).toBe(false);
    expect(isSuccessNotice("constructor")).toBe(false);
    expect(isSuccessNotice(null)).toBe(false);
  });
});

describe("the header's account hint, read from the token", () => {
  const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.s`;
  it.each<[string | null, boolean | undefined]>([
    [jwt({ jti: "x", sub: 12 }), true],
    [jwt({ jti: "x", sub: null }), false],
    [jwt({ jti: "x" }), undefined],
    [jwt({ sub: { evil: 1 } }), undefined],
    ["opaque-token", undefined],
    ["a.%%%.b", undefined],
    [null, undefined],
  ])("%s → %s", (token, hint) => {
    expect(accountHint(token)).toBe(hint);
  });
});
