/**
 * What the page's typeface script (worker/render/hints.ts `typefaceScript`) and the browser's code
 * agree on (docs/decisions/0030-shop-typeface.md, "Set at a swap, or from the first paint on a return").
 */

/**
 * The event a client-side navigation dispatches on the document just before it swaps the next
 * page in (client/navigation/navigate.ts). A first visit's page takes its typeface then: the swap
 * lays the page out anew anyway, so the change of face costs no layout of its own.
 */
export const PAGE_SWAP_EVENT = "zrno:swap";

/** Where the browser notes that it has the typeface's faces: their addresses, so a build with new files does not count as kept. */
export const TYPEFACE_KEPT = "zrno-typeface";
