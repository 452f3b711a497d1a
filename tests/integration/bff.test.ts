import { CURRENCIES, CURRENCY_CODES } from "../../tenants/currencies";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import {
  Currency,
  CurrencyResponse,
  Endpoints,
  EndpointsResponse,
  InfoResponse,
  Labels,
  LabelsResponse,
  RedirectsResponse,
  Routes,
  RoutesResponse,
  SiteInfo,
} from "../../shared/contract/app";
import { coldCache, faults, upstreamDown } from "../faults/faults";
import { cookieHeader, get, tokenFrom, trackKvWrites } from "./helpers";
import { REGISTRY_SITES } from "./registry-sites";
import { languageFiles } from "../../i18n/texts.generated";

/**
 * The BFF start-up endpoints of docs/behaviour/07-api.md, on the default tenant and under a tenant prefix. Every
 * answer is parsed with the contract schemas of shared/contract/app.ts, the same ones the
 * storefront applies to the commerce API: both sides are held to one contract.
 */
const BFF = "http://localhost/api/nuxtapi";
const Ok = <T extends v.GenericSchema>(data: T) => v.object({ success: v.literal(true), data });
const InitData = v.object({
  endpoints: Ok(Endpoints),
  currency: Ok(v.array(Currency)),
  labels: Ok(Labels),
  info: Ok(SiteInfo),
  routes: Ok(Routes),
});
const Failure = v.object({ success: v.literal(false), data: v.null() });

async function json(res: Response): Promise<unknown> {
  expect(res.headers.get("content-type") ?? "").toContain("application/json");
  return res.json();
}

// Every site of the registry; a few labels are pinned as translators wrote them, the others come
// from the site language's labels.json.
const BACK: Record<string, string> = { hr: "Povratak na naslovnicu", de: "Zurück zur Startseite", rs: "Povratak na početnu stranu", ba: "Povratak na početnu stranicu" };
const BFF_SITES = REGISTRY_SITES.map((s) => ({
  tenant: s.code,
  base: `${s.base}/api/nuxtapi`,
  lang: s.lang,
  currency: s.currency,
  back: BACK[s.code] ?? languageFiles[s.lang]!.labels.back_to_homepage!,
}));

it("the BFF cases cover the pinned sites with their base URLs", () => {
  for (const code of Object.keys(BACK)) expect(BFF_SITES.some((s) => s.tenant === code)).toBe(true);
  expect(BFF_SITES.find((s) => s.tenant === "hr")!.base).toBe(BFF);
  expect(BFF_SITES.find((s) => s.tenant === "ba")).toMatchObject({ base: "http://localhost/ba/api/nuxtapi", lang: "bs", currency: "BAM" });
});

describe.each(BFF_SITES)("BFF start-up data for $tenant", ({ tenant, base, lang, currency, back }) => {
  it("checkInitData/ answers endpoints, currency, labels, info and routes, each { success: true, data }", async () => {
    const res = await get(`${base}/checkInitData/`);
    expect(res.status).toBe(200);
    const body = v.parse(InitData, await json(res));
    expect(body.info.data.code).toBe(tenant);
    expect(body.labels.data.back_to_homepage).toBe(back);
    expect(body.routes.data.some((r) => r.path === "/" && r.template === "homepage")).toBe(true);
  });

  it("info/ is this tenant's site info with its currency", async () => {
    const res = await get(`${base}/info/`);
    expect(res.status).toBe(200);
    const info = v.parse(InfoResponse, await json(res)).data;
    expect(info).toMatchObject({ code: tenant, lang, currency });
  });

  it(`labels?lang=${lang} answers the tenant's language`, async () => {
    const res = await get(`${base}/labels?lang=${lang}`);
    expect(res.status).toBe(200);
    const labels = v.parse(LabelsResponse, await json(res)).data;
    expect(Object.keys(labels).length).toBeGreaterThanOrEqual(150);
    expect(labels.back_to_homepage).toBe(back);
  });

  it("routes/ lists this tenant's routes with path, controller, action, template, content_type, lang and urls", async () => {
    const res = await get(`${base}/routes/`);
    const routes = v.parse(RoutesResponse, await json(res)).data;
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) {
      // The spec's seven fields, plus the entity the path shows and whether shoppers may see it.
      expect(Object.keys(r).sort()).toEqual(["action", "content_type", "controller", "entity", "lang", "path", "template", "urls", "visible"]);
      expect(r.lang).toBe(lang);
      expect(r.urls[tenant]).toBe(r.path);
    }
  });
});

