import { CmsPageResponse, CmsPage } from "../../../shared/contract/cms";
import type { RouteRecord } from "../../../shared/contract/app";
import type { Screen } from "../../../shared/page-state";
import { cached } from "../../cache/kv-cache";
import { publicCall } from "../../data/app-data";
import type { DataContext } from "../../data/context";
import { upstream, UpstreamError } from "../../upstream/client";
import { upstreamAs } from "../../data/context";
import { sanitizeHtml } from "../sanitize";

const TEMPLATES = ["default", "homepage", "about", "contact", "faq"] as const;
type CmsTemplate = (typeof TEMPLATES)[number];

export interface Loaded {
  screen: Screen;
  title: string;
  description: string;
}

/**
 * cms controller: the page by slug; its template picks the screen, any other template is a 404
 * (spec §2). Loads the page only: labels and site info come with every page already.
 */
export async function loadCms(dc: DataContext, route: RouteRecord): Promise<Loaded | null> {
  const slug = route.path.replace(/^\/|\/$/g, "");
  let page: CmsPage;
  try {
    page = await cached(dc.cache, "cmsPages", slug || "_home", CmsPage, () =>
      publicCall(dc, async (token) => {
        const res = await upstream(upstreamAs(dc, token), { path: "/cms/page/", query: { slug }, cached: true, schema: CmsPageResponse });
        return { ...res.data, content: sanitizeHtml(res.data.content) };
      }),
    );
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) return null;
    throw err;
  }
  if (!page.visible || !TEMPLATES.includes(page.template as CmsTemplate)) return null;
  return {
    screen: { kind: "cms", template: page.template as CmsTemplate, page },
    title: page.seo_title ?? page.title,
    description: page.seo_description ?? "",
  };
}
