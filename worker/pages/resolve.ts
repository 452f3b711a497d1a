import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { Labels, RouteRecord, SiteInfo } from "../../shared/contract/app";
import type { PageState, Screen } from "../../shared/page-state";
import { bodyClass } from "../../shared/body-class";
import { label } from "../../shared/labels";
import { TENANTS } from "../../tenants";
import { dataContext, type DataContext } from "../data/context";
import { loadInfo, loadLabels, loadRoutes } from "../data/app-data";
import { siteBaseUrl } from "../site";
import { loadCms, type Loaded } from "./controllers/cms";

export interface ResolvedPage {
  status: 200 | 404;
  state: PageState;
}

/** Controllers of the route table and their loaders; the others arrive with their issues. */
export type Loader = (dc: DataContext, route: RouteRecord, query: URLSearchParams) => Promise<Loaded | null>;

const CONTROLLERS: Partial<Record<RouteRecord["controller"], Loader>> = {
  cms: loadCms,
};

/**
 * Page resolution (DESIGN.md step 4): the route table maps the path to a controller, whose
 * loader fetches what the screen needs. Unknown paths and missing entities get the 404 screen
 * with status 404, decided before anything is streamed.
 */
export async function resolvePage(c: Context<AppEnv>, sitePath = decodeURI(c.var.site.path), query = new URL(c.req.url).searchParams): Promise<ResolvedPage> {
  const dc = dataContext(c);
  const [routes, labels, info] = await Promise.all([loadRoutes(dc), loadLabels(dc), loadInfo(dc)]);
  const route = routes.find((r) => r.path === sitePath);
  const loader = route ? CONTROLLERS[route.controller] : undefined;
  const loaded = route && loader ? await loader(dc, route, query) : null;
  if (!route || !loaded) return { status: 404, state: notFoundState(c, labels, info, "") };
  return { status: 200, state: buildState(c, { labels, info, route, ...loaded }) };
}

export function notFoundState(c: Context<AppEnv>, labels: Labels, info: SiteInfo | null, reason: string): PageState {
  const screen: Screen = { kind: "not-found", reason };
  return buildState(c, { labels, info, route: null, screen, title: label(labels, "error_404_title"), description: "" });
}

interface StateParts extends Loaded {
  labels: Labels;
  info: SiteInfo | null;
  route: RouteRecord | null;
}

function buildState(c: Context<AppEnv>, parts: StateParts): PageState {
  const { tenant, basePath, routeWords } = c.var.site;
  const route = parts.route;
  const template = route?.template ?? (parts.screen.kind === "not-found" ? "error" : "");
  const layout = c.var.isBot ? "bot" : (tenant.layouts[template] ?? "default");
  const origin = new URL(c.req.url).origin;
  const alternates = route ? alternatesFor(c.env, route, origin) : [];
  return {
    tenant: {
      code: tenant.code,
      name: tenant.name,
      htmlLang: tenant.htmlLang,
      lang: tenant.lang,
      locale: tenant.locale,
      currency: tenant.currency.code,
      basePath,
      routeWords,
      features: tenant.features,
    },
    labels: parts.labels,
    info: parts.info ?? { code: tenant.code, lang: tenant.lang, base_url: "", locale: tenant.locale, currency: tenant.currency.code, title: tenant.name, email: "", phone: "", address: "" },
    route: route ? { path: route.path, controller: route.controller, action: route.action, template: route.template, content_type: route.content_type } : null,
    screen: parts.screen,
    layout,
    title: parts.title ? `${parts.title} | Zrno` : "Zrno",
    description: parts.description,
    canonical: route ? siteBaseUrl(tenant, c.env, origin) + route.path.slice(1) : null,
    alternates,
    bodyClass: bodyClass(route ?? { controller: "error", action: "404", template: "error" }),
    session: { hasToken: c.var.token !== null },
    year: new Date().getUTCFullYear(),
  };
}

/** hreflang alternates for every tenant that has this entity, plus x-default (the default tenant's). */
function alternatesFor(env: Env, route: RouteRecord, origin: string): PageState["alternates"] {
  const out: PageState["alternates"] = [];
  for (const t of TENANTS) {
    const p = route.urls[t.code];
    if (p) out.push({ hreflang: t.htmlLang, href: siteBaseUrl(t, env, origin) + p.slice(1), label: t.name });
  }
  const def = TENANTS.find((t) => t.routing.isDefault);
  const defPath = def ? route.urls[def.code] : undefined;
  if (def && defPath) out.push({ hreflang: "x-default", href: siteBaseUrl(def, env, origin) + defPath.slice(1), label: def.name });
  return out;
}
