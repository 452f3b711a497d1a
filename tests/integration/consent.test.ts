import { env } from "cloudflare:workers";
import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import { ConsentAnswer, CookieTemplate } from "../../shared/contract/consent";
import { labels } from "../../commerce/seed/labels";
import { get, stateOf } from "./helpers";

/**
 * Consent, the scripts it gates and the runtime's BFF calls, through the storefront Worker:
 * GET/POST /api/nuxtapi/consent/ (JSON and the banner's no-JavaScript form), the GDPR cookie
 * template, is-maintenance, and what pages embed (no analytics script without consent, not
 * even as data). The hr and de sites declare an analytics and a marketing script; en none.
 */
const BASE = "http://localhost";
const SAME_ORIGIN = { origin: BASE, "sec-fetch-site": "same-origin" };
const JSON_POST = { ...SAME_ORIGIN, "content-type": "application/json" };
const FORM_POST = { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" };
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;

/** The consent cookie a response sets: its value and its attributes. */
function consentCookie(res: Response): { value: string; attrs: string } | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith("cookie_consent="));
  if (!line) return null;
  const [pair, ...attrs] = line.split(";");
  return { value: decodeURIComponent(pair!.slice("cookie_consent=".length)), attrs: attrs.join(";").trim() };
}

const withConsent = (value: string) => ({ cookie: `cookie_consent=${encodeURIComponent(value)}` });

async function answer(res: Response): Promise<ConsentAnswer> {
  const body = (await res.json()) as { success: boolean; data: unknown };
  expect(body.success).toBe(true);
  return v.parse(ConsentAnswer, body.data);
}

