import type { ScreenMap } from "../types";
import { PaymentNewScreen } from "../webshop/payment-pages";

/** Another try at paying a placed order: a chunk apart from the placed-order pages (../order) and the gateway's forms (../gateway). */
export const SCREENS: ScreenMap = {
  "webshop-payment-new": PaymentNewScreen,
};
