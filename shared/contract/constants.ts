/**
 * Plain constants of the contracts. The browser imports these, never the schema modules, so a
 * shopper does not download schemas their browser never runs (the JavaScript budget).
 */

/** Longest accepted value per customer/profile field. */
export const FIELD_MAX = { first_name: 60, last_name: 60, email: 254, phone: 30, street: 120, zip: 10, city: 80, company: 120 } as const;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Longest order note. */
export const NOTE_MAX = 500;
export const CONSENT_CATEGORIES = ["analytics", "marketing"] as const;
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
/** A comparison shows at most this many products side by side. */
export const COMPARE_LIMIT = 4;
/** A wishlist is a list, not a warehouse: past this the API answers 409 `wishlist_limit`. */
export const WISHLIST_LIMIT = 100;
/** The id of the payment form the autosubmit page submits. */
export const AUTOSUBMIT_FORM_ID = "payment-autosubmit";
/**
 * The header the shop's own client sends on a GET that changes state (`token?regenerate=1`): a
 * page of another site cannot send it without a CORS preflight the shop never answers, so an
 * `<img>` or a link elsewhere cannot replace a shopper's session (docs/security.md, finding 4).
 */
export const SHOP_CLIENT_HEADER = "x-zrno-client";
/**
 * The storefront tells the commerce API which client a log-in comes from: a hex digest of the
 * client's address (never the address). The API refuses, past its longest wait, only clients that
 * failed on that e-mail themselves, so the owner on a client of their own always gets in
 * (docs/security.md, finding 2).
 */
export const LOGIN_CLIENT_HEADER = "x-zrno-login-client";
/** A review's title and text, in characters after trimming (shared/contract/reviews.ts). */
export const REVIEW_LIMITS = { title: { min: 3, max: 100 }, message: { min: 20, max: 2000 } } as const;
/** Reviews per page of the product page's list. */
export const REVIEWS_PER_PAGE = 10;
/** The orders the review list can be sorted in. */
export const REVIEW_SORTS = ["newest", "highest", "lowest", "helpful"] as const;
