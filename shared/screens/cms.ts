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
  /** spec §8 "404 with message unauthorized": a loader, then the browser goes to `target` (a path on this site). */
  v.object({ kind: v.literal("unauthorized"), target: v.pipe(v.string(), v.regex(/^\/(?![/\\])/, "a path on this site")) }),
] as const;
