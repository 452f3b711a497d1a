import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useUrls } from "../../state/hooks";

/** The mailed confirmation link, opened (docs/behaviour/02-screens-and-routes.md auth "confirm_signup" / "signup_confirm"). */
export function SignupConfirmScreen({ screen }: { screen: ScreenOf<"auth-signup-confirm"> }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <section className="auth auth-signup-confirm">
      <h1>{t("auth_signup_confirm_title")}</h1>
      {screen.confirmed ? (
        <>
          <p className="form-notice form-notice-ok" role="status">
            {t("auth_signup_confirmed")}
          </p>
          <p>
            <a className="button" href={urls.named("auth_login")}>
              {t("auth_login")}
            </a>
          </p>
        </>
      ) : (
        <>
          <p className="form-notice form-notice-error" role="alert">
            {t("error_confirm_link_invalid")}
          </p>
          <p>
            <a href={urls.named("auth_signup")}>{t("auth_signup")}</a>
          </p>
        </>
      )}
    </section>
  );
}
