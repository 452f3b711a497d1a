import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../worker/env";
import { securityHeaders } from "../../worker/edge/security-headers";
import { resolveTenant, sitePathOf } from "../../worker/edge/tenant";
import { BuildMetadataMissing, PageUnauthorized } from "../../worker/errors";
import { renderError } from "../../worker/render/error-page";
import { visitorToken } from "../../worker/session/token-cookie";
import { visitorTokenCalls } from "../../worker/data/app-data";
import { coldCache, faults, fetchWith, upstreamDown } from "../faults/faults";
import { routeOf, routesOf, SITES } from "./content-pages";
import { cookieHeader, get, stateOf, tokenFrom } from "./helpers";

/**
 * docs/behaviour/08-errors.md, the error catalogue, through the storefront Worker: each entry that the edge, page and
 * fault tests elsewhere do not already cover (see the table in tests/unit/render/error-decision.test.ts
 * for the decisions themselves). Faults come from the stub upstream in front of the commerce API.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const PROD = { ENVIRONMENT: "production" };
const SECRET = "UPSTREAM-SECRET-MESSAGE at Object.<anonymous> (/srv/commerce/index.js:12:34)";
let token = "";

beforeAll(async () => {
  token = tokenFrom((await get("http://localhost/")).headers.get("set-cookie")) ?? "";
  expect(token).not.toBe("");
});

afterEach(async () => {
  await faults.clear();
  await db.prepare("UPDATE settings SET value = '0' WHERE key = 'maintenance'").run();
});

function expectNoLeak(html: string) {
  expect(html).not.toContain("UPSTREAM-SECRET");
  expect(html).not.toMatch(/\bat .*\.(ts|js):\d+/);
  expect(html).not.toContain(token);
}

describe("404 entries", () => {
  it("page validation failure: 404 Page Not Found with the path", async () => {
    const path = routeOf(await routesOf(SITES[0]!), { entity: "publish_category:tips" }).path;
    const res = await get(`http://localhost${path}?page=abc`, { headers: cookieHeader(token) });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(stateOf(html).screen).toEqual({ kind: "not-found", reason: `Page Not Found: ${path}` });
    expect(html).toContain(`<p class="error-reason">Page Not Found: ${path}</p>`);
  });

  it("a missing entity (the route is still listed, the API no longer has the page) is the 404 screen", async () => {
    await db.prepare("UPDATE cms_pages SET slug = 'kontakt-gone' WHERE site = 'hr' AND slug = 'kontakt'").run();
    try {
      const res = await get("http://localhost/kontakt/", { headers: cookieHeader(token) });
      expect(res.status).toBe(404);
      expect(stateOf(await res.text()).screen.kind).toBe("not-found");
    } finally {
      await db.prepare("UPDATE cms_pages SET slug = 'kontakt' WHERE site = 'hr' AND slug = 'kontakt-gone'").run();
    }
  });

  it("a post the API answers with error_empty_data is the 404 screen", async () => {
    const route = (await routesOf(SITES[1]!)).find((r) => r.controller === "publish" && r.action === "detail")!;
    await faults.set([{ path: "/publish/post/", fault: { status: 404, body: JSON.stringify({ success: false, data: null, label_name: "error_empty_data" }) } }]);
    const res = await get(`http://localhost/de${route.path}`, { headers: cookieHeader(token) });
    expect(res.status).toBe(404);
    expect(stateOf(await res.text()).screen.kind).toBe("not-found");
  });
});

/** A small app with the Worker's own middleware and error handler, for causes no real route throws yet. */
function appThrowing(err: () => unknown) {
  const app = new Hono<AppEnv>({ getPath: sitePathOf });
  app.use(securityHeaders());
  app.use(resolveTenant());
  app.use(visitorToken(visitorTokenCalls));
  app.get("*", () => {
    throw err();
  });
  app.onError((e, c) => renderError(c, e));
  return app;
}

describe("404 with message unauthorized: a loader, then the browser goes to the target", () => {
  it("answers 404 with the unauthorized screen and its target in the page state", async () => {
    const res = await appThrowing(() => new PageUnauthorized("/prijava/")).request("http://localhost/moj-racun/", { headers: cookieHeader(token) }, env);
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(stateOf(html).screen).toEqual({ kind: "unauthorized", target: "/prijava/" });
    expect(html).toContain('class="loader"');
    expect(html).toMatch(/<a class="button button-secondary" href="\/prijava\/">Nastavi<\/a>/);
    expect(html).toContain("Preusmjeravamo vas…");
  });

  it("on a BFF path it is JSON, never a page", async () => {
    const res = await appThrowing(() => new PageUnauthorized("/prijava/")).request("http://localhost/api/nuxtapi/x/", { headers: cookieHeader(token) }, env);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, data: null, label_name: "error_unauthorized" });
  });
});

function expectMaintenance(res: Response, html: string, refresh: number, title: string) {
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe(String(refresh));
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(res.headers.get("content-security-policy")).toContain("script-src");
  expect(html).toContain(`<meta http-equiv="refresh" content="${refresh}">`);
  expect(html).toContain(`<h1 id="maintenance-title">${title}</h1>`);
  expect(html).toMatch(/<a class="button" id="maintenance-refresh" href="[^"]+">/);
  expect(html).not.toMatch(/<script/i);
  expectNoLeak(html);
}

