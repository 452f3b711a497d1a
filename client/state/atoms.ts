import { atom } from "jotai";
import type { Labels } from "../../shared/contract/app";
import type { PageState, PublicTenant } from "../../shared/page-state";

/**
 * The atoms the server hydrates from the embedded state. They are created per store: the
 * server renders every request inside its own <Provider>, so no request sees another's values.
 */
export const tenantAtom = atom<PublicTenant | null>(null);
export const labelsAtom = atom<Labels>({});
export const sessionAtom = atom<PageState["session"]>({ hasToken: false });
export const pageAtom = atom<PageState | null>(null);

/** UI state: the header's menu on small screens. */
export const menuOpenAtom = atom(false);

/**
 * How many items the visitor's wishlist and comparison hold, for the header; null until a
 * screen has loaded the list (public pages do not ask for it, so they stay cacheable and cheap).
 */
export const wishlistCountAtom = atom<number | null>(null);
export const compareCountAtom = atom<number | null>(null);

/** The mini-cart drawer (client/components/mini-cart.tsx): opened by the header's cart and by every "add to cart". */
export const miniCartOpenAtom = atom(false);
