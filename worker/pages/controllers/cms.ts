import type { CmsPage } from "../../../shared/contract/cms";
import { loadInfo } from "../../data/app-data";
import type { SiteInfo } from "../../../shared/contract/app";
import { loadCmsPage } from "../../data/content";
import type { Loader } from "../types";
import { organizationLd } from "../content-ld";
import { cmsExtras } from "./cms-extras";

const TEMPLATES = ["default", "homepage", "about", "contact", "faq", "members", "login_required"] as const;
type CmsTemplate = (typeof TEMPLATES)[number];

/**
 * cms controller: the page by slug; its template picks the screen, any other template is a 404
 * (docs/behaviour/02-screens-and-routes.md). A hidden page is shown to staff only. Loads the page and what its template adds
 * (FAQ entries, the home page's newest posts); labels and site info come with every page already.
 */
export const loadCms: Loader = async ({ dc, route, shopper, baseUrl, site }) => {
  const slug = route.path.replace(/^\/|\/$/g, "");
  let page: CmsPage | null = await loadCmsPage(dc, slug);
  if (!page) return null;
  // The route's template wins over the page's: a tenant's access hook may have swapped it.
  if (route.template !== page.template && TEMPLATES.includes(route.template as CmsTemplate)) {
    // A shopper who may not see the page gets its title only, never its content.
    page = route.template === "login_required" ? { ...page, template: route.template, content: "" } : { ...page, template: route.template };
  }
  if (!TEMPLATES.includes(page.template as CmsTemplate)) return null;
  if (!page.visible && !(await shopper()).isStaff) return null;
  const { structuredData, ...extras } = await cmsExtras(dc, page.template);
  if (page.template === "homepage") structuredData.push(...siteJsonLd(await loadInfo(dc), baseUrl, site.routeWords.search));
  return {
    kind: "page",
    screen: { kind: "cms", template: page.template as CmsTemplate, page, ...extras },
    title: page.seo_title ?? page.title,
    description: page.seo_description ?? "",
    breadcrumbs: page.template === "homepage" ? undefined : page.breadcrumbs.map((b) => ({ title: b.title, path: b.url })),
    structuredData,
  };
};

/** Organization and WebSite (with a SearchAction on the site's search page) for the home page. */
function siteJsonLd(info: SiteInfo, baseUrl: string, searchWord: string): object[] {
  return [
    {
      "@context": "https://schema.org",
      ...organizationLd(info.title, baseUrl),
      email: info.email,
      telephone: info.phone,
      address: info.address,
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: info.title,
      url: baseUrl,
      inLanguage: info.lang,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${baseUrl}${searchWord}/?search_q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}
