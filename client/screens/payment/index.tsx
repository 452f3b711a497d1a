import type { ScreenMap } from "../types";
import { PaymentAutosubmitScreen, PaymentCreateScreen, PaymentNewScreen } from "../webshop/payment-pages";

/** Paying a placed order: the card and payment forms, a chunk apart from the placed-order pages (../order). */
export const SCREENS: ScreenMap = {
  "webshop-payment-create": PaymentCreateScreen,
  "webshop-payment-autosubmit": PaymentAutosubmitScreen,
  "webshop-payment-new": PaymentNewScreen,
};
