import type { ScreenMap } from "../types";
import { CartScreen } from "./cart";
import { QuickOrderScreen } from "./quick-order";

/** Webshop screens (cart, quick order), one chunk in the browser. */
export const SCREENS: ScreenMap = {
  "webshop-cart": CartScreen,
  "webshop-quick-order": QuickOrderScreen,
};
