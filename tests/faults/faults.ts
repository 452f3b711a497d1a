import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index";
import { BROWSER_UA } from "../integration/helpers";

/**
 * The test side of the stub upstream (tests/faults/upstream-faults.js), which sits on the
 * storefront's API binding in front of the commerce API: inject faults, read what it saw.
 */
export type Fault =
  | { status: number; body?: string; contentType?: string; retryAfter?: number }
  | { hangMs: number }
  | { delayMs: number }
  | { slowBody: { chunkBytes?: number; delayMs?: number } }
  | { truncate: true }
  | { jitter: { maxMs: number; seed: number } };

export interface FaultRule {
  method?: string;
  /** Exact pathname, or a prefix. */
  path?: string;
  prefix?: string;
  /** Only calls bearing this token. */
  token?: string;
  /** Fire at most this often. */
  times?: number;
  fault: Fault;
}

export interface UpstreamCall {
  method: string;
  path: string;
  token: string | null;
  /** Which fault answered it, or null when it went through to the API. */
  fault: string | null;
}

const api = () => (env as unknown as { API: Fetcher }).API;

async function control(method: "GET" | "POST" | "DELETE", body?: unknown): Promise<{ calls: UpstreamCall[] }> {
  const res = await api().fetch("http://faults/__faults", { method, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`fault stub answered ${res.status}`);
  return res.json();
}

export const faults = {
  /** Replaces the rules and clears the log. */
  set: async (rules: FaultRule[]) => void (await control("POST", { rules })),
  /** Pass-through again, empty log. */
  clear: async () => void (await control("DELETE")),
  /** Every call since the last set/clear. */
  calls: async () => (await control("GET")).calls,
};

/** Every API path fails with this status (the upstream is down). */
export const upstreamDown = (status = 503): FaultRule[] => [{ prefix: "/", fault: { status } }];

/**
 * One request through the storefront with some vars changed (ENVIRONMENT=production, a short
 * UPSTREAM_TIMEOUT_MS): the Worker's own fetch handler on a copy of the test env, so no other
 * test sees the change. Waits for the response's waitUntil work (KV writes) before answering.
 */
export async function fetchWith(vars: Record<string, string>, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("user-agent")) headers.set("user-agent", BROWSER_UA);
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, { method: init.method ?? "GET", headers, body: init.body, redirect: "manual" }), { ...env, ...vars } as Env, ctx);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, { status: res.status, headers: res.headers });
}

/** Drops every cached kind of one site (`base` like http://localhost/de), so its next page asks the upstream. */
export async function coldCache(base: string): Promise<void> {
  const { REFRESH_MINUTES } = await import("../../worker/cache/manifest");
  const res = await worker.fetch(new Request(`${base}/api/nuxtapi/clearCache/?devclearcache=${Object.keys(REFRESH_MINUTES).join(",")}`, { method: "POST" }), env as Env, createExecutionContext());
  if (!res.ok) throw new Error(`clearCache answered ${res.status}`);
}
