import * as v from "valibot";
import { CmsPage } from "../contract/cms";
import { FaqEntry } from "../contract/content";
import { PostListItem } from "../contract/publish";

/**
 * Screens of the cms controller and the error screens. The faq template carries the FAQ
 * entries; the homepage the newest posts it links to.
 */
export const CMS_SCREENS = [
  v.object({
    kind: v.literal("cms"),
    template: v.picklist(["default", "homepage", "about", "contact", "faq", "members", "login_required"]),
    page: CmsPage,
    faq: v.optional(v.array(FaqEntry)),
    posts: v.optional(v.array(PostListItem)),
  }),
  v.object({ kind: v.literal("not-found"), reason: v.string() }),
] as const;
