import * as v from "valibot";
import { envelope } from "./envelope";

export const Breadcrumb = v.object({ url: v.string(), title: v.string() });

/** CMS page (docs/behaviour/03-entities.md "Page"). `content` is HTML written by editors and is sanitized before render. */
export const CmsPage = v.object({
  id: v.number(),
  template: v.string(),
  visible: v.boolean(),
  slug: v.string(),
  title: v.string(),
  seo_title: v.nullable(v.string()),
  seo_description: v.nullable(v.string()),
  content: v.string(),
  breadcrumbs: v.array(Breadcrumb),
});
export type CmsPage = v.InferOutput<typeof CmsPage>;
export const CmsPageResponse = envelope(CmsPage);
