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
    /** A refused form's fields and their labels (`errors` of the API's FormErrorBody). */
    readonly fieldErrors: readonly { field: string; label_name: string }[] = [],
    /** A 429's `Retry-After` in seconds, when the API sent one. */
    readonly retryAfter: number | null = null,
  ) {
    super(`upstream ${kind} ${status}${labelName ? ` (${labelName})` : ""}`);
  }
}

/** An API 404 means "no such entity": null. Any other failure is the caller's. */
export async function notFoundAsNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) return null;
    throw err;
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
  /** Extra request headers of this call (the log-in's client digest); never the token. */
  headers?: Record<string, string>;
}

export interface UpstreamContext {
  /** UPSTREAM_TIMEOUT_MS (a var, milliseconds) overrides the default timeout; tests set it low. */
  env: Pick<Env, "API"> & { API_BASE?: string; UPSTREAM_TIMEOUT_MS?: string };
  tenant: Tenant;
  token: string | null;
  /**
   * For the visitor's own token: called when the API answers 401. If the token itself is dead it
   * is replaced (once for all the visitor's concurrent requests) and the new one answered; null
   * when the token is still good (the 401 was about something else) or none could be issued.
   */
  renewToken?: () => Promise<string | null>;
}

function timeoutMs(env: UpstreamContext["env"]): number {
  const n = Number(env.UPSTREAM_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : UPSTREAM_TIMEOUT_MS;
}

/**
 * Who calls the API for a request: the site and the visitor's token (worker/data/context.ts
 * builds it once per request; loaders pass it on).
 */
export interface Caller {
  env: UpstreamContext["env"];
  tenant: Tenant;
  /** The visitor's current token: after a renewal (401) it is the new one. */
  readonly visitorToken: string | null;
  /** Replaces a token the API refused (401) and sets the cookie; null when none could be issued. */
  renewVisitorToken?: () => Promise<string | null>;
}

/**
 * One API call by `caller` with `token` (the visitor's, or the server's for public data). Calls
 * made with the visitor's own token renew it on a 401; calls with the server token do not.
 */
export function callAs<S extends v.GenericSchema>(caller: Caller, token: string | null, req: UpstreamRequest<S>): Promise<v.InferOutput<S>> {
  const own = token !== null && token === caller.visitorToken && caller.renewVisitorToken;
  return upstream({ env: caller.env, tenant: caller.tenant, token, ...(own ? { renewToken: caller.renewVisitorToken } : {}) }, req);
}

/**
 * The one way the storefront talks to the commerce API (docs/behaviour/07-api.md): bearer token, base host and
 * language headers on every call, `lang` appended to POST and PUT bodies, `ignoreCache` on calls
 * that are not cached, a timeout (headers and body alike), no redirect following, and the answer
 * checked against the contract before anyone reads it.
 *
 * Nothing is retried, with one exception: a GET refused with 401 for the visitor's token is asked
 * once more with the token `renewToken` issued. A POST, PUT or DELETE is sent exactly once (an
 * order or a payment must never be placed twice); after a 401 a dead token is still replaced, and
 * the 401 goes to the caller.
 */
export async function upstream<S extends v.GenericSchema>(ctx: UpstreamContext, req: UpstreamRequest<S>): Promise<v.InferOutput<S>> {
  try {
    return await attempt(ctx, req);
  } catch (err) {
    if (!(err instanceof UpstreamError) || err.status !== 401 || !ctx.renewToken || !ctx.token) throw err;
    const fresh = await ctx.renewToken();
    if (!fresh || fresh === ctx.token || (req.method ?? "GET") !== "GET") throw err;
    return attempt({ ...ctx, token: fresh, renewToken: undefined }, req);
  }
}

async function attempt<S extends v.GenericSchema>(ctx: UpstreamContext, req: UpstreamRequest<S>): Promise<v.InferOutput<S>> {
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
  for (const [k, val] of Object.entries(req.headers ?? {})) headers.set(k, val);
  if (ctx.token) headers.set("authorization", `Bearer ${ctx.token}`);
  let body: string | undefined;
  // DELETE carries a body only when the call names one (wishlist `{id}`, compare `{shopping_cart_code}`).
  if (method === "POST" || method === "PUT" || (method === "DELETE" && req.body)) {
    headers.set("content-type", "application/json");
    body = JSON.stringify({ ...req.body, lang: ctx.tenant.lang });
  }

  const signal = AbortSignal.timeout(timeoutMs(ctx.env));
  const init: RequestInit = { method, headers, body, redirect: "manual", signal };
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
    // A body still trickling in when the time is up is a timeout, not a broken answer.
    if (signal.aborted) throw new UpstreamError("timeout", 504);
    throw new UpstreamError(res.ok ? "shape" : "status", res.ok ? 502 : res.status);
  }
  if (!res.ok) {
    const label = typeof json === "object" && json && "label_name" in json && typeof json.label_name === "string" ? json.label_name : null;
    const data = typeof json === "object" && json && "data" in json ? json.data : null;
    const retryAfter = Number(res.headers.get("retry-after"));
    throw new UpstreamError("status", res.status, label, data, fieldErrorsOf(json), Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  const parsed = v.safeParse(req.schema, json);
  if (!parsed.success) {
    console.error(`upstream: ${req.path} answered an unexpected shape: ${parsed.issues.map((i) => v.getDotPath(i) ?? "root").join(", ")}`);
    throw new UpstreamError("shape", 502);
  }
  return parsed.output;
}

/**
 * `errors` of a refused form, the well-formed entries only: `[{field, label_name}]` (the account
 * routes) or `{ field: label_name }` (checkout's customer and card refusals).
 */
function fieldErrorsOf(json: unknown): { field: string; label_name: string }[] {
  const raw = typeof json === "object" && json && "errors" in json ? json.errors : null;
  const errors: unknown[] = Array.isArray(raw)
    ? raw
    : raw && typeof raw === "object"
      ? Object.entries(raw).map(([field, label_name]) => ({ field, label_name }))
      : [];
  return errors
    .filter((e): e is { field: string; label_name: string } => typeof e === "object" && e !== null && typeof (e as { field?: unknown }).field === "string" && typeof (e as { label_name?: unknown }).label_name === "string")
    .slice(0, 60)
    .map((e) => ({ field: e.field, label_name: e.label_name }));
}
