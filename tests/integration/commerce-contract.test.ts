import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import {
  ApiVersionResponse,
  CurrencyResponse,
  EndpointsResponse,
  InfoResponse,
  LabelsResponse,
  MaintenanceResponse,
  RedirectsResponse,
  RoutesResponse,
  TokenResponse,
} from "../../shared/contract/app";
import { ErrorBody } from "../../shared/contract/envelope";
import { LANGUAGES } from "../../i18n/languages";
import { TENANTS } from "../../tenants";

/**
 * The commerce API's side of the contract: called directly over the `API` binding, as the
 * storefront calls it, and every answer parsed with the schema the storefront parses it with.
 */
const API = "https://commerce.internal";
const SITE_HEADERS = { "x-base-host": "www.zrno.hr", "x-lang": "hr" };

function call(path: string, token: string | null, headers: Record<string, string> = SITE_HEADERS): Promise<Response> {
  return env.API.fetch(`${API}${path}`, { headers: { accept: "application/json", ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

let token = "";
beforeAll(async () => {
  const res = await call("/auth/generate-token/", null);
  expect(res.status).toBe(200);
  token = v.parse(TokenResponse, await res.json()).data.jwt;
});

const CONTRACT_CASES = [
  { path: "/misc/endpoints/", schema: EndpointsResponse, needsToken: false },
  { path: "/misc/version/", schema: ApiVersionResponse, needsToken: false },
  { path: "/misc/labels/?lang=hr", schema: LabelsResponse, needsToken: true },
  { path: "/misc/routes/", schema: RoutesResponse, needsToken: true },
  { path: "/misc/info/", schema: InfoResponse, needsToken: true },
  { path: "/misc/currency/", schema: CurrencyResponse, needsToken: true },
  { path: "/misc/redirects/", schema: RedirectsResponse, needsToken: true },
  { path: "/v1/misc/is-maintenance/", schema: MaintenanceResponse, needsToken: true },
  { path: "/auth/generate-token/", schema: TokenResponse, needsToken: false },
] as const;

describe("commerce API answers match the shared contract", () => {
  it.each(CONTRACT_CASES)("$path", async ({ path, schema }) => {
    const res = await call(path, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type") ?? "").toContain("application/json");
    const body = v.parse(schema, await res.json());
    expect(body.success).toBe(true);
  });

  it.each(CONTRACT_CASES.filter((c) => c.needsToken))("$path without a token answers 401 error_unauthorized", async ({ path }) => {
    const res = await call(path, null);
    expect(res.status).toBe(401);
    const body = v.parse(ErrorBody, await res.json());
    expect(body.label_name).toBe("error_unauthorized");
  });

  it.each([
    { name: "a forged signature", header: () => `Bearer ${token.replace(/\.[^.]+$/, ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")}` },
    { name: "not a JWT", header: () => "Bearer abc" },
    { name: "the wrong scheme", header: () => `Basic ${token}` },
  ])("refuses $name with 401", async ({ header }) => {
    const res = await env.API.fetch(`${API}/misc/info/`, { headers: { ...SITE_HEADERS, authorization: header() } });
    expect(res.status).toBe(401);
  });

  it("routes carry the urls of every site for the same entity (hreflang)", async () => {
    const routes = v.parse(RoutesResponse, await (await call("/misc/routes/", token)).json()).data;
    const about = routes.find((r) => r.template === "about");
    expect(about?.urls).toMatchObject({ hr: "/o-nama/", en: "/about-us/", si: "/o-nas/", de: "/ueber-uns/", at: "/ueber-uns/", it: "/chi-siamo/", es: "/quienes-somos/", rs: "/o-nama/", ba: "/o-nama/", me: "/o-nama/" });
    expect(Object.keys(about!.urls).sort()).toEqual(TENANTS.map((t) => t.code).sort());
  });

  it("site info follows the base host and language headers", async () => {
    const cases = [
      { host: "www.zrno.de", lang: "de", code: "de", currency: "EUR" },
      { host: "www.zrno.rs", lang: "sr", code: "rs", currency: "RSD" },
      { host: "www.zrno.eu", lang: "bs", code: "ba", currency: "BAM" },
      { host: "www.zrno.eu", lang: "en", code: "en", currency: "EUR" },
      // and every site of the registry
      ...TENANTS.map((t) => ({ host: new URL(t.baseUrls.production).hostname, lang: t.lang, code: t.code, currency: t.currency.code })),
    ];
    for (const c of cases) {
      const info = v.parse(InfoResponse, await (await call("/misc/info/", token, { "x-base-host": c.host, "x-lang": c.lang })).json()).data;
      expect({ code: info.code, currency: info.currency }).toEqual({ code: c.code, currency: c.currency });
    }
  });

  it("is-maintenance is off in the seed", async () => {
    const body = v.parse(MaintenanceResponse, await (await call("/v1/misc/is-maintenance/", token)).json());
    expect(body.data.maintenance).toBe(false);
  });
});

/** Labels quality: every label language is complete, and a few texts are exactly what editors wrote. */
// The languages of i18n/languages.ts marked complete (a new one joins once translated).
const LABEL_LANGS = LANGUAGES.filter((l) => l.complete).map((l) => l.code);

describe("labels from the commerce API", () => {
  const byLang = new Map<string, Record<string, string>>();
  beforeAll(async () => {
    for (const lang of LABEL_LANGS) {
      const res = await call(`/misc/labels/?lang=${lang}`, token);
      expect(res.status).toBe(200);
      byLang.set(lang, v.parse(LabelsResponse, await res.json()).data);
    }
  });

  it.each(LABEL_LANGS)("%s has at least 150 labels, the same keys as hr, none blank", (lang) => {
    const labels = byLang.get(lang) ?? {};
    expect(Object.keys(labels).length).toBeGreaterThanOrEqual(150);
    expect(Object.keys(labels).sort()).toEqual(Object.keys(byLang.get("hr") ?? {}).sort());
    for (const [key, value] of Object.entries(labels)) expect(value.trim(), key).not.toBe("");
  });

  // Real translations, not copies: names, units and the odd loanword may match English, and
  // neighbouring languages (hr, bs, sr, cnr) share many words, but no language is another's copy.
  it.each(LABEL_LANGS.filter((l) => l !== "en"))("%s is translated: at most 5 %% of its labels are the English text", (lang) => {
    const labels = byLang.get(lang) ?? {};
    const en = byLang.get("en") ?? {};
    const same = Object.keys(labels).filter((k) => labels[k] === en[k]);
    expect(same.length / Object.keys(labels).length).toBeLessThanOrEqual(0.05);
  });

  it.each(LABEL_LANGS)("%s differs from every other language in at least 50 labels", (lang) => {
    const labels = byLang.get(lang) ?? {};
    for (const other of LABEL_LANGS.filter((l) => l !== lang)) {
      const theirs = byLang.get(other) ?? {};
      const differing = Object.keys(labels).filter((k) => labels[k] !== theirs[k]).length;
      expect(differing, `${lang} vs ${other}`).toBeGreaterThanOrEqual(50);
    }
  });

  it.each([
    { lang: "hr", key: "back_to_homepage", text: "Povratak na naslovnicu" },
    { lang: "en", key: "back_to_homepage", text: "Back to homepage" },
    { lang: "hr", key: "maintenance_title", text: "Nadogradnja" },
    { lang: "sl", key: "maintenance_title", text: "Nadgradnja" },
  ])("$lang $key is exactly “$text”", ({ lang, key, text }) => {
    expect(byLang.get(lang)?.[key]).toBe(text);
  });

  it.each(["xx", "HR", "h", "toolong"])("an unknown language (%s) is an error, never an empty 200", async (lang) => {
    const res = await call(`/misc/labels/?lang=${lang}`, token);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    v.parse(ErrorBody, await res.json());
  });
});
