import type { Profile } from "../../../shared/contract/account";
import type { ScreenOf } from "../../../shared/screens";
import { useLabel } from "../../state/hooks";
import { authBff } from "./auth-api";
import { CustomerFieldInput, summaryOf } from "./customer-field";
import { AuthForm, Field } from "./form-parts";
import { useAuthForm } from "./use-auth-form";
import { useHere } from "./here";

/** The profile's fields, in the customer form's order; the e-mail is the login and not changed here. */
const PROFILE_FIELDS = ["first_name", "last_name", "phone", "street", "zip", "city", "country", "company", "newsletter"] as const satisfies readonly (keyof Profile)[];
/** Only the names are required: an account exists before it has an address. */
const REQUIRED: ReadonlySet<string> = new Set(["first_name", "last_name"]);

/**
 * The profile and the password change (docs/behaviour/02-screens-and-routes.md auth "edit"): two forms, each with its own
 * errors and notice. The customer form's fields (captions, autocomplete tokens, lengths, the
 * countries in the shop's language) come from the API's customer-fields answer.
 */
export function EditScreen({ screen }: { screen: ScreenOf<"auth-edit"> }) {
  const t = useLabel();
  const { here, basePath } = useHere();
  const profileForm = useAuthForm(screen.profileForm, authBff(basePath, "profile"), (_answer, _form) => profileForm.setNotice("auth_profile_saved"));
  const passwordForm = useAuthForm(screen.passwordForm, authBff(basePath, "change-password"), (_answer, form) => {
    form.reset();
    passwordForm.setNotice("auth_password_changed");
  });
  const byName = new Map(screen.fields.map((f) => [f.name, f]));
  const profileFields = PROFILE_FIELDS.flatMap((name) => {
    const field = byName.get(name);
    return field ? [{ name, field }] : [];
  });
  return (
    <section className="auth auth-edit">
      <h1>{t("auth_edit_profile")}</h1>
      <section className="auth-section" aria-labelledby="edit-profile">
        <h2 id="edit-profile" className="visually-hidden">
          {t("auth_edit_profile")}
        </h2>
        <p className="auth-email">
          {t("field_email")}: <strong>{screen.profile.email}</strong>
        </p>
        <AuthForm id="profile" action={authBff(basePath, "profile")} back={here} state={profileForm} values={screen.profileForm.values} submit={t("save")} fields={summaryOf(profileFields.map((p) => p.field), t)}>
          {profileFields.map(({ name, field }) => (
            <CustomerFieldInput key={name} field={field} value={screen.profile[name]} required={REQUIRED.has(name)} />
          ))}
        </AuthForm>
      </section>
      <section className="auth-section" aria-labelledby="edit-password">
        <h2 id="edit-password">{t("auth_change_password")}</h2>
        <AuthForm id="password" action={authBff(basePath, "change-password")} back={here} state={passwordForm} submit={t("auth_change_password_submit")} fields={[{ name: "current_password", label: t("auth_current_password") }, { name: "password", label: t("auth_new_password") }]}>
          <Field name="current_password" type="password" label={t("auth_current_password")} autoComplete="current-password" required />
          <Field name="password" type="password" label={t("auth_new_password")} autoComplete="new-password" required hint={t("auth_password_hint")} />
        </AuthForm>
      </section>
    </section>
  );
}
