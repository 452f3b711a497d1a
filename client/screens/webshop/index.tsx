import type { ScreenMap } from "../types";
import { CustomerScreen } from "./checkout-customer";
import { PaymentScreen, ShippingScreen } from "./checkout-choices";
import { WebshopLoginScreen } from "./checkout-login";
import { ReviewScreen } from "./checkout-review";

/** Checkout screens, one chunk in the browser (the cart: ../cart; placed orders and payments: ../order). */
export const SCREENS: ScreenMap = {
  "webshop-login": WebshopLoginScreen,
  "webshop-customer": CustomerScreen,
  "webshop-shipping": ShippingScreen,
  "webshop-payment": PaymentScreen,
  "webshop-review-order": ReviewScreen,
};
