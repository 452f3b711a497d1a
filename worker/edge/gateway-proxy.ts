import { Hono } from "hono";
import type { AppEnv } from "../env";
import { isSameSitePath } from "../../shared/contract/account";
import { UPSTREAM_TIMEOUT_MS } from "../cache/manifest";

/**
 * /_gateway/* → the commerce API's sandbox payment gateway (/gateway/*). In development the API
 * is only a service binding, so a browser cannot reach the gateway's pages otherwise; the API
 * hands out gateway URLs under this path (its GATEWAY_BASE). The gateway is a third party to the
 * shop: the shop's cookies and the visitor's bearer token never go there, nor does any header
 * but the few a form post needs, and nothing it sets (cookies) comes back. Its only redirects are
 * 303s back to a path of this site.
 */
export const gatewayProxy = new Hono<AppEnv>();

const PREFIX = "/_gateway";
const MAX_BODY_BYTES = 16 * 1024;
const FORWARDED_REQUEST_HEADERS = ["content-type", "accept", "accept-language"];
const FORWARDED_RESPONSE_HEADERS = ["content-type", "cache-control", "content-security-policy", "referrer-policy"];

/** The gateway path after the prefix: letters, digits, "-", "_" and "/" only (no dots, no escapes). */
export function gatewayPathOf(pathname: string): string | null {
  const at = pathname.indexOf(`${PREFIX}/`);
  if (at < 0) return null;
  const rest = pathname.slice(at + PREFIX.length);
  return /^\/[A-Za-z0-9_/-]*$/.test(rest) && !rest.includes("//") ? `/gateway${rest}` : null;
}

gatewayProxy.all(`${PREFIX}/*`, async (c) => {
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD" && method !== "POST") return c.text("Method Not Allowed", 405, { allow: "GET, HEAD, POST" });
  const url = new URL(c.req.url);
  const path = gatewayPathOf(url.pathname);
  if (!path) return c.text("Not Found", 404);

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  let body: ArrayBuffer | undefined;
  if (method === "POST") {
    if (Number(c.req.header("content-length") ?? "0") > MAX_BODY_BYTES) return c.text("Payload Too Large", 413);
    body = await c.req.arrayBuffer();
    if (body.byteLength > MAX_BODY_BYTES) return c.text("Payload Too Large", 413);
  }

  const apiBase = (c.env as { API_BASE?: string }).API_BASE;
  const target = new URL(path + url.search, apiBase ?? "https://commerce.internal");
  const init: RequestInit = { method, headers, body, redirect: "manual", signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) };
  let res: Response;
  try {
    res = apiBase ? await fetch(target, init) : await c.env.API.fetch(target, init);
  } catch {
    return c.text("The payment gateway is not reachable. Please try again.", 502, { "cache-control": "no-store" });
  }

  const out = new Headers({ "cache-control": "no-store" });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = res.headers.get(name);
    if (value) out.set(name, value);
  }
  if (res.status >= 300 && res.status < 400) {
    // Back to the shop only: a return path the gateway was given, never anywhere else.
    const location = res.headers.get("location") ?? "";
    if (!isSameSitePath(location)) return c.text("The payment gateway answered with an address outside the shop.", 502, { "cache-control": "no-store" });
    out.set("location", location);
    return new Response(null, { status: res.status, headers: out });
  }
  return new Response(method === "HEAD" ? null : res.body, { status: res.status, headers: out });
});