describe("BFF start-up endpoints", () => {
  it("endpoints/ is the named endpoint map", async () => {
    const res = await get(`${BFF}/endpoints/`);
    expect(res.status).toBe(200);
    const endpoints = v.parse(EndpointsResponse, await json(res)).data;
    expect(endpoints["misc.labels"]).toBe("/misc/labels/");
  });

  it("labels?lang=hr has at least 150 keys including back_to_homepage", async () => {
    const labels = v.parse(LabelsResponse, await json(await get(`${BFF}/labels?lang=hr`))).data;
    expect(Object.keys(labels).length).toBeGreaterThanOrEqual(150);
    expect(labels.back_to_homepage).toBe("Povratak na naslovnicu");
  });

  it("labels without lang answers the tenant's language", async () => {
    const labels = v.parse(LabelsResponse, await json(await get("http://localhost/it/api/nuxtapi/labels"))).data;
    expect(labels.back_to_homepage).toBe("Torna alla homepage");
  });

  it.each(["xx", "HR", "hr-HR", "../hr", "%00", "__proto__"])("labels?lang=%s is refused with 400", async (lang) => {
    const res = await get(`${BFF}/labels?lang=${lang}`);
    expect(res.status).toBe(400);
    v.parse(Failure, await json(res));
  });

  it("redirects/ lists the seeded rules", async () => {
    const res = await get(`${BFF}/redirects/`);
    const rules = v.parse(RedirectsResponse, await json(res)).data;
    expect(rules.map((r) => r.old_path)).toContain("/p/(slug+)+(id+)/");
    expect(rules.find((r) => r.old_path === "/stara-akcija/")).toEqual({ old_path: "/stara-akcija/", new_path: "/", type: null });
  });

  it("currency/ lists every currency of the registry (tenants/currencies.ts) with its symbol", async () => {
    const res = await get(`${BFF}/currency/`);
    const currencies = v.parse(CurrencyResponse, await json(res)).data;
    expect(currencies.map((c) => c.code).sort()).toEqual([...CURRENCY_CODES].sort());
    for (const c of currencies) expect(c.symbol).toBe(CURRENCIES[c.code].symbol);
  });
});

