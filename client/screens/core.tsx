import type { ScreenMap } from "./types";
import { NotFoundScreen } from "./not-found";
import { UnauthorizedScreen } from "./unauthorized";

/** Screens in the main bundle: the error screens, which must show even when a chunk cannot load. */
export const CORE_SCREENS: ScreenMap = {
  "not-found": ({ screen }) => <NotFoundScreen reason={screen.reason} categories={screen.categories} />,
  unauthorized: ({ screen }) => <UnauthorizedScreen target={screen.target} />,
};
