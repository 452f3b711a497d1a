import type { ScreenMap } from "../types";
import { CouponsScreen } from "../auth/coupons";
import { DashboardScreen } from "../auth/dashboard";
import { EditScreen } from "../auth/edit";
import { OrdersScreen } from "../auth/orders";

/**
 * A logged-in shopper's account pages (overview, profile, my orders, coupons): a chunk apart from
 * the log-in, sign-up, password and log-out forms (../auth), so neither loads the other's screens
 * (docs/decisions/0018-javascript-budget.md; which kinds belong here: ACCOUNT_SCREENS in ../registry).
 */
export const SCREENS: ScreenMap = {
  "auth-dashboard": DashboardScreen,
  "auth-edit": EditScreen,
  "auth-orders": OrdersScreen,
  "auth-coupons": CouponsScreen,
};
