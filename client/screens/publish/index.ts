import type { ScreenMap } from "../types";

/** Publishing and content screens (posts, authors, tags, recipes, instashop, stores, sweepstakes, newsletters, static pages), one chunk in the browser. */
export const SCREENS: ScreenMap = {};
