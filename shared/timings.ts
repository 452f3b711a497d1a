/**
 * Client-side timings of docs/behaviour/09-constants.md, in one place: screens and state modules import them, never
 * repeat the numbers. (Cache lifetimes live in worker/cache/manifest.ts.)
 */

/** Wishlist and compare: refetch every 2000 ms, at most 5 times, until an added item appears or a removed one disappears (docs/behaviour/04-states.md "Session"). */
export const WISHLIST_RETRY_MS = 2000;
export const WISHLIST_RETRY_MAX = 5;

// ---------------------------------------------------------------- client runtime (docs/behaviour/04-states.md, docs/behaviour/09-constants.md)

/** Reload loop guard: one reload per path within this time (docs/behaviour/09-constants.md). */
export const RELOAD_GUARD_TTL_MS = 10_000;
/** The guard's shorter time for idle and consent reloads (docs/behaviour/09-constants.md). */
export const RELOAD_GUARD_SHORT_TTL_MS = 2000;
/** Idle reload after this much inactivity, unless the tenant sets its own (docs/behaviour/09-constants.md). */
export const IDLE_RELOAD_DEFAULT_MINUTES = 15;
/** Activity events are debounced this long before they restart the idle timer (docs/behaviour/09-constants.md). */
export const IDLE_DEBOUNCE_MS = 500;
/** Deferred scripts load at the first interaction, or after this long without one (docs/behaviour/09-constants.md). */
export const INTERACTION_FALLBACK_MS = 8000;
/** Scrolling further than this counts as an interaction (docs/behaviour/09-constants.md). */
export const INTERACTION_SCROLL_PX = 50;
/** Consented external scripts are inserted this long after start-up (docs/behaviour/09-constants.md). */
export const EXTERNAL_SCRIPT_DELAY_MS = 500;
/** Consented inline scripts are inserted this long after start-up (docs/behaviour/09-constants.md). */
export const INLINE_SCRIPT_DELAY_MS = 1500;
/** Analytics readiness is polled at this interval, for at most ANALYTICS_READY_MAX_MS (docs/behaviour/09-constants.md). */
export const ANALYTICS_READY_POLL_MS = 1000;
export const ANALYTICS_READY_MAX_MS = 20_000;
/** Waiting for a script's global: this interval, this many attempts (docs/behaviour/09-constants.md). */
export const SCRIPT_WAIT_MS = 1000;
export const SCRIPT_WAIT_ATTEMPTS = 5;
/** Not in maintenance after a 503: reload after this long (docs/behaviour/09-constants.md). */
export const MAINTENANCE_RETRY_MS = 5000;
/** The client maintenance screen refreshes itself this often (docs/behaviour/08-errors.md). */
export const MAINTENANCE_REFRESH_MS = 60_000;
/** Anchor scroll: after this delay, this many pixels above the target (docs/behaviour/09-constants.md). */
export const ANCHOR_SCROLL_DELAY_MS = 400;
export const ANCHOR_SCROLL_OFFSET_PX = 80;
/** How often an open page asks /builds/latest.json whether a new build is out (docs/behaviour/07-api.md leaves it open). */
export const BUILD_POLL_MS = 5 * 60_000;

// ---------------------------------------------------------------- error catalogue (docs/behaviour/08-errors.md)

/** The "unauthorized" screen shows a loader this long, then goes to its target (docs/behaviour/08-errors.md). */
export const UNAUTHORIZED_REDIRECT_MS = 500;
/** The maintenance page after a missing build-metadata error refreshes this often (docs/behaviour/08-errors.md); otherwise MAINTENANCE_REFRESH_MS. */
export const BUILD_METADATA_REFRESH_MS = 2000;

// ---------------------------------------------------------------- session (docs/behaviour/04-states.md "Session", docs/behaviour/09-constants.md)

/** After a login the client refetches login state, profile and cart this long after the answer (docs/behaviour/09-constants.md). */
export const LOGIN_REFETCH_MS = 200;
/** After a logout the client refetches login state and cart this long after the answer (docs/behaviour/09-constants.md). */
export const LOGOUT_REFETCH_MS = 500;
