import { useAtomValue } from "jotai";
import type { ScreenOf } from "../../../shared/screens";
import { cartSummaryAtom, profileAtom } from "../../state/account";
import { useLabel, useUrls } from "../../state/hooks";
import { authBff } from "./auth-api";
import { AuthForm, Field } from "./form-parts";
import { useAuthForm } from "./use-auth-form";
import { withQuery } from "../../../shared/urls";
import { useHere } from "./here";
import { useSessionChange } from "./use-session";

/**
 * The log-in form (docs/behaviour/02-screens-and-routes.md auth "login"; also the account root for a visitor), with the ways to a
 * forgotten password and to signing up. A done log-in goes to `redirect` (the page that asked),
 * else where the site sends logged-in shoppers; the cart and wishlist of the visit come along.
 */
export function LoginScreen({ screen }: { screen: ScreenOf<"auth-login"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { here, basePath } = useHere();
  const change = useSessionChange();
  const profile = useAtomValue(profileAtom);
  const cart = useAtomValue(cartSummaryAtom);
  const form = useAuthForm(screen.form, authBff(basePath, "login"), (answer) => change("login", answer.redirect ?? urls.named("auth")));
  return (
    <section className="auth auth-login">
      <h1>{t("auth_login")}</h1>
      {profile && (
        <p className="auth-welcome" role="status">
          {t("auth_welcome", { name: profile.first_name || profile.email })}
          {cart && cart.items > 0 ? ` ${t("cart_items_count", { count: cart.items })}` : ""}
        </p>
      )}
      <AuthForm id="login" action={authBff(basePath, "login")} back={withQuery(here, { redirect: screen.redirect })} state={form} values={screen.form.values} submit={t("auth_login_submit")} fields={[{ name: "email", label: t("field_email") }, { name: "password", label: t("field_password") }]}>
        {screen.redirect && <input type="hidden" name="redirect" value={screen.redirect} />}
        <Field name="email" type="email" label={t("field_email")} autoComplete="username" required maxLength={254} />
        <Field name="password" type="password" label={t("field_password")} autoComplete="current-password" required />
      </AuthForm>
      <p className="auth-links">
        <a href={urls.named("auth_forgotten_password")}>{t("auth_forgotten_password")}</a>
      </p>
      <p className="auth-links">
        {t("auth_no_account")} <a href={urls.named("auth_signup")}>{t("auth_signup")}</a>
      </p>
    </section>
  );
}
