import type { ScreenMap } from "../types";
import { CartScreen } from "./cart";
import { CustomerScreen } from "./checkout-customer";
import { PaymentScreen, ShippingScreen } from "./checkout-choices";
import { WebshopLoginScreen } from "./checkout-login";
import { ReviewScreen } from "./checkout-review";
import { OrderProblemScreen, ThankYouScreen } from "./order-pages";
import { PaymentSlipScreen, ViewOrderScreen } from "./order-view";
import { PaymentAutosubmitScreen, PaymentCreateScreen, PaymentNewScreen } from "./payment-pages";
import { QuickOrderScreen } from "./quick-order";

/** Webshop screens (cart, quick order, checkout, orders and payments), one chunk in the browser. */
export const SCREENS: ScreenMap = {
  "webshop-cart": CartScreen,
  "webshop-quick-order": QuickOrderScreen,
  "webshop-login": WebshopLoginScreen,
  "webshop-customer": CustomerScreen,
  "webshop-shipping": ShippingScreen,
  "webshop-payment": PaymentScreen,
  "webshop-review-order": ReviewScreen,
  "webshop-thank-you": ThankYouScreen,
  "webshop-order-problem": OrderProblemScreen,
  "webshop-payment-create": PaymentCreateScreen,
  "webshop-payment-autosubmit": PaymentAutosubmitScreen,
  "webshop-payment-new": PaymentNewScreen,
  "webshop-view-order": ViewOrderScreen,
  "webshop-payment-slip": PaymentSlipScreen,
};
