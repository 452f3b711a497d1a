import * as v from "valibot";
import { CmsPage } from "../contract/cms";

/** Screens of the cms controller and the error screens. */
export const CMS_SCREENS = [
  v.object({ kind: v.literal("cms"), template: v.picklist(["default", "homepage", "about", "contact", "faq"]), page: CmsPage }),
  v.object({ kind: v.literal("not-found"), reason: v.string() }),
] as const;
