import * as v from "valibot";
import type { Tenant } from "../../tenants";
import { UPSTREAM_TIMEOUT_MS } from "../cache/manifest";

export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    readonly kind: "status" | "shape" | "timeout" | "network",
    readonly status: number,
    readonly labelName: string | null = null,
    /** The refusal's own data (e.g. the quantity a cart line may hold), unchecked. */
    readonly data: unknown = null,
  ) {
    super(`upstream ${kind} ${status}${labelName ? ` (${labelName})` : ""}`);
  }
}

export interface UpstreamRequest<S extends v.GenericSchema> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
  /** Answers of cached calls are shared; the others ask the backend to skip its own cache. */
  cached: boolean;
  schema: S;
}

export interface UpstreamContext {
  env: Pick<Env, "API"> & { API_BASE?: string };
  tenant: Tenant;
  token: string | null;
}

/**
 * The one way the storefront talks to the commerce API (spec §7): bearer token, base host and
 * language headers on every call, `lang` appended to POST and PUT bodies, `ignoreCache` on calls
 * that are not cached, a timeout, no redirect following, and the answer checked against the
 * contract before anyone reads it.
 */
export async function upstream<S extends v.GenericSchema>(ctx: UpstreamContext, req: UpstreamRequest<S>): Promise<v.InferOutput<S>> {
  const method = req.method ?? "GET";
  const base = new URL(ctx.env.API_BASE ?? "https://commerce.internal");
  const url = new URL(req.path, base);
  // The bearer token goes with every call: a path like `//host/` must never send it elsewhere.
  if (url.origin !== base.origin) throw new Error(`upstream: path ${JSON.stringify(req.path)} leaves the API origin`);
  for (const [k, val] of Object.entries(req.query ?? {})) if (val !== undefined) url.searchParams.set(k, String(val));
  if (!req.cached) url.searchParams.set("ignoreCache", "1");

  const headers = new Headers({
    accept: "application/json",
    "x-base-host": new URL(ctx.tenant.baseUrls.production).hostname,
    "x-lang": ctx.tenant.lang,
  });
  if (ctx.token) headers.set("authorization", `Bearer ${ctx.token}`);
  let body: string | undefined;
  // DELETE carries a body only when the call names one (wishlist `{id}`, compare `{shopping_cart_code}`).
  if (method === "POST" || method === "PUT" || (method === "DELETE" && req.body)) {
    headers.set("content-type", "application/json");
    body = JSON.stringify({ ...req.body, lang: ctx.tenant.lang });
  }

  const init: RequestInit = { method, headers, body, redirect: "manual", signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) };
  let res: Response;
  try {
    res = ctx.env.API_BASE ? await fetch(url, init) : await ctx.env.API.fetch(url, init);
  } catch (err) {
    const timedOut = err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError");
    throw new UpstreamError(timedOut ? "timeout" : "network", timedOut ? 504 : 502);
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new UpstreamError(res.ok ? "shape" : "status", res.ok ? 502 : res.status);
  }
  if (!res.ok) {
    const label = typeof json === "object" && json && "label_name" in json && typeof json.label_name === "string" ? json.label_name : null;
    const data = typeof json === "object" && json && "data" in json ? json.data : null;
    throw new UpstreamError("status", res.status, label, data);
  }
  const parsed = v.safeParse(req.schema, json);
  if (!parsed.success) {
    console.error(`upstream: ${req.path} answered an unexpected shape: ${parsed.issues.map((i) => v.getDotPath(i) ?? "root").join(", ")}`);
    throw new UpstreamError("shape", 502);
  }
  return parsed.output;
}
