import { useLabel, useUrls } from "../state/hooks";

/** The localized 404 screen with the back-to-homepage button (docs/behaviour/08-errors.md). */
export function NotFoundScreen({ reason }: { reason: string }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <p className="error-code">404</p>
      <h1 id="error-title">{t("error_404_title")}</h1>
      <p>{t("error_404_text")}</p>
      {reason && <p className="error-reason">{reason}</p>}
      <a className="button" href={urls.named("home")}>
        {t("back_to_homepage")}
      </a>
    </section>
  );
}
