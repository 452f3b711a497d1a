/**
 * Client-side timings of spec §9, in one place: screens and state modules import them, never
 * repeat the numbers. (Cache lifetimes live in worker/cache/manifest.ts.)
 */

/** Wishlist and compare: refetch every 2000 ms, at most 5 times, until an added item appears or a removed one disappears (spec §4 "Session"). */
export const WISHLIST_RETRY_MS = 2000;
export const WISHLIST_RETRY_MAX = 5;

// ---------------------------------------------------------------- client runtime (spec §4, §9)

/** Reload loop guard: one reload per path within this time (spec §9). */
export const RELOAD_GUARD_TTL_MS = 10_000;
/** The guard's shorter time for idle and consent reloads (spec §9). */
export const RELOAD_GUARD_SHORT_TTL_MS = 2000;
/** Idle reload after this much inactivity, unless the tenant sets its own (spec §9). */
export const IDLE_RELOAD_DEFAULT_MINUTES = 15;
/** Activity events are debounced this long before they restart the idle timer (spec §9). */
export const IDLE_DEBOUNCE_MS = 500;
/** Deferred scripts load at the first interaction, or after this long without one (spec §9). */
export const INTERACTION_FALLBACK_MS = 8000;
/** Scrolling further than this counts as an interaction (spec §9). */
export const INTERACTION_SCROLL_PX = 50;
/** Consented external scripts are inserted this long after start-up (spec §9). */
export const EXTERNAL_SCRIPT_DELAY_MS = 500;
/** Consented inline scripts are inserted this long after start-up (spec §9). */
export const INLINE_SCRIPT_DELAY_MS = 1500;
/** Analytics readiness is polled at this interval, for at most ANALYTICS_READY_MAX_MS (spec §9). */
export const ANALYTICS_READY_POLL_MS = 1000;
export const ANALYTICS_READY_MAX_MS = 20_000;
/** Waiting for a script's global: this interval, this many attempts (spec §9). */
export const SCRIPT_WAIT_MS = 1000;
export const SCRIPT_WAIT_ATTEMPTS = 5;
/** Not in maintenance after a 503: reload after this long (spec §9). */
export const MAINTENANCE_RETRY_MS = 5000;
/** The client maintenance screen refreshes itself this often (spec §8). */
export const MAINTENANCE_REFRESH_MS = 60_000;
/** Anchor scroll: after this delay, this many pixels above the target (spec §9). */
export const ANCHOR_SCROLL_DELAY_MS = 400;
export const ANCHOR_SCROLL_OFFSET_PX = 80;
/** How often an open page asks /builds/latest.json whether a new build is out (spec §7 leaves it open). */
export const BUILD_POLL_MS = 5 * 60_000;

// ---------------------------------------------------------------- error catalogue (spec §8)

/** The "unauthorized" screen shows a loader this long, then goes to its target (spec §8). */
export const UNAUTHORIZED_REDIRECT_MS = 500;
/** The maintenance page after a missing build-metadata error refreshes this often (spec §8); otherwise MAINTENANCE_REFRESH_MS. */
export const BUILD_METADATA_REFRESH_MS = 2000;

// ---------------------------------------------------------------- session (spec §4 "Session", §9)

/** After a login the client refetches login state, profile and cart this long after the answer (spec §9). */
export const LOGIN_REFETCH_MS = 200;
/** After a logout the client refetches login state and cart this long after the answer (spec §9). */
export const LOGOUT_REFETCH_MS = 500;
