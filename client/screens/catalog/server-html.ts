import { PRODUCT_SLOTS } from "../../../shared/screens/product-slots";

type Slot = keyof typeof PRODUCT_SLOTS;

/**
 * A product page's server-rendered part (shared/screens/product-slots.ts). A page answer from the
 * BFF carries it; the page's embedded state leaves it out (undefined, where an answer has null or
 * ""), so as it hydrates the browser takes it from the slot the server filled. Read once, before
 * anything changes the slot (the reviews' script fills in the shopper's own part after hydration),
 * and kept on the screen: every later render gives React the same string, so it never rewrites
 * the slot, and hydration finds the same HTML it would have been given.
 */
export const serverHtml = (screen: { [K in Slot]?: string | null }, slot: Slot): string | null | undefined =>
  screen[slot] === undefined ? (screen[slot] = document.querySelector("." + PRODUCT_SLOTS[slot])?.innerHTML ?? null) : screen[slot];
