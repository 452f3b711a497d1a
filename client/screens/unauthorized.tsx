import { useEffect } from "react";
import { UNAUTHORIZED_REDIRECT_MS } from "../../shared/timings";
import { useLabel } from "../state/hooks";

/**
 * docs/behaviour/08-errors.md "404 with message unauthorized": a loader, then the browser goes to `target` after
 * UNAUTHORIZED_REDIRECT_MS. The server only ever puts a path of this site there; the check here
 * keeps it that way should the state ever come from elsewhere. The link is the way on without
 * JavaScript.
 */
export function UnauthorizedScreen({ target }: { target: string }) {
  const t = useLabel();
  useEffect(() => {
    const url = new URL(target, window.location.href);
    if (url.origin !== window.location.origin) return;
    const timer = window.setTimeout(() => window.location.assign(url.href), UNAUTHORIZED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [target]);
  return (
    <section className="error-screen unauthorized-screen" aria-busy="true" aria-live="polite">
      <span className="loader" aria-hidden="true" />
      <p>{t("unauthorized_redirecting")}</p>
      <a className="button button-secondary" href={target}>
        {t("unauthorized_continue")}
      </a>
    </section>
  );
}
