import type { ScreenMap } from "../types";
import { WebshopLoginScreen } from "../webshop/checkout-login";

/** The checkout's first step, logging in or going on as a guest: a chunk of its own (../registry). */
export const SCREENS: ScreenMap = {
  "webshop-login": WebshopLoginScreen,
};
