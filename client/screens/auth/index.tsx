import type { ScreenMap } from "../types";

/** Account screens (log-in, sign-up, passwords, profile, my orders and coupons), one chunk in the browser. */
export const SCREENS: ScreenMap = {};
