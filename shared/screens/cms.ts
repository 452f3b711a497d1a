import * as v from "valibot";
import { CmsPage } from "../contract/cms";
import { FaqEntry } from "../contract/content";
import { PostListItem } from "../contract/publish";
import { ProductListItem } from "../contract/catalog";

/**
 * Screens of the cms controller and the error screens. The faq template carries the FAQ
 * entries; the homepage the newest posts, the shop's top categories and a featured product list.
 */
const Link = v.object({ code: v.string(), title: v.string(), url_without_domain: v.string() });
export const CMS_SCREENS = [
  v.object({
    kind: v.literal("cms"),
    template: v.picklist(["default", "homepage", "about", "contact", "faq", "members", "login_required"]),
    page: CmsPage,
    faq: v.optional(v.array(FaqEntry)),
    posts: v.optional(v.array(PostListItem)),
    categories: v.optional(v.array(Link)),
    featured: v.optional(v.object({ list: Link, products: v.array(ProductListItem) })),
  }),
  v.object({ kind: v.literal("not-found"), reason: v.string() }),
  /** docs/behaviour/08-errors.md "404 with message unauthorized": a loader, then the browser goes to `target` (a path on this site). */
  v.object({ kind: v.literal("unauthorized"), target: v.pipe(v.string(), v.regex(/^\/(?![/\\])/, "a path on this site")) }),
] as const;
