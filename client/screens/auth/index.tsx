import type { ScreenMap } from "../types";
import { SignupConfirmScreen } from "./confirm";
import { CouponsScreen } from "./coupons";
import { DashboardScreen } from "./dashboard";
import { EditScreen } from "./edit";
import { LoginScreen } from "./login";
import { LogoutScreen } from "./logout";
import { OrdersScreen } from "./orders";
import { ForgottenPasswordScreen, NewPasswordScreen } from "./passwords";
import { SignupScreen } from "./signup";

/** Account screens (log-in, sign-up, passwords, profile, my orders and coupons), one chunk in the browser. */
export const SCREENS: ScreenMap = {
  "auth-login": LoginScreen,
  "auth-signup": SignupScreen,
  "auth-signup-confirm": SignupConfirmScreen,
  "auth-forgotten-password": ForgottenPasswordScreen,
  "auth-new-password": NewPasswordScreen,
  "auth-dashboard": DashboardScreen,
  "auth-edit": EditScreen,
  "auth-orders": OrdersScreen,
  "auth-coupons": CouponsScreen,
  "auth-logout": LogoutScreen,
};
