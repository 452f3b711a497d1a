import { useState } from "react";
import { FIELD_MAX } from "../../../shared/contract/constants";
import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useUrls } from "../../state/hooks";
import { authBff } from "./auth-api";
import { AuthForm, Field, FormNotice } from "./form-parts";
import { useAuthForm } from "./use-auth-form";
import { withQuery } from "../../../shared/urls";
import { useHere } from "./here";

/**
 * A forgotten password (docs/behaviour/02-screens-and-routes.md auth "forgotten_password"): the e-mail, and a link is mailed. The
 * answer is the same whether or not the e-mail has an account. `next` (the webshop's variant)
 * rides along into the mailed link.
 */
export function ForgottenPasswordScreen({ screen }: { screen: ScreenOf<"auth-forgotten-password"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { here, basePath } = useHere();
  const [sent, setSent] = useState(screen.form.notice === "auth_reset_password_sent");
  const form = useAuthForm(screen.form, authBff(basePath, "forgotten-password"), () => setSent(true));
  return (
    <section className="auth auth-forgotten-password">
      <h1>{t("auth_forgotten_password_title")}</h1>
      {sent ? (
        <FormNotice notice="auth_reset_password_sent" />
      ) : (
        <>
          <p>{t("auth_forgotten_password_text")}</p>
          <AuthForm
            id="forgotten-password"
            action={authBff(basePath, "forgotten-password")}
            back={withQuery(here, { next: screen.next })}
            state={form}
            values={screen.form.values}
            submit={t("auth_reset_password_submit")}
          >
            {screen.next && <input type="hidden" name="next" value={screen.next} />}
            <Field name="email" type="email" label={t("field_email")} autoComplete="email" required maxLength={FIELD_MAX.email} />
          </AuthForm>
        </>
      )}
      <p className="auth-links">
        <a href={withQuery(urls.named("auth_login"), { redirect: screen.next })}>{t("auth_back_to_login")}</a>
      </p>
    </section>
  );
}

/**
 * The mailed reset link (docs/behaviour/02-screens-and-routes.md auth "change_password" with 4 segments): a new password while
 * the link works, else how to ask for a new link. Done, the log-in form is next.
 */
export function NewPasswordScreen({ screen }: { screen: ScreenOf<"auth-new-password"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { here, basePath } = useHere();
  const [done, setDone] = useState<string | null>(null);
  const form = useAuthForm(screen.form, authBff(basePath, "new-password"), (answer) => setDone(answer.redirect ?? urls.named("auth_login")));
  return (
    <section className="auth auth-new-password">
      <h1>{t("auth_new_password_title")}</h1>
      {!screen.valid ? (
        <>
          <p className="form-notice form-notice-error" role="alert">
            {t("error_reset_link_invalid")}
          </p>
          <p>
            <a href={withQuery(urls.named("auth_forgotten_password"), { next: screen.next })}>{t("auth_request_new_link")}</a>
          </p>
        </>
      ) : done ? (
        <>
          <FormNotice notice="auth_password_reset_done" />
          <p>
            <a className="button" href={done}>
              {t("auth_login")}
            </a>
          </p>
        </>
      ) : (
        <AuthForm id="new-password" action={authBff(basePath, "new-password")} back={withQuery(here, { next: screen.next })} state={form} submit={t("auth_new_password_submit")}>
          <input type="hidden" name="id" value={screen.id} />
          <input type="hidden" name="code" value={screen.code} />
          {screen.next && <input type="hidden" name="next" value={screen.next} />}
          <Field name="password" type="password" label={t("auth_new_password")} autoComplete="new-password" required hint={t("auth_password_hint")} />
        </AuthForm>
      )}
    </section>
  );
}
