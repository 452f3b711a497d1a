import * as v from "valibot";
import { cached, forget } from "../cache/kv-cache";
import type { CacheKind } from "../cache/manifest";
import { TokenResponse } from "../../shared/contract/app";
import { callAs, notFoundAsNull, UpstreamError, type UpstreamRequest } from "../upstream/client";
import type { DataContext } from "./context";

/**
 * The one hop from a loader to the commerce API for public data. `load` names the cache entry
 * (kind and args: docs/behaviour/09-constants.md's manifest sets how long it stays fresh), the
 * schema it is kept under and the API request with its contract schema; `cached` gives the
 * single flight and the stale copy when the API fails, `ask` the call with the server token.
 * A loader is one `load(...)`; what is never cached (fresh search results, live prices) is one
 * `ask(...)`. Visitor-bound data (cart, account, wishlist) goes with the visitor's token
 * instead, in its own module, and is never cached.
 */

const ServerToken = v.pipe(v.string(), v.minLength(1));

/** The server's own token for public calls, cached per site so a visitor's token never decides what is shared. */
function serverToken(dc: DataContext): Promise<string> {
  return cached(dc.cache, "token", "server", ServerToken, async () => (await callAs(dc, null, { path: "/auth/generate-token/", cached: false, schema: TokenResponse })).data.jwt);
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

/** One public API call, not cached here: its whole answer, checked against the request's schema. */
export function ask<S extends v.GenericSchema>(dc: DataContext, req: UpstreamRequest<S>): Promise<v.InferOutput<S>> {
  return publicCall(dc, (token) => callAs(dc, token, req));
}

type Enveloped = v.GenericSchema<unknown, { data: unknown }>;

/** What a cached public read names: its cache entry (kind, args, schema), the request, and how its data is shaped before it is stored. */
type Load<D extends v.GenericSchema, S extends Enveloped> = [
  dc: DataContext,
  kind: CacheKind,
  args: string,
  schema: D,
  req: UpstreamRequest<S>,
  shape?: (data: v.InferOutput<S>["data"]) => v.InferOutput<D>,
];

const asStored = <T>(data: unknown) => data as T;

/**
 * Public data kept in the cache under `kind`/`args` and `schema`: the envelope's `data` of
 * `req`, passed through `shape` before it is stored (editor HTML is sanitized there, once).
 */
export function load<D extends v.GenericSchema, S extends Enveloped>(...[dc, kind, args, schema, req, shape = asStored]: Load<D, S>): Promise<v.InferOutput<D>> {
  const fresh = async () => shape((await ask(dc, req)).data);
  return cached(dc.cache, kind, args, schema, fresh);
}

/** As `load`, where the API's 404 is an answer too: kept as null under a nullable `schema`, asked again when it expires. */
export function loadOrNull<D extends v.GenericSchema, S extends Enveloped>(...[dc, kind, args, schema, req, shape = asStored]: Load<D, S>): Promise<v.InferOutput<D>> {
  const fresh = () => notFoundAsNull(ask(dc, req).then((res) => shape(res.data)));
  return cached(dc.cache, kind, args, schema, fresh);
}

/** A cached public read named without asking for it: what `load` takes after the data context. */
export type Source<D extends v.GenericSchema = v.GenericSchema, S extends Enveloped = Enveloped> = Load<D, S> extends [DataContext, ...infer R] ? R : never;

/** Names a cached public read (its entry, request and shape); `load(dc, ...source)` or `loadEach` reads it. */
export function source<D extends v.GenericSchema, S extends Enveloped>(...read: Source<D, S>): Source<D, S> {
  return read;
}

type DataOf<T> = T extends readonly [CacheKind, string, infer D extends v.GenericSchema, ...unknown[]] ? v.InferOutput<D> : never;

/** Several cached public reads at once, each as `load` reads it: one promise per source, in order. */
export function loadEach<T extends readonly Source<any, any>[]>(dc: DataContext, sources: readonly [...T]): { [K in keyof T]: Promise<DataOf<T[K]>> } {
  return sources.map((read) => load(dc, ...(read as Source))) as { [K in keyof T]: Promise<DataOf<T[K]>> };
}
