import type { ScreenMap } from "../types";
import { CustomerScreen } from "./checkout-customer";
import { PaymentScreen, ShippingScreen } from "./checkout-choices";

/**
 * The checkout's middle steps, one chunk in the browser (the log-in step: ../login; the review
 * step: ../review; the cart: ../cart; placed orders: ../order; payments: ../payment).
 */
export const SCREENS: ScreenMap = {
  "webshop-customer": CustomerScreen,
  "webshop-shipping": ShippingScreen,
  "webshop-payment": PaymentScreen,
};
