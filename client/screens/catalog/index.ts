import type { ScreenMap } from "../types";

/** Catalogue screens, loaded as one chunk in the browser. */
export const SCREENS: ScreenMap = {};
