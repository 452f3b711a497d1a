import type { ScreenMap } from "../types";
import { CmsScreen } from "./cms-page";

/** CMS pages (the home page included): one browser chunk, so the main bundle stays small. */
export const SCREENS: ScreenMap = {
  cms: ({ screen }) => <CmsScreen template={screen.template} page={screen.page} faq={screen.faq} categories={screen.categories} offers={screen.offers} below={screen.below} belowKey={screen.belowKey} />,
};