describe("GET /api/nuxtapi/consent/", () => {
  it("without a choice: undecided, and only necessary scripts (hr has none)", async () => {
    const res = await get(`${BASE}/api/nuxtapi/consent/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await answer(res)).toEqual({ consent: { decided: false, granted: [] }, scripts: [] });
  });

  it("with analytics granted: the site's analytics script, not its marketing one", async () => {
    const a = await answer(await get(`${BASE}/api/nuxtapi/consent/`, { headers: withConsent("analytics") }));
    expect(a.consent).toEqual({ decided: true, granted: ["analytics"] });
    expect(a.scripts.map((s) => [s.id, s.category])).toEqual([["analytics", "analytics"]]);
  });

  it("per site: de's scripts on /de/, none on /en/ whatever was granted", async () => {
    const de = await answer(await get(`${BASE}/de/api/nuxtapi/consent/`, { headers: withConsent("analytics|marketing") }));
    expect(de.scripts.map((s) => s.id)).toEqual(["analytics", "marketing-pixel"]);
    expect(de.scripts[0]).toMatchObject({ deferred: true });
    const en = await answer(await get(`${BASE}/en/api/nuxtapi/consent/`, { headers: withConsent("analytics|marketing") }));
    expect(en.scripts).toEqual([]);
  });

  it("a tampered cookie counts as no choice: the banner asks again", async () => {
    const a = await answer(await get(`${BASE}/api/nuxtapi/consent/`, { headers: withConsent("analytics|everything") }));
    expect(a).toEqual({ consent: { decided: false, granted: [] }, scripts: [] });
  });
});

describe("POST /api/nuxtapi/consent/ (JSON)", () => {
  it.each([
    { granted: ["analytics", "marketing"], cookie: "analytics|marketing", ids: ["analytics", "marketing-pixel"] },
    { granted: ["marketing"], cookie: "marketing", ids: ["marketing-pixel"] },
    { granted: [], cookie: "necessary", ids: [] },
  ])("granted $granted → cookie $cookie for a year, Secure, SameSite=Lax; scripts $ids", async ({ granted, cookie, ids }) => {
    const res = await get(`${BASE}/api/nuxtapi/consent/`, { method: "POST", headers: JSON_POST, body: JSON.stringify({ granted }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const a = await answer(res);
    expect(a.consent).toEqual({ decided: true, granted });
    expect(a.scripts.map((s) => s.id)).toEqual(ids);
    const set = consentCookie(res);
    expect(set?.value).toBe(cookie);
    expect(set?.attrs).toMatch(/Max-Age=31536000/);
    expect(set?.attrs).toMatch(/Path=\//);
    expect(set?.attrs).toMatch(/Secure/);
    expect(set?.attrs).toMatch(/SameSite=Lax/);
  });

  it.each([
    { name: "another site's page (Sec-Fetch-Site cross-site)", headers: { "content-type": "application/json", "sec-fetch-site": "cross-site", origin: "https://evil.example" }, status: 403 },
    { name: "a request with neither Origin nor Sec-Fetch-Site", headers: { "content-type": "application/json" }, status: 403 },
    { name: "a wrong Content-Type", headers: { ...SAME_ORIGIN, "content-type": "text/plain" }, status: 415 },
    { name: "no Content-Type", headers: SAME_ORIGIN, status: 415 },
  ])("refuses $name with $status and sets nothing", async ({ headers, status }) => {
    const res = await get(`${BASE}/api/nuxtapi/consent/`, { method: "POST", headers: headers as Record<string, string>, body: JSON.stringify({ granted: ["analytics"] }) });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { label_name?: string }).label_name).toMatch(/^error_/);
    expect(consentCookie(res)).toBeNull();
  });

  it.each([
    { name: "malformed JSON", body: '{"granted":[', status: 400 },
    { name: "an unknown category", body: '{"granted":["tracking"]}', status: 400 },
    { name: "an unknown field", body: '{"granted":[],"all":true}', status: 400 },
    { name: "a __proto__ key", body: '{"granted":[],"__proto__":{"polluted":1}}', status: 400 },
    { name: "deep nesting", body: `{"granted":${"[".repeat(500)}${"]".repeat(500)}}`, status: 400 },
    { name: "an oversized body", body: JSON.stringify({ granted: [], pad: "x".repeat(4096) }), status: 413 },
  ])("refuses $name with $status, a label and no cookie", async ({ body, status }) => {
    const res = await get(`${BASE}/api/nuxtapi/consent/`, { method: "POST", headers: JSON_POST, body });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { label_name?: string }).label_name).toBe("error_invalid_request");
    expect(consentCookie(res)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("POST /api/nuxtapi/consent/ (the banner's form, without JavaScript)", () => {
  it.each([
    { form: "choice=all", cookie: "analytics|marketing" },
    { form: "choice=none", cookie: "necessary" },
    { form: "choice=save&analytics=1", cookie: "analytics" },
    { form: "choice=save", cookie: "necessary" },
  ])("$form → 303 back to the page it came from, cookie $cookie", async ({ form, cookie }) => {
    const res = await get(`${BASE}/api/nuxtapi/consent/`, { method: "POST", headers: { ...FORM_POST, referer: `${BASE}/proizvodi/?sort=new` }, body: form });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/proizvodi/?sort=new");
    expect(consentCookie(res)?.value).toBe(cookie);
  });

  it.each([
    { name: "another origin's Referer", referer: "https://evil.example/x/", expected: "/" },
    { name: "no Referer", referer: undefined, expected: "/" },
  ])("$name → back to the site's home, never off the shop", async ({ referer, expected }) => {
    const headers: Record<string, string> = { ...FORM_POST };
    if (referer) headers.referer = referer;
    const res = await get(`${BASE}/de/api/nuxtapi/consent/`, { method: "POST", headers, body: "choice=none" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(expected === "/" ? "/de/" : expected);
  });

  it.each(["return=%2F%2Fevil.example%2F", "return=javascript%3Aalert(1)", "return=https%3A%2F%2Fevil.example%2F"])("ignores an off-site return path: %s", async (ret) => {
    const res = await get(`${BASE}/api/nuxtapi/consent/`, { method: "POST", headers: FORM_POST, body: `choice=all&${ret}` });
    expect(res.headers.get("location")).toBe("/");
  });

  it.each(["choice=maybe", "analytics=1", "choice=all&tracking=1", "choice=save&analytics=yes"])("refuses a form that is not the banner's: %s", async (form) => {
    const res = await get(`${BASE}/api/nuxtapi/consent/`, { method: "POST", headers: FORM_POST, body: form });
    expect(res.status).toBe(400);
    expect(consentCookie(res)).toBeNull();
  });
});

describe("POST /api/nuxtapi/gdpr/template/", () => {
  it.each([
    { path: "/api/nuxtapi/gdpr/template/", lang: "hr" },
    { path: "/si/api/nuxtapi/gdpr/template/", lang: "sl" },
    { path: "/de/api/nuxtapi/gdpr/template/", lang: "de" },
  ] as const)("answers the cookie template in the site's language ($lang)", async ({ path, lang }) => {
    const res = await get(`${BASE}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ template: "cookie" }) });
    expect(res.status).toBe(200);
    const t = v.parse(CookieTemplate, ((await res.json()) as { data: unknown }).data);
    expect(t.title).toBe(labels.consent_title![lang]);
    expect(t.categories.find((c) => c.id === "analytics")?.text).toBe(labels.consent_analytics_text![lang]);
    expect(t.actions.acceptAll).toBe(labels.consent_accept_all![lang]);
  });

  it("the template defaults to cookie", async () => {
    const res = await get(`${BASE}/api/nuxtapi/gdpr/template/`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(((await res.json()) as { data: { template: string } }).data.template).toBe("cookie");
  });

  it.each([
    { body: '{"template":"privacy"}', type: "application/json", status: 400 },
    { body: '{"template":', type: "application/json", status: 400 },
    { body: "template=cookie", type: "application/x-www-form-urlencoded", status: 415 },
  ])("refuses $body ($type) with $status", async ({ body, type, status }) => {
    const res = await get(`${BASE}/api/nuxtapi/gdpr/template/`, { method: "POST", headers: { "content-type": type }, body });
    expect(res.status).toBe(status);
  });
});

