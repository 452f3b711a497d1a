import type { ScreenMap } from "../types";
import { SignupConfirmScreen } from "./confirm";
import { LoginScreen } from "./login";
import { LogoutScreen } from "./logout";
import { ForgottenPasswordScreen, NewPasswordScreen } from "./passwords";
import { SignupScreen } from "./signup";

/**
 * Logging in and out, signing up and the passwords, one chunk in the browser (a logged-in
 * shopper's account pages: ../account).
 */
export const SCREENS: ScreenMap = {
  "auth-login": LoginScreen,
  "auth-signup": SignupScreen,
  "auth-signup-confirm": SignupConfirmScreen,
  "auth-forgotten-password": ForgottenPasswordScreen,
  "auth-new-password": NewPasswordScreen,
  "auth-logout": LogoutScreen,
};
