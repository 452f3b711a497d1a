import type { ScreenMap } from "../types";
import { CartScreen } from "../webshop/cart";

/**
 * The cart page alone, one chunk in the browser: the page most shoppers open is kept within the
 * JavaScript budget without the checkout steps (../webshop), which load when checkout starts.
 */
export const SCREENS: ScreenMap = {
  "webshop-cart": CartScreen,
};
