import { atom } from "jotai";

/** Page data fetch states of client-side navigation (docs/behaviour/04-states.md "Session"). */
type FetchState = "idle" | "pending" | "success" | "error";
export const fetchStateAtom = atom<FetchState>("idle");
