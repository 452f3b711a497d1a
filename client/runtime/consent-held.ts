/**
 * A consent choice sent before the banner had hydrated (it is an island: client/components/islands.tsx):
 * held here, and sent again by the banner once it has (./consent-banner.tsx), so it goes the
 * JavaScript way (the scripts load or go at once), not as the plain post a press on a dehydrated
 * boundary would make.
 */
let held: { form: HTMLFormElement; by: HTMLElement | null } | null = null;
let consentLive = false;

/** Holds a submit of the banner's form while the banner is not live; true when it did. */
export function holdConsent(e: SubmitEvent): boolean {
  const form = e.target;
  if (consentLive || !(form instanceof HTMLFormElement) || !form.classList.contains("consent")) return false;
  e.preventDefault();
  held = { form, by: e.submitter };
  return true;
}

/** The banner is live: the choice held, if any, to send now. */
export function consentHydrated(): typeof held {
  consentLive = true;
  const choice = held;
  held = null;
  return choice;
}
