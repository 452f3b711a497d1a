import type { ScreenMap } from "../types";
import { ReviewScreen } from "../webshop/checkout-review";

/** The checkout's last step, the order to place with the card fields: a chunk of its own (../registry). */
export const SCREENS: ScreenMap = {
  "webshop-review-order": ReviewScreen,
};
