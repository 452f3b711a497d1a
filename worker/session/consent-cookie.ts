import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentState } from "../../shared/contract/consent";

export const CONSENT_COOKIE = "cookie_consent";
/** One year (docs/behaviour/09-constants.md), like the token; the banner asks again once it runs out. */
const CONSENT_MAX_AGE_S = 31_536_000;
/** The value of a choice that grants nothing: an empty cookie would read as no choice at all. */
const NONE = "necessary";

/**
 * The consent cookie holds the granted categories, pipe-separated (`analytics|marketing`), or
 * `necessary` when the visitor refused the rest. Anything else (an unknown category, a repeat,
 * a tampered value) counts as no choice, so the banner asks again rather than guess.
 */
export function parseConsent(raw: string | undefined): ConsentState {
  if (raw === undefined || raw.length > 64) return { decided: false, granted: [] };
  if (raw === NONE) return { decided: true, granted: [] };
  const parts = raw.split("|");
  const known = new Set<string>(CONSENT_CATEGORIES);
  if (parts.some((p) => !known.has(p)) || new Set(parts).size !== parts.length) return { decided: false, granted: [] };
  // In the order of CONSENT_CATEGORIES, so one choice always reads (and is written) the same way.
  return { decided: true, granted: CONSENT_CATEGORIES.filter((c) => parts.includes(c)) };
}

export function consentValue(granted: readonly ConsentCategory[]): string {
  const ordered = CONSENT_CATEGORIES.filter((c) => granted.includes(c));
  return ordered.length === 0 ? NONE : ordered.join("|");
}

export function readConsent(c: Context<AppEnv>): ConsentState {
  return parseConsent(getCookie(c, CONSENT_COOKIE));
}

/** Not HttpOnly: it is no secret, and a choice must survive in the browser exactly as sent. */
export function writeConsent(c: Context<AppEnv>, granted: readonly ConsentCategory[]): ConsentState {
  setCookie(c, CONSENT_COOKIE, consentValue(granted), { maxAge: CONSENT_MAX_AGE_S, secure: true, sameSite: "Lax", path: "/" });
  return parseConsent(consentValue(granted));
}
