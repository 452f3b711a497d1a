import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../worker/env";
import { securityHeaders } from "../../worker/edge/security-headers";
import { cspDirectives, cspNonce, get } from "./helpers";

const HTML_PAGES = [
  { name: "hr home", url: "http://localhost/" },
  { name: "de home", url: "http://localhost/de/" },
  { name: "404 screen", url: "http://localhost/nema/" },
  { name: "blocked /api/ path", url: "http://localhost/api/foo/" },
];

function nonceBits(nonce: string): number {
  return atob(nonce.replace(/-/g, "+").replace(/_/g, "/")).length * 8;
}

describe.each(HTML_PAGES)("security headers on $name", ({ url }) => {
  it("sends a nonce-based strict CSP and the hardening headers; no HSTS in development", async () => {
    const res = await get(url);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const csp = res.headers.get("content-security-policy");
    const d = cspDirectives(csp);

    const nonce = cspNonce(csp);
    expect(nonceBits(nonce)).toBeGreaterThanOrEqual(128);
    const scriptSrc = d.get("script-src") ?? [];
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'none'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);

    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();

    // every script element on the page carries this response's nonce
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

it("uses a fresh nonce for every response", async () => {
  const nonces = new Set<string>();
  for (let i = 0; i < 5; i++) nonces.add(cspNonce((await get("http://localhost/")).headers.get("content-security-policy")));
  expect(nonces.size).toBe(5);
});

it("sends the hardening headers on the scanner-probe 404 too", async () => {
  const res = await get("http://localhost/wp-login.php");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(cspDirectives(res.headers.get("content-security-policy")).get("frame-ancestors")).toEqual(["'none'"]);
});

describe("securityHeaders() outside development", () => {
  function appFor() {
    const app = new Hono<AppEnv>();
    app.use(securityHeaders());
    app.get("/", (c) => c.html("<p>ok</p>"));
    return app;
  }

  it.each(["production", "beta", "test"])("ENVIRONMENT=%s sends HSTS for at least a year", async (environment) => {
    const res = await appFor().request("/", {}, { ENVIRONMENT: environment } as unknown as Env);
    const hsts = res.headers.get("strict-transport-security") ?? "";
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(cspDirectives(res.headers.get("content-security-policy")).get("script-src")).toContain("'strict-dynamic'");
  });

  it("ENVIRONMENT=development sends no HSTS (plain-http localhost)", async () => {
    const res = await appFor().request("/", {}, { ENVIRONMENT: "development" } as unknown as Env);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});
