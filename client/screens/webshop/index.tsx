import type { ScreenMap } from "../types";
import { CartScreen } from "./cart";
import { CustomerScreen } from "./checkout-customer";
import { PaymentScreen, ShippingScreen } from "./checkout-choices";
import { WebshopLoginScreen } from "./checkout-login";
import { ReviewScreen } from "./checkout-review";

/** Cart and checkout screens, one chunk in the browser (placed orders and payments: ../order). */
export const SCREENS: ScreenMap = {
  "webshop-cart": CartScreen,
  "webshop-login": WebshopLoginScreen,
  "webshop-customer": CustomerScreen,
  "webshop-shipping": ShippingScreen,
  "webshop-payment": PaymentScreen,
  "webshop-review-order": ReviewScreen,
};
