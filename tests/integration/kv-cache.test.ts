import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import * as v from "valibot";
import { Labels, Routes, SiteInfo } from "../../shared/contract/app";
import { cookieHeader, get, stateOf, tokenFrom, trackKvWrites, upstreamCallsDuring } from "./helpers";

/**
 * KV caching of the start-up data (docs/behaviour/09-constants.md): the first page of a tenant fills `tenant:kind:args`
 * entries, later pages read them instead of asking the commerce API. The tests share one file's
 * KV, so they run in order: cold → warm → tampered.
 */
const Entry = <T extends v.GenericSchema>(data: T) => v.object({ fetchedAt: v.number(), data });

let token = "";
let firstCalls: string[] = [];

it("the first hr page asks the commerce API for labels, routes and info, and stores them under hr:*", async () => {
  const kv = trackKvWrites();
  let res: Response | undefined;
  const calls = await upstreamCallsDuring(async () => {
    res = await get("http://localhost/");
    await res.text();
    // labels, routes, info, redirects, the server token and the CMS page
    expect(await kv.settled()).toBeGreaterThanOrEqual(6);
  });
  kv.restore();
  expect(res?.status).toBe(200);
  token = tokenFrom(res?.headers.get("set-cookie") ?? null) ?? "";
  expect(token).not.toBe("");
  expect(calls).toEqual(expect.arrayContaining(["/misc/labels/", "/misc/routes/", "/misc/info/", "/cms/page/"]));
  firstCalls = calls;

  const labels = v.parse(Entry(Labels), await env.CACHE.get("hr:labels:hr", "json"));
  expect(labels.data.back_to_homepage).toBe("Povratak na naslovnicu");
  v.parse(Entry(Routes), await env.CACHE.get("hr:routes:", "json"));
  expect(v.parse(Entry(SiteInfo), await env.CACHE.get("hr:info:", "json")).data.code).toBe("hr");
  // nothing was stored under another tenant
  expect((await env.CACHE.list({ prefix: "de:" })).keys).toEqual([]);
});

it("the second hr page makes fewer upstream calls: none for labels, routes, info, redirects or the CMS page", async () => {
  const second = await upstreamCallsDuring(async () => {
    const res = await get("http://localhost/", { headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    await res.text();
  });
  expect(second.length).toBeLessThan(firstCalls.length);
  for (const path of ["/misc/labels/", "/misc/routes/", "/misc/info/", "/misc/redirects/", "/cms/page/", "/auth/generate-token/"]) {
    expect(second).not.toContain(path);
  }
});

it("another tenant does not read hr's entries: de asks for its own and stores them under de:*", async () => {
  const kv = trackKvWrites();
  const calls = await upstreamCallsDuring(async () => {
    await (await get("http://localhost/de/")).text();
    await kv.settled();
  });
  kv.restore();
  expect(calls).toEqual(expect.arrayContaining(["/misc/labels/", "/misc/routes/", "/misc/info/"]));
  expect(v.parse(Entry(Labels), await env.CACHE.get("de:labels:de", "json")).data.back_to_homepage).toBe("Zurück zur Startseite");
});

it("the page is rendered from the KV copy: a changed label in KV shows on the next page", async () => {
  const entry = v.parse(Entry(Labels), await env.CACHE.get("hr:labels:hr", "json"));
  const marked = { fetchedAt: Date.now(), data: { ...entry.data, welcome_title: "Dobrodošli (iz KV-a)" } };
  await env.CACHE.put("hr:labels:hr", JSON.stringify(marked));
  const html = await (await get("http://localhost/", { headers: cookieHeader(token) })).text();
  expect(html).toContain("<h1>Dobrodošli (iz KV-a)</h1>");
  expect(stateOf(html).labels.welcome_title).toBe("Dobrodošli (iz KV-a)");
  // de has its own entry and is untouched
  expect(await (await get("http://localhost/de/")).text()).toContain("<h1>Willkommen bei Zrno</h1>");
});

it("an expired KV copy is refreshed from the commerce API", async () => {
  const entry = v.parse(Entry(Labels), await env.CACHE.get("hr:labels:hr", "json"));
  await env.CACHE.put("hr:labels:hr", JSON.stringify({ fetchedAt: 0, data: entry.data }));
  const kv = trackKvWrites();
  let html = "";
  const calls = await upstreamCallsDuring(async () => {
    html = await (await get("http://localhost/", { headers: cookieHeader(token) })).text();
    await kv.settled();
  });
  kv.restore();
  expect(calls).toContain("/misc/labels/");
  expect(html).toContain("<h1>Dobrodošli u Zrno</h1>");
  const fresh = v.parse(Entry(Labels), await env.CACHE.get("hr:labels:hr", "json"));
  expect(fresh.fetchedAt).toBeGreaterThan(0);
  expect(fresh.data.welcome_title).toBe("Dobrodošli u Zrno");
});