describe("BFF token", () => {
  it("token?regenerate=1 sets a new HttpOnly cookie and never returns the token in the body", async () => {
    const first = tokenFrom((await get("http://localhost/")).headers.get("set-cookie"));
    expect(first).not.toBeNull();
    // As the shop's own client asks (client/runtime/faults.ts): same-origin, with its header.
    const res = await get(`${BFF}/token?regenerate=1`, { headers: { ...cookieHeader(first!), "sec-fetch-site": "same-origin", "x-zrno-client": "1" } });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie");
    expect(setCookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    const fresh = tokenFrom(setCookie);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(first);
    const text = await res.text();
    expect(text).not.toContain(fresh!);
    expect(text).not.toContain(first!);
    expect(JSON.parse(text)).toEqual({ success: true, data: null });
  });

  it.each(["", "?regenerate=0", "?regenerate=true"])("token%s without regenerate=1 is refused with 400", async (query) => {
    const res = await get(`${BFF}/token${query}`);
    expect(res.status).toBe(400);
    v.parse(Failure, await json(res));
  });
});

describe("BFF clearCache", () => {
  async function warm(...urls: string[]) {
    const kv = trackKvWrites();
    try {
      for (const url of urls) expect((await get(url)).status).toBe(200);
      await kv.settled();
    } finally {
      kv.restore();
    }
  }

  async function keys(): Promise<string[]> {
    return (await env.CACHE.list()).keys.map((k) => k.name).sort();
  }

  function post(url: string, body: string, contentType = "application/json") {
    return get(url, { method: "POST", body, headers: { "content-type": contentType } });
  }

  it('POST {"keys":["labels"]} removes only this tenant\'s labels', async () => {
    await warm("http://localhost/", "http://localhost/de/");
    const before = await keys();
    expect(before).toEqual(expect.arrayContaining(["hr:labels:hr", "hr:routes:", "de:labels:de", "de:routes:"]));

    const res = await post(`${BFF}/clearCache/`, JSON.stringify({ keys: ["labels"] }));
    expect(res.status).toBe(200);
    const body = v.parse(Ok(v.object({ removed: v.number() })), await json(res));
    expect(body.data.removed).toBe(before.filter((k) => k.startsWith("hr:labels:")).length);

    const after = await keys();
    expect(after.filter((k) => k.startsWith("hr:labels:"))).toEqual([]);
    expect(after).toEqual(before.filter((k) => !k.startsWith("hr:labels:")));
  });

  it("?devclearcache=labels,routes works in development, on the prefixed tenant only", async () => {
    await warm("http://localhost/", "http://localhost/de/");
    const before = await keys();
    expect(before).toEqual(expect.arrayContaining(["de:labels:de", "de:routes:", "hr:labels:hr"]));
    const res = await get("http://localhost/de/api/nuxtapi/clearCache/?devclearcache=labels,routes", { method: "POST" });
    expect(res.status).toBe(200);
    const after = await keys();
    expect(after).toEqual(before.filter((k) => !k.startsWith("de:labels:") && !k.startsWith("de:routes:")));
    expect(after).toContain("hr:labels:hr");
    expect(after).toContain("de:info:");
  });

  it.each([
    { name: "wrong Content-Type", body: JSON.stringify({ keys: ["labels"] }), type: "text/plain", status: 415 },
    { name: "form encoding", body: "keys=labels", type: "application/x-www-form-urlencoded", status: 415 },
    { name: "malformed JSON", body: '{"keys":["labels"', type: "application/json", status: 400 },
    { name: "unknown kind", body: JSON.stringify({ keys: ["everything"] }), type: "application/json", status: 400 },
    { name: "keys not a list", body: JSON.stringify({ keys: "labels" }), type: "application/json", status: 400 },
    { name: "__proto__ key", body: '{"__proto__":{"keys":["labels"]}}', type: "application/json", status: 400 },
    { name: "JSON null", body: "null", type: "application/json", status: 400 },
  ])("refuses $name with $status and removes nothing", async ({ body, type, status }) => {
    await warm("http://localhost/");
    const before = await keys();
    const res = await post(`${BFF}/clearCache/`, body, type);
    expect(res.status).toBe(status);
    v.parse(Failure, await json(res));
    expect(await keys()).toEqual(before);
  });

  it("is a POST: GET clearCache/ does not clear anything", async () => {
    await warm("http://localhost/");
    const before = await keys();
    const res = await get(`${BFF}/clearCache/?devclearcache=labels`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await keys()).toEqual(before);
  });
});

/**
 * checkInitData/ settles each part on its own (docs/behaviour/07-api.md: "each with data/success"): one failing
 * call marks only its own part, the shopper's browser still gets the rest. A single endpoint
 * whose call fails with no copy to fall back on answers a 5xx `{ success: false, data: null }`,
 * never the upstream's own text.
 */
describe("BFF start-up data when a call fails", () => {
  // The failures are logged on purpose; keep the test output readable.
  beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(async () => {
    vi.restoreAllMocks();
    await faults.clear();
  });

  it("checkInitData/: the failing part says success false, the others carry their data", async () => {
    await coldCache("http://localhost/es");
    await faults.set([{ path: "/misc/routes/", fault: { status: 500, body: "Error: boom at /srv/api.js:1:1" } }]);
    const res = await get("http://localhost/es/api/nuxtapi/checkInitData/");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("/srv/api.js");
    const body = v.parse(
      v.object({ endpoints: Ok(Endpoints), currency: Ok(v.array(Currency)), labels: Ok(Labels), info: Ok(SiteInfo), routes: Failure }),
      JSON.parse(text),
    );
    expect(body.info.data.code).toBe("es");
  });

  it.each(["routes/", "info/", "currency/", "redirects/", "labels?lang=es"])("%s with the API failing and nothing cached answers 503 { success: false }", async (path) => {
    await coldCache("http://localhost/es");
    await faults.set(upstreamDown(500));
    const res = await get(`http://localhost/es/api/nuxtapi/${path}`);
    expect(res.status).toBe(503);
    v.parse(Failure, await json(res));
  });
});

describe("concurrent misses", () => {
  afterEach(() => faults.clear());

  it("20 simultaneous routes/ requests on a cold cache make one upstream call for the routes (and one for the server token)", async () => {
    // A visitor who already holds a token: otherwise each request would rightly ask for one.
    const token = tokenFrom((await get("http://localhost/it/api/nuxtapi/webshop/is-cart-empty/")).headers.get("set-cookie"));
    expect(token).not.toBeNull();
    await coldCache("http://localhost/it");
    await faults.set([]); // pass-through, empty log
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("http://localhost/it/api/nuxtapi/routes/", { headers: cookieHeader(token!) })));
    for (const res of answers) expect(res.status).toBe(200);
    const bodies = await Promise.all(answers.map(async (res) => v.parse(RoutesResponse, await res.json()).data.length));
    expect(new Set(bodies).size).toBe(1);
    const calls = (await faults.calls()).map((c) => c.path);
    expect(calls.filter((p) => p === "/misc/routes/")).toHaveLength(1);
    expect(calls.filter((p) => p === "/auth/generate-token/")).toHaveLength(1);
  });
});
