import { useAtomValue, useStore } from "jotai";
import type { FormEvent } from "react";
import { cookieTemplate } from "../../shared/consent";
import { labelsAtom, pageAtom } from "../state/atoms";
import { consentAtom, runtimeHost } from "./host";

/**
 * The consent banner and its settings (docs/behaviour/04-states.md), rendered by the server inside the page so it
 * costs no request and works without JavaScript: a plain form POST to the BFF, which sets the
 * cookie and sends the visitor back. With JavaScript the same form saves through the runtime,
 * which loads or removes the scripts at once. Once a choice is made only the settings toggle
 * stays, at the foot of the page, to change or revoke it.
 */
export function ConsentBanner() {
  const page = useAtomValue(pageAtom);
  const labels = useAtomValue(labelsAtom);
  const chosen = useAtomValue(consentAtom);
  const store = useStore();
  if (!page?.runtime) return null;
  const consent = chosen ?? page.runtime.consent;
  const t = cookieTemplate(labels);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const choice = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    const ticked = new FormData(form);
    // The consent part of the runtime (./consent.ts) loads with the first choice made here.
    import("./consent")
      .then((m) => m.submitConsent(runtimeHost(store), form, choice, ticked))
      .catch((err: unknown) => console.error("consent:", err));
  }

  return (
    <form method="post" action={`${page.tenant.basePath}/api/nuxtapi/consent/`} className={consent.decided ? "consent is-decided" : "consent"} aria-label={t.title} onSubmit={onSubmit}>
      {!consent.decided && (
        <>
          <h2>{t.title}</h2>
          <p>{t.text}</p>
        </>
      )}
      <details>
        <summary>{t.actions.settings}</summary>
        {t.categories.map((c) => (
          <label key={c.id} className="consent-category">
            <input type="checkbox" name={c.id} value="1" defaultChecked={c.required || (consent.granted as string[]).includes(c.id)} disabled={c.required} />
            <strong>{c.title}</strong>
            {c.required && <small> · {t.actions.alwaysActive}</small>}
            <span>{c.text}</span>
          </label>
        ))}
        <button className="button button-secondary" name="choice" value="save">
          {t.actions.save}
        </button>
      </details>
      {!consent.decided && (
        <p className="consent-actions">
          <button className="button button-secondary" name="choice" value="none">
            {t.actions.rejectAll}
          </button>
          <button className="button" name="choice" value="all">
            {t.actions.acceptAll}
          </button>
        </p>
      )}
    </form>
  );
}
