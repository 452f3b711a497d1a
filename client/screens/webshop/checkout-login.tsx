import type { FormState } from "../../../shared/screens/auth";

const EMPTY_FORM: FormState = { values: {}, errors: {}, notice: null };
import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useUrls } from "../../state/hooks";
import { authBff } from "../auth/auth-api";
import { AuthForm, Field, FormNotice } from "../auth/form-parts";
import { useAuthForm } from "../auth/use-auth-form";
import { useHere } from "../auth/here";
import { useSessionChange } from "../auth/use-session";
import { checkoutBff } from "./checkout-api";
import { useCheckoutForm } from "./use-checkout-form";

/**
 * The webshop login (docs/behaviour/02-screens-and-routes.md webshop "login", docs/behaviour/04-states.md "Checkout gate"): log in (the account's own
 * log-in endpoint; the cart comes along into the account), go on as a guest (the token is marked
 * continue-as-guest), or sign up. Each way leads to the first checkout step.
 */
export function WebshopLoginScreen({ screen }: { screen: ScreenOf<"webshop-login"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { here, basePath } = useHere();
  const change = useSessionChange();
  const login = useAuthForm(screen.form, authBff(basePath, "login"), (answer) => change("login", answer.redirect ?? screen.next));
  const guest = useCheckoutForm(EMPTY_FORM, checkoutBff(basePath, "continue-as-guest"));
  return (
    <section className="checkout checkout-login">
      <h1>{t("checkout_login_title")}</h1>
      <div className="checkout-login-options">
        <section className="checkout-login-account" aria-labelledby="checkout-login-account">
          <h2 id="checkout-login-account">{t("checkout_have_account")}</h2>
          <AuthForm id="login" action={authBff(basePath, "login")} back={here} state={login} values={screen.form.values} submit={t("auth_login_submit")} fields={[{ name: "email", label: t("field_email") }, { name: "password", label: t("field_password") }]}>
            <input type="hidden" name="redirect" value={screen.next} />
            <Field name="email" type="email" label={t("field_email")} autoComplete="username" required maxLength={254} />
            <Field name="password" type="password" label={t("field_password")} autoComplete="current-password" required />
          </AuthForm>
          <p className="auth-links">
            <a href={urls.named("auth_forgotten_password", { next: screen.next })}>{t("auth_forgotten_password")}</a>
          </p>
        </section>
        <section className="checkout-login-guest" aria-labelledby="checkout-login-guest">
          <h2 id="checkout-login-guest">{t("checkout_continue_as_guest")}</h2>
          <p>{t("checkout_guest_text")}</p>
          <form method="post" action={checkoutBff(basePath, "continue-as-guest")} onSubmit={guest.onSubmit} {...guest.intent} aria-busy={guest.busy}>
            <FormNotice notice={guest.notice} />
            <input type="hidden" name="_back" value={here} />
            <button type="submit" className="button button-secondary checkout-guest-button" disabled={guest.busy}>
              {t("checkout_continue_as_guest")}
            </button>
          </form>
        </section>
        <section className="checkout-login-signup" aria-labelledby="checkout-login-signup">
          <h2 id="checkout-login-signup">{t("checkout_create_account")}</h2>
          <p>{t("checkout_signup_text")}</p>
          <a className="button button-secondary" href={urls.named("auth_signup")}>
            {t("auth_signup")}
          </a>
        </section>
      </div>
    </section>
  );
}
