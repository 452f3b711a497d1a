import type { ScreenMap } from "../types";
import { NotFoundScreen } from "../not-found";
import { UnauthorizedScreen } from "../unauthorized";

/**
 * The error screens: the 404 (with its search box and category tiles) and the unauthorized
 * redirect. A chunk of their own, preloaded on their pages like any family's, so the pages that
 * never show them do not load them (docs/decisions/0018-javascript-budget.md). A navigation to an
 * error page loads it before the swap; should it not load, the page loads in full and the server
 * renders the screen.
 */
export const SCREENS: ScreenMap = {
  "not-found": ({ screen }) => <NotFoundScreen reason={screen.reason} categories={screen.categories} />,
  unauthorized: ({ screen }) => <UnauthorizedScreen target={screen.target} />,
};
