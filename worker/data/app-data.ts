import * as v from "valibot";
import {
  CurrencyResponse,
  EndpointsResponse,
  InfoResponse,
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
import { cached, forget } from "../cache/kv-cache";
import { upstream, UpstreamError } from "../upstream/client";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { dataContext, upstreamAs, type DataContext } from "./context";

/**
 * Start-up data every page needs (docs/behaviour/07-api.md): labels, routes, endpoints, site info, currencies,
 * redirects. Each is public, cached per tenant in KV and fetched with a server token, so a
 * visitor's token never decides what is shared. Visitor-bound data is not loaded here.
 */

const ServerToken = v.pipe(v.string(), v.minLength(1));

async function serverToken(dc: DataContext): Promise<string> {
  return cached(dc.cache, "token", "server", ServerToken, async () => {
    const res = await upstream(upstreamAs(dc, null), { path: "/auth/generate-token/", cached: false, schema: TokenResponse });
    return res.data.jwt;
  });
}

/** Runs a public call with the server token; a 401 means the token is gone, so renew it once. */
async function publicCall<T>(dc: DataContext, call: (token: string) => Promise<T>): Promise<T> {
  const token = await serverToken(dc);
  try {
    return await call(token);
  } catch (err) {
    if (!(err instanceof UpstreamError) || err.status !== 401) throw err;
    // From memory as well as KV: the isolate's copy would otherwise hand back the dead token.
    await forget(dc.cache, "token", "server");
    return call(await serverToken(dc));
  }
}

export function loadLabels(dc: DataContext, lang = dc.tenant.lang) {
  return cached(dc.cache, "labels", lang, Labels, () =>
    publicCall(dc, async (token) => (await upstream(upstreamAs(dc, token), { path: "/misc/labels/", query: { lang }, cached: true, schema: LabelsResponse })).data),
  );
}

export function loadRoutes(dc: DataContext) {
  return cached(dc.cache, "routes", "", Routes, () =>
    publicCall(dc, async (token) => (await upstream(upstreamAs(dc, token), { path: "/misc/routes/", cached: true, schema: RoutesResponse })).data),
  );
}

export function loadEndpoints(dc: DataContext) {
  return cached(dc.cache, "endpoints", "", Endpoints, async () => (await upstream(upstreamAs(dc, null), { path: "/misc/endpoints/", cached: true, schema: EndpointsResponse })).data);
}

export function loadInfo(dc: DataContext) {
  return cached(dc.cache, "info", "", SiteInfo, () =>
    publicCall(dc, async (token) => (await upstream(upstreamAs(dc, token), { path: "/misc/info/", cached: true, schema: InfoResponse })).data),
  );
}

export function loadCurrencies(dc: DataContext) {
  return cached(dc.cache, "currency", "", v.array(Currency), () =>
    publicCall(dc, async (token) => (await upstream(upstreamAs(dc, token), { path: "/misc/currency/", cached: true, schema: CurrencyResponse })).data),
  );
}

export function loadRedirects(dc: DataContext) {
  return cached(dc.cache, "redirects", "", Redirects, () =>
    publicCall(dc, async (token) => (await upstream(upstreamAs(dc, token), { path: "/misc/redirects/", cached: true, schema: RedirectsResponse })).data),
  );
}

/** A fresh visitor token. Never cached: each visitor gets their own. */
export async function generateVisitorToken(dc: DataContext): Promise<string> {
  const res = await upstream(upstreamAs(dc, null), { path: "/auth/generate-token/", cached: false, schema: TokenResponse });
  return res.data.jwt;
}

/** The same for a request: what the session's middleware is handed to mint tokens with. */
export const mintVisitorToken = (c: Context<AppEnv>) => generateVisitorToken(dataContext(c));

export { publicCall };