describe("GET /api/nuxtapi/is-maintenance/", () => {
  // Back to the seed's row, not none: tests/integration/error-catalogue.test.ts, perhaps after this
  // file in its workerd, switches maintenance on by updating that row.
  afterEach(async () => {
    await db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('maintenance', '0')").run();
  });

  it("answers the commerce API's maintenance flag, never cached", async () => {
    const off = await get(`${BASE}/api/nuxtapi/is-maintenance/`);
    expect(off.status).toBe(200);
    expect(off.headers.get("cache-control")).toBe("no-store");
    expect(await off.json()).toEqual({ success: true, data: { maintenance: false } });

    await db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('maintenance', '1')").run();
    const on = await get(`${BASE}/api/nuxtapi/is-maintenance/`);
    expect(await on.json()).toEqual({ success: true, data: { maintenance: true } });
  });
});

describe("pages embed the runtime state", () => {
  it("without consent: the banner is in the page, and no analytics script, not even as data", async () => {
    const res = await get(`${BASE}/`);
    const html = await res.text();
    const state = stateOf(html);
    expect(state.runtime).toEqual({ consent: { decided: false, granted: [] }, scripts: [], idleMinutes: 15, ipCountryUrl: null });
    expect(html).toContain(`<h2>${labels.consent_title!.hr}</h2>`);
    const form = /<form class="consent"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/api/nuxtapi/consent/"');
    expect(form).toContain('method="post"');
    expect(html).not.toContain("/scripts/analytics.js");
    expect(html).not.toContain("zrnoPixel");
  });

  it("with consent: the granted scripts are in the page state for the runtime, the banner is only a settings toggle", async () => {
    const html = await (await get(`${BASE}/`, { headers: withConsent("analytics") })).text();
    const state = stateOf(html);
    expect(state.runtime?.consent).toEqual({ decided: true, granted: ["analytics"] });
    expect(state.runtime?.scripts.map((s) => s.src)).toEqual(["/scripts/analytics.js"]);
    expect(html).not.toContain(`<h2>${labels.consent_title!.hr}</h2>`);
    expect(html).toContain(labels.consent_settings!.hr);
    expect(html).not.toContain("zrnoPixel");
    // The runtime inserts scripts itself: none is in the server's HTML as a script element.
    expect(html).not.toMatch(/<script[^>]+analytics\.js/);
  });

  it("bots get no banner", async () => {
    const html = await (await get(`${BASE}/`, { headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } })).text();
    expect(html).not.toContain(labels.consent_title!.hr);
  });

  it("client-side navigation gets the same runtime state from the pages BFF", async () => {
    const res = await get(`${BASE}/api/nuxtapi/pages/?slug=/`, { headers: withConsent("marketing") });
    const body = (await res.json()) as { data: { runtime: { consent: unknown; scripts: { id: string }[] } } };
    expect(body.data.runtime.consent).toEqual({ decided: true, granted: ["marketing"] });
    expect(body.data.runtime.scripts.map((s) => s.id)).toEqual(["marketing-pixel"]);
  });
});
