import * as v from "valibot";
import {
  CurrencyResponse,
  EndpointsResponse,
  InfoResponse,
  MaintenanceResponse,
  LabelsResponse,
  RedirectsResponse,
  RoutesResponse,
  TokenResponse,
  Labels,
  Endpoints,
  Routes,
  Redirects,
  SiteInfo,
  Currency,
} from "../../shared/contract/app";
import { cached } from "../cache/kv-cache";
import { callAs, upstream } from "../upstream/client";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { dataContext, type DataContext } from "./context";
import { CATEGORIES } from "./catalog";
import { ask, load, loadEach, source } from "./load";
import { isTokenLive } from "./shopper";

/**
 * Start-up data every page needs (docs/behaviour/07-api.md): labels, routes, endpoints, site info, currencies,
 * redirects. Each is public, cached per tenant in KV and fetched with a server token, so a
 * visitor's token never decides what is shared. Visitor-bound data is not loaded here.
 */

const labelsOf = (lang: string) => source("labels", lang, Labels, { path: "/misc/labels/", query: { lang }, cached: true, schema: LabelsResponse });
const ROUTES = source("routes", "", Routes, { path: "/misc/routes/", cached: true, schema: RoutesResponse });
const INFO = source("info", "", SiteInfo, { path: "/misc/info/", cached: true, schema: InfoResponse });

/**
 * What every page starts from, asked at once: the route table, the labels, the site info and
 * the category tree. The tree is for the header's menu only: a page renders without it when it fails.
 */
export function loadPageStart(dc: DataContext) {
  const [routes, labels, info, categories] = loadEach(dc, [ROUTES, labelsOf(dc.tenant.lang), INFO, CATEGORIES]);
  return Promise.all([routes, labels, info, categories.catch(() => [])]);
}

export function loadLabels(dc: DataContext, lang = dc.tenant.lang) {
  return load(dc, ...labelsOf(lang));
}

export function loadRoutes(dc: DataContext) {
  return load(dc, ...ROUTES);
}

export function loadEndpoints(dc: DataContext) {
  return cached(dc.cache, "endpoints", "", Endpoints, async () => (await callAs(dc, null, { path: "/misc/endpoints/", cached: true, schema: EndpointsResponse })).data);
}

export function loadInfo(dc: DataContext) {
  return load(dc, ...INFO);
}

export function loadCurrencies(dc: DataContext) {
  return load(dc, "currency", "", v.array(Currency), { path: "/misc/currency/", cached: true, schema: CurrencyResponse });
}

export function loadRedirects(dc: DataContext) {
  return load(dc, "redirects", "", Redirects, { path: "/misc/redirects/", cached: true, schema: RedirectsResponse });
}

/** Where the API publishes its maintenance state when its endpoint table does not say (docs/behaviour/07-api.md). */
const MAINTENANCE_PATH = "/v1/misc/is-maintenance/";

/**
 * Whether the API is in maintenance, asked at the path its endpoint table names. Never cached:
 * it is asked exactly when the state may be changing.
 */
export async function loadMaintenance(dc: DataContext) {
  const endpoints = await loadEndpoints(dc).catch(() => ({}) as Record<string, string>);
  const path = endpoints["misc.is_maintenance"] ?? MAINTENANCE_PATH;
  return (await ask(dc, { path, cached: false, schema: MaintenanceResponse })).data;
}

/**
 * A fresh visitor token. Never cached: each visitor gets their own. `replacing`: the token it
 * takes the place of (a log-out, a renewal the shop's client asked for) is presented with
 * generate-token's `force_logout=1`, so the API revokes it in the same call
 * (docs/behaviour/07-api.md "generate-token"): the old token opens nothing afterwards.
 */
export async function generateVisitorToken(dc: DataContext, replacing: string | null = null): Promise<string> {
  // Without the renewal hook: this call is what renewal itself makes.
  const res = await upstream({ env: dc.env, tenant: dc.tenant, token: replacing }, { path: "/auth/generate-token/", query: replacing ? { force_logout: 1 } : undefined, cached: false, schema: TokenResponse });
  return res.data.jwt;
}

/**
 * The two upstream calls the session's middleware needs, for a request: worker/index.ts hands them
 * in, so the session never imports the data layer (which reads the session's token).
 */
export const visitorTokenCalls = {
  mint: (c: Context<AppEnv>) => generateVisitorToken(dataContext(c)),
  /** generate-token with a payment return's session handoff (worker/session/handoff.ts). */
  redeemHandoff: async (c: Context<AppEnv>, tokenId: string, proof: string) =>
    (await upstream({ env: c.env, tenant: dataContext(c).tenant, token: null }, { path: "/auth/generate-token/", query: { set_token_id: tokenId, token_hash: proof }, cached: false, schema: TokenResponse })).data.jwt,
  isLive: (c: Context<AppEnv>, token: string) => isTokenLive(dataContext(c), token),
};