describe("the maintenance page (503, 500 in production, missing build metadata)", () => {
  it.each([
    { base: "http://localhost", title: "Nadogradnja", button: "Osvježi" },
    { base: "http://localhost/si", title: "Nadgradnja", button: "Osveži" },
    { base: "http://localhost/it", title: "Aggiornamento in corso", button: "Aggiorna" },
  ])("the operator's maintenance switch turns $base into the maintenance page: $title", async ({ base, title, button }) => {
    await coldCache(base);
    await db.prepare("UPDATE settings SET value = '1' WHERE key = 'maintenance'").run();
    // An address no page of this file has cached, so nothing stale can stand in for it.
    const res = await get(`${base}/nema-jos-u-kesu/?x=1`, { headers: cookieHeader(token) });
    const html = await res.text();
    expectMaintenance(res, html, 60, title);
    expect(html).toContain(`href="${new URL(base).pathname.replace(/\/$/, "")}/nema-jos-u-kesu/?x=1">${button}</a>`);
    expect(html).toContain("Error 503");
  });

  it("the BFF answers 503 in maintenance, and is-maintenance still answers (for the client runtime)", async () => {
    await coldCache("http://localhost/es");
    await db.prepare("UPDATE settings SET value = '1' WHERE key = 'maintenance'").run();
    const bff = await get("http://localhost/es/api/nuxtapi/routes/", { headers: cookieHeader(token) });
    expect(bff.status).toBe(503);
    expect(await bff.json()).toEqual({ success: false, data: null });
    const api = (env as unknown as { API: Fetcher }).API;
    const answer = await api.fetch("http://commerce.internal/v1/misc/is-maintenance/", { headers: { authorization: `Bearer ${token}`, "x-base-host": "www.zrno.hr" } });
    expect(await answer.json()).toEqual({ success: true, data: { maintenance: true } });
  });

  it("an upstream 503 (fault) is the maintenance page; it never shows the upstream's message", async () => {
    await coldCache("http://localhost/en");
    await faults.set(upstreamDown(503).map((r) => ({ ...r, fault: { status: 503, body: JSON.stringify({ success: false, message: SECRET }) } })));
    const res = await get("http://localhost/en/nothing-cached-here/", { headers: cookieHeader(token) });
    expectMaintenance(res, await res.text(), 60, "Maintenance");
  });

  it("a 500 in production is the maintenance page too", async () => {
    await coldCache("http://localhost/de");
    await faults.set([{ path: "/misc/routes/", fault: { status: 500, body: SECRET } }]);
    const res = await fetchWith(PROD, "http://localhost/de/nicht-im-cache/", { headers: cookieHeader(token) });
    expectMaintenance(res, await res.text(), 60, "Wartungsarbeiten");
  });

  it("a missing build-metadata error is the maintenance page refreshing every 2 s", async () => {
    const res = await appThrowing(() => new BuildMetadataMissing("the build id is missing or empty")).request("http://localhost/si/", { headers: cookieHeader(token) }, env);
    expectMaintenance(res, await res.text(), 2, "Nadgradnja");
  });
});

describe("other errors", () => {
  it.each([
    { name: "routes fetch failing 502", rule: { path: "/misc/routes/", fault: { status: 502 } }, status: 502, message: "Bad Gateway" },
    { name: "start-up load (info) failing 500", rule: { path: "/misc/info/", fault: { status: 500 } }, status: 500, message: "Internal Server Error" },
    { name: "routes answering the wrong shape", rule: { path: "/misc/routes/", fault: { status: 200, body: '{"success":true,"data":{"not":"routes"}}' } }, status: 502, message: "Bad Gateway" },
  ])("outside production, $name shows the error page with code $status, its status message and the way home", async ({ rule, status, message }) => {
    await coldCache("http://localhost");
    await faults.set([rule]);
    const res = await get("http://localhost/ovo-nije-u-kesu/", { headers: cookieHeader(token) });
    expect(res.status).toBe(status);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<p class="error-code">.*${status}</p>`));
    expect(html).toContain(`<p class="error-status">${message}</p>`);
    expect(html).toContain('<a class="button" href="/">Povratak na naslovnicu</a>');
    expectNoLeak(html);
  });

  it("a thrown error of our own is a 500 (the default status)", async () => {
    const res = await appThrowing(() => new TypeError(SECRET)).request("http://localhost/en/x/", { headers: cookieHeader(token) }, env);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Internal Server Error");
    expect(html).toContain('<a class="button" href="/en/">Back to homepage</a>');
    expectNoLeak(html);
  });

  it("in production other errors redirect to the site's /404/, which then answers its 404 screen", async () => {
    await coldCache("http://localhost/de");
    await faults.set([{ path: "/misc/routes/", times: 1, fault: { status: 502, body: SECRET } }]);
    const res = await fetchWith(PROD, "http://localhost/de/irgendwo/", { headers: cookieHeader(token) });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/de/404/");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await fetchWith(PROD, "http://localhost/de/404/", { headers: cookieHeader(token) });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Seite nicht gefunden");
  });

  it("in production /404/ itself never redirects to /404/ when the upstream keeps failing", async () => {
    await coldCache("http://localhost");
    await faults.set([{ prefix: "/misc/", fault: { status: 502 } }]);
    const res = await fetchWith(PROD, "http://localhost/404/", { headers: cookieHeader(token) });
    expect(res.status).toBe(404);
    expect(res.headers.get("location")).toBeNull();
  });
});
