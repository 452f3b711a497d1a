import type { ScreenMap } from "../types";
import { QuickOrderScreen } from "../webshop/quick-order";

/** The quick order form: the cart's calls without the checkout's or the placed orders' code. */
export const SCREENS: ScreenMap = {
  "webshop-quick-order": QuickOrderScreen,
};
