import type { ScreenMap } from "../types";
import { OrderProblemScreen, ThankYouScreen } from "../webshop/order-pages";
import { PaymentSlipScreen, ViewOrderScreen } from "../webshop/order-view";
import { PaymentAutosubmitScreen, PaymentCreateScreen, PaymentNewScreen } from "../webshop/payment-pages";
import { QuickOrderScreen } from "../webshop/quick-order";

/**
 * Placed orders, payments and the quick order form: one browser chunk of their own, apart from
 * the cart and checkout steps (which kinds belong here: ORDER_SCREENS in ../registry).
 */
export const SCREENS: ScreenMap = {
  "webshop-quick-order": QuickOrderScreen,
  "webshop-thank-you": ThankYouScreen,
  "webshop-order-problem": OrderProblemScreen,
  "webshop-payment-create": PaymentCreateScreen,
  "webshop-payment-autosubmit": PaymentAutosubmitScreen,
  "webshop-payment-new": PaymentNewScreen,
  "webshop-view-order": ViewOrderScreen,
  "webshop-payment-slip": PaymentSlipScreen,
};
