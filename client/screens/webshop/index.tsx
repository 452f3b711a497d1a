import type { ScreenMap } from "../types";
import { PaymentScreen, ShippingScreen } from "./checkout-choices";

/**
 * The checkout's shipping and payment choices, one chunk in the browser (the log-in step: ../login;
 * the customer step: ../customer; the review step: ../review; the cart: ../cart; placed orders:
 * ../order; payments: ../payment).
 */
export const SCREENS: ScreenMap = {
  "webshop-shipping": ShippingScreen,
  "webshop-payment": PaymentScreen,
};
