/**
 * Client-side timings of spec §9, in one place: screens and state modules import them, never
 * repeat the numbers. (Cache lifetimes live in worker/cache/manifest.ts.)
 */

/** Wishlist and compare: refetch every 2000 ms, at most 5 times, until an added item appears or a removed one disappears (spec §4 "Session"). */
export const WISHLIST_RETRY_MS = 2000;
export const WISHLIST_RETRY_MAX = 5;
