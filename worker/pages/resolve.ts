import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { Labels, RouteRecord, SiteInfo } from "../../shared/contract/app";
import type { PageState, Screen, ScreenOf } from "../../shared/page-state";
import { bodyClass } from "../../shared/body-class";
import { priceShapes } from "../../shared/price-format";
import { dateShape } from "../../shared/date-format";
import { label } from "../../shared/labels";
import { breadcrumbList } from "../../shared/structured-data";
import type { Tenant } from "../../tenants";
import { dataContext } from "../data/context";
import { loadPageStart } from "../data/app-data";
import { checkOnStart } from "../data/api-version";
import type { SiteNav } from "../../shared/site-nav";
import { siteNav } from "./site-nav";
import { stepAction } from "../../shared/checkout/checkout-gate";
import { loadShopper, type Shopper } from "../data/shopper";
import { siteBaseUrl } from "../site";
import { alternatesOf, htmlLangOf, siteHomesOf } from "../seo/alternates";
import { readFlash } from "../session/form-flash";
import { accountHint } from "../session/account-hint";
import { CONTROLLERS } from "./controllers";
import { categoryTiles } from "./controllers/cms-extras";
import { isBlockedPath } from "../edge/blocked-paths";
import { runtimeState } from "./runtime-state";
import { pageLabels, rememberSiteLabels } from "../render/page-labels";
import type { Loaded, Moved, PageContext } from "./types";

type ResolvedPage =
  | { kind: "page"; status: 200 | 404; state: PageState; structuredData: object[]; private: boolean; noindex: boolean; unshared?: boolean }
  | Moved;

/**
 * Page resolution (docs/architecture.md step 4): the route table maps the path to a controller, whose
 * loader fetches what the screen needs. Unknown paths, missing or hidden entities get the 404
 * screen with status 404, and moved entities a redirect, all decided before anything streams.
 */
export async function resolvePage(c: Context<AppEnv>, sitePath = decodeURI(c.get("site").path), query = new URL(c.req.url).searchParams): Promise<ResolvedPage> {
  const dc = dataContext(c);
  // The isolate's first page checks the API's release (worker/data/api-version.ts), once.
  checkOnStart(dc);
  const [routes, labels, info, categories] = await loadPageStart(dc);
  const { tenant, routeWords } = c.get("site");
  const nav = siteNav(routes, categories, `/${routeWords.webshop}/${stepAction(tenant.checkoutSteps[0] ?? "customer")}/`);
  // What the full load refuses before any rule (worker/edge/blocked-paths.ts), the pages endpoint too.
  const lost = () => notFound(c, labels, info, nav, categoryTiles(categories));
  if (isBlockedPath(sitePath)) return lost();
  const match = matchRoute(routeIndex(routes), sitePath);
  const found = match?.route;
  const loader = found ? CONTROLLERS[found.controller] : undefined;
  if (!match || !found || !loader) return lost();

  let shopperPromise: Promise<Shopper> | undefined;
  const shopper = () => (shopperPromise ??= loadShopper(dc));
  const route = await applyAccessHook(c.get("site").tenant, found, shopper);
  const ctx: PageContext = {
    dc,
    route,
    subpath: match.subpath,
    flash: once(() => readFlash(c)),
    query,
    site: c.get("site"),
    baseUrl: siteBaseUrl(c.get("site").tenant, c.env, new URL(c.req.url).origin),
    shopper,
  };
  const result = await loader(ctx);
  if (!result) return lost();
  if (result.kind === "redirect") {
    // Entity redirects name site paths; keep the visitor on their site's mount.
    const location = result.location.startsWith("/") ? c.get("site").basePath + result.location : result.location;
    return { ...result, location };
  }
  return {
    kind: "page",
    status: 200,
    state: buildState(c, { labels, info, route, loaded: result, nav }),
    structuredData: structuredDataOf(result, ctx.baseUrl),
    private: result.private ?? false,
    noindex: result.noindex ?? false,
    unshared: result.unshared ?? false,
  };
}

/**
 * Path → route for a route table. The memory layer of the cache hands out the same table for a
 * while, so a hot site builds its index once per isolate instead of scanning on every request.
 */
const indexes = new WeakMap<readonly RouteRecord[], Map<string, RouteRecord>>();
function routeIndex(routes: readonly RouteRecord[]): Map<string, RouteRecord> {
  let index = indexes.get(routes);
  if (!index) {
    index = new Map(routes.map((r) => [r.path, r]));
    indexes.set(routes, index);
  }
  return index;
}

function once<T>(f: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = f();
      done = true;
    }
    return value;
  };
}

/**
 * Controllers that pick their screen from the segments below their root (docs/behaviour/02-screens-and-routes.md: "auth: chosen
 * by the second URL segment"; the webshop's actions likewise). The route table has one row for
 * each root; a deeper path matches it when no row of its own exists.
 */
const SUBPATH_CONTROLLERS: ReadonlySet<RouteRecord["controller"]> = new Set(["auth", "webshop"]);
/** More segments than any auth or webshop screen has (`/korisnik/change-password/{id}/{code}/`). */
const MAX_SUBPATH = 4;

export function matchRoute(index: ReadonlyMap<string, RouteRecord>, sitePath: string): { route: RouteRecord; subpath: string[] } | null {
  const exact = index.get(sitePath);
  if (exact) return { route: exact, subpath: [] };
  const segments = sitePath.split("/").filter(Boolean);
  const root = segments[0] ? index.get(`/${segments[0]}/`) : undefined;
  if (!root || !SUBPATH_CONTROLLERS.has(root.controller) || segments.length - 1 > MAX_SUBPATH) return null;
  return { route: { ...root, path: sitePath }, subpath: segments.slice(1) };
}

