import type { ScreenMap } from "../types";
import { PaymentAutosubmitScreen, PaymentCreateScreen } from "../webshop/gateway-pages";

/** The payment forms posted straight to the gateway (the card form, the autosubmit): a chunk apart from payment new (../payment). */
export const SCREENS: ScreenMap = {
  "webshop-payment-create": PaymentCreateScreen,
  "webshop-payment-autosubmit": PaymentAutosubmitScreen,
};
