/**
 * The consent part of the runtime (consent.ts) loads on demand, from here: a dynamic import
 * written inside a lazy chunk makes Vite preload the entry's stylesheet again under a wrong URL
 * (and fail), one written in client.js does not (the banner imports this module, so it rides
 * there). Kept apart from signals.ts, which consent.ts itself imports: no import runs in a circle.
 */
export const loadConsent = () => import("./consent");
