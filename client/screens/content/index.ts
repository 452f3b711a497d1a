import type { ScreenMap } from "../types";
import { SweepstakeScreen, SweepstakesScreen, NewsletterScreen, NewslettersScreen, StaticScreen } from "../publish/archives";
import { LocationScreen, LocationsScreen } from "../publish/locations";

/** Content screens (stores and their map, sweepstakes, newsletters, static pages), one chunk in the browser. */
export const SCREENS: ScreenMap = {
  "content-locations": LocationsScreen,
  "content-location": LocationScreen,
  "content-sweepstakes": SweepstakesScreen,
  "content-sweepstake": SweepstakeScreen,
  "content-newsletters": NewslettersScreen,
  "content-newsletter": NewsletterScreen,
  "content-static": StaticScreen,
};
