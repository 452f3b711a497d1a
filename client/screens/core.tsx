import type { ScreenMap } from "./types";
import { CmsScreen } from "./cms/cms-page";
import { NotFoundScreen } from "./not-found";
import { UnauthorizedScreen } from "./unauthorized";

/** Screens in the main bundle: CMS pages (home included) and errors. */
export const CORE_SCREENS: ScreenMap = {
  cms: ({ screen }) => <CmsScreen template={screen.template} page={screen.page} faq={screen.faq} posts={screen.posts} />,
  "not-found": ({ screen }) => <NotFoundScreen reason={screen.reason} />,
  unauthorized: ({ screen }) => <UnauthorizedScreen target={screen.target} />,
};
