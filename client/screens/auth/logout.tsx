import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useUrls } from "../../state/hooks";
import { authBff } from "./auth-api";
import { AuthForm } from "./form-parts";
import { useAuthForm } from "./use-auth-form";
import { useHere } from "./here";
import { useSessionChange } from "./use-session";

/**
 * Log-out (docs/behaviour/02-screens-and-routes.md auth "logout"). Opening the page never logs anyone out (a GET could be forged
 * by any site): it shows the form whose POST does, with the `redirect` it will follow.
 */
export function LogoutScreen({ screen }: { screen: ScreenOf<"auth-logout"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { here, basePath } = useHere();
  const change = useSessionChange();
  const form = useAuthForm({ values: {}, errors: {}, notice: null }, authBff(basePath, "logout"), (answer) => change("logout", answer.redirect ?? urls.named("home")));
  return (
    <section className="auth auth-logout">
      <h1>{t("nav_logout")}</h1>
      {screen.loggedIn ? (
        <>
          <p>{t("auth_logout_confirm")}</p>
          <AuthForm id="logout" action={authBff(basePath, "logout")} back={here} state={form} submit={t("nav_logout")} requiredHint={false}>
            {screen.redirect && <input type="hidden" name="redirect" value={screen.redirect} />}
          </AuthForm>
        </>
      ) : (
        <p>
          {t("auth_not_logged_in")} <a href={urls.named("auth_login")}>{t("auth_login")}</a>
        </p>
      )}
    </section>
  );
}
