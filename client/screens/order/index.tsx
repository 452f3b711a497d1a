import type { ScreenMap } from "../types";
import { OrderProblemScreen, ThankYouScreen } from "../webshop/order-pages";
import { PaymentSlipScreen, ViewOrderScreen } from "../webshop/order-view";

/**
 * Placed orders: one browser chunk of their own, apart from the cart, the checkout steps, the
 * payment forms (../payment) and the quick order form (../quick), so a thank-you page ships no
 * form code (which kinds belong here: ORDER_SCREENS in ../registry).
 */
export const SCREENS: ScreenMap = {
  "webshop-thank-you": ThankYouScreen,
  "webshop-order-problem": OrderProblemScreen,
  "webshop-view-order": ViewOrderScreen,
  "webshop-payment-slip": PaymentSlipScreen,
};
