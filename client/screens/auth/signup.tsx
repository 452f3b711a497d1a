import { useState } from "react";
import { FIELD_MAX } from "../../../shared/contract/constants";
import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useUrls } from "../../state/hooks";
import { authBff } from "./auth-api";
import { AuthForm, CheckboxField, Field, FormNotice } from "./form-parts";
import { useAuthForm } from "./use-auth-form";
import { useHere } from "./here";

/**
 * Sign-up (docs/behaviour/02-screens-and-routes.md auth "signup"): names, e-mail, a password, the terms and the newsletter. Done,
 * it says to look for the confirmation mail, the same whether or not the e-mail already had an
 * account (the API tells nobody who shops here).
 */
/** The fields in the form's order and their captions, for the error summary. */
const SIGNUP = [["first_name", "field_first_name"], ["last_name", "field_last_name"], ["email", "field_email"], ["password", "field_password"], ["accept_terms", "auth_accept_terms"]] as const;

export function SignupScreen({ screen }: { screen: ScreenOf<"auth-signup"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { here, basePath } = useHere();
  const [sent, setSent] = useState(screen.form.notice === "auth_signup_success");
  const form = useAuthForm(screen.form, authBff(basePath, "signup"), () => setSent(true));
  return (
    <section className="auth auth-signup">
      <h1>{t("auth_signup")}</h1>
      {sent ? (
        <FormNotice notice="auth_signup_success" />
      ) : (
        <AuthForm id="signup" action={authBff(basePath, "signup")} back={here} state={form} values={screen.form.values} submit={t("auth_signup_submit")} fields={SIGNUP.map(([name, label]) => ({ name, label: t(label), max: name in FIELD_MAX ? FIELD_MAX[name as keyof typeof FIELD_MAX] : null }))}>
          <Field name="first_name" label={t("field_first_name")} autoComplete="given-name" required maxLength={FIELD_MAX.first_name} />
          <Field name="last_name" label={t("field_last_name")} autoComplete="family-name" required maxLength={FIELD_MAX.last_name} />
          <Field name="email" type="email" label={t("field_email")} autoComplete="email" required maxLength={FIELD_MAX.email} />
          <Field name="password" type="password" label={t("field_password")} autoComplete="new-password" required hint={t("auth_password_hint")} />
          <CheckboxField name="accept_terms" label={t("auth_accept_terms")} required />
          <CheckboxField name="newsletter" label={t("field_newsletter")} />
        </AuthForm>
      )}
      <p className="auth-links">
        {t("auth_have_account")} <a href={urls.named("auth_login")}>{t("auth_login")}</a>
      </p>
    </section>
  );
}
