import { atom } from "jotai";

/** Page data fetch states of client-side navigation (spec §4 "Session"). */
export type FetchState = "idle" | "pending" | "success" | "error";
export const fetchStateAtom = atom<FetchState>("idle");
