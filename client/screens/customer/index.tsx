import type { ScreenMap } from "../types";
import { CustomerScreen } from "../webshop/checkout-customer";

/**
 * The checkout's customer step (the shopper's details and address): a chunk apart from the
 * shipping and payment choices (../webshop), whose pages ask for no address.
 */
export const SCREENS: ScreenMap = {
  "webshop-customer": CustomerScreen,
};