/** The tenant's access hook may show another template for some pages (docs/behaviour/06-roles.md). */
async function applyAccessHook(tenant: Tenant, route: RouteRecord, shopper: () => Promise<Shopper>): Promise<RouteRecord> {
  const hook = tenant.accessHook;
  if (!hook || !hook.templates.includes(route.template)) return route;
  const who = await shopper();
  const template = hook.override({ loggedIn: who.loggedIn, isStaff: who.isStaff }, route);
  return template ? { ...route, template } : route;
}

type NotFoundTiles = ScreenOf<"not-found">["categories"];

/** The 404 screen of a site path, with the header's menu and the shop's top categories to go on from. */
function notFound(c: Context<AppEnv>, labels: Labels, info: SiteInfo | null, nav: SiteNav, categories: NotFoundTiles): ResolvedPage {
  return { kind: "page", status: 404, state: notFoundState(c, labels, info, "", nav, categories), structuredData: [], private: false, noindex: true };
}

export function notFoundState(c: Context<AppEnv>, labels: Labels, info: SiteInfo | null, reason: string, nav?: SiteNav, categories?: NotFoundTiles): PageState {
  return errorScreenState(c, labels, info, { kind: "not-found", reason, ...(categories?.length && { categories }) }, label(labels, "error_404_title"), nav);
}

/** The state of a screen that belongs to no route: the error screens of docs/behaviour/08-errors.md. */
export function errorScreenState(c: Context<AppEnv>, labels: Labels, info: SiteInfo | null, screen: Screen, title: string, nav?: SiteNav): PageState {
  return buildState(c, { labels, info, route: null, loaded: { kind: "page", screen, title, description: "" }, nav });
}

function structuredDataOf(loaded: Loaded, baseUrl: string): object[] {
  const out = [...(loaded.structuredData ?? [])];
  if (loaded.breadcrumbs && loaded.breadcrumbs.length > 0) {
    out.push(breadcrumbList(loaded.breadcrumbs.map((b) => ({ name: b.title, url: baseUrl + b.path.replace(/^\//, "") }))));
  }
  return out;
}

interface StateParts {
  labels: Labels;
  info: SiteInfo | null;
  route: RouteRecord | null;
  loaded: Loaded;
  nav?: SiteNav;
}

/**
 * The session of a page the full-page cache shares: only anonymous visitors are served it, and
 * `hasToken` makes the header ask for the cart count after hydration, which issues a token to a
 * visitor who has none yet (worker/edge/page-cache.ts).
 */
const SHARED_SESSION: PageState["session"] = { hasToken: true, loggedIn: false };

function buildState(c: Context<AppEnv>, { labels, info, route: found, loaded, nav }: StateParts): PageState {
  const { tenant, basePath, routeWords } = c.get("site");
  const route = found && loaded.template ? { ...found, template: loaded.template } : found;
  const template = route?.template ?? "error";
  const layout = c.get("isBot") ? "bot" : (tenant.layouts[template] ?? "default");
  const origin = new URL(c.req.url).origin;
  const state: PageState = {
    tenant: {
      code: tenant.code,
      name: tenant.name,
      htmlLang: tenant.htmlLang,
      lang: tenant.lang,
      locale: tenant.locale,
      currency: tenant.currency.code,
      prices: priceShapes(tenant.locale),
      dates: dateShape(tenant.locale),
      basePath,
      routeWords,
      features: tenant.features,
    },
    // Only the keys this page's code and data name; the footer (server-only) reads them all.
    labels: pageLabels(labels, loaded.screen.kind, [loaded.screen, nav]),
    info: info ?? { code: tenant.code, lang: tenant.lang, base_url: "", locale: tenant.locale, currency: tenant.currency.code, title: tenant.name, email: "", phone: "", address: "" },
    route: route ? { path: route.path, controller: route.controller, action: route.action, template: route.template, content_type: route.content_type } : null,
    screen: loaded.screen,
    layout,
    title: loaded.title ? `${loaded.title} | Zrno` : "Zrno",
    description: loaded.description,
    canonical: route ? siteBaseUrl(tenant, c.env, origin) + route.path.slice(1) + (loaded.canonicalSearch ?? "") : null,
    // A screen of no route (the 404, docs/behaviour/08-errors.md) has no entity to find elsewhere:
    // its site switch leads to the other sites' home pages, as every other page's switch leads somewhere.
    alternates: route ? alternatesFor(c.env, route, origin) : siteHomesOf((t) => siteBaseUrl(t, c.env, origin)),
    ...(found?.content_lang && found.content_lang !== tenant.lang ? { contentLang: htmlLangOf(found.content_lang) } : {}),
    breadcrumbs: (loaded.breadcrumbs ?? []).map((b) => ({ title: b.title, url: b.path })),
    bodyClass: bodyClass(route ?? { controller: "error", action: "404", template: "error" }),
    ...(nav ? { nav } : {}),
    session: c.get("sharedCopy") ? SHARED_SESSION : { hasToken: c.get("token") !== null, loggedIn: accountHint(c.get("token")) },
    year: new Date().getUTCFullYear(),
    runtime: runtimeState(c),
  };
  return rememberSiteLabels(state, labels);
}

/** hreflang alternates for every tenant that has this entity, plus x-default (worker/seo/alternates.ts). */
function alternatesFor(env: Env, route: RouteRecord, origin: string): PageState["alternates"] {
  return alternatesOf(route.urls, (t) => siteBaseUrl(t, env, origin));
}
