import { atom } from "jotai";
import type { Profile } from "../../shared/contract/account";

/**
 * What the client knows of the shopper's account beyond the page state: the profile and a summary
 * of the cart, refetched after a log-in or log-out (docs/behaviour/04-states.md "Session"). Null until fetched. Login
 * state itself lives in `sessionAtom.loggedIn` (atoms.ts), which the header reads.
 */
export const profileAtom = atom<Profile | null>(null);
export const cartSummaryAtom = atom<{ items: number } | null>(null);
