import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { coldCache, faults, fetchWith, upstreamDown, type FaultRule } from "../faults/faults";
import { routeOf, routesOf, SITES } from "./content-pages";
import { cookieHeader, get, tokenFrom } from "./helpers";

/**
 * The commerce API misbehaving (docs/security.md B1–B3), injected by the stub upstream in front of
 * it: every call has a timeout (lowered here through UPSTREAM_TIMEOUT_MS, not by waiting 8 s),
 * broken answers are failures, cached pages keep answering from their stale copy while the API
 * is down, and no error is ever stored.
 */
const kv = () => (env as unknown as { CACHE: KVNamespace }).CACHE;
const FAST = { UPSTREAM_TIMEOUT_MS: "200" };
const Entry = v.object({ fetchedAt: v.number(), data: v.unknown() });
let who: Record<string, string> = {};

beforeAll(async () => {
  const token = tokenFrom((await get("http://localhost/")).headers.get("set-cookie"));
  expect(token).not.toBeNull();
  who = cookieHeader(token!);
});

afterEach(() => faults.clear());

async function pageUnder(rules: FaultRule[], base: string, vars: Record<string, string> = {}) {
  await coldCache(base);
  await faults.set(rules);
  const res = await fetchWith(vars, `${base}/`, { headers: who });
  return { res, html: await res.text(), calls: await faults.calls() };
}

describe("every upstream call has a timeout", () => {
  it.each([
    { name: "an API that never answers", fault: { hangMs: 30_000 } },
    { name: "slow headers (2 s)", fault: { delayMs: 2000 } },
    { name: "a body trickling in 8 bytes every 100 ms", fault: { slowBody: { chunkBytes: 8, delayMs: 100 } } },
  ])("$name → 504 after UPSTREAM_TIMEOUT_MS, nothing cached", async ({ fault }) => {
    const { res, html, calls } = await pageUnder([{ path: "/misc/routes/", fault }], "http://localhost/es", FAST);
    expect(res.status).toBe(504);
    expect(html).toContain("Gateway Timeout");
    expect(calls.filter((c) => c.path === "/misc/routes/")).toHaveLength(1);
    expect(await kv().get("es:routes:")).toBeNull();
  });

  it("a slow body that completes within the timeout is read whole: the page answers 200", async () => {
    const { res, calls } = await pageUnder([{ path: "/misc/info/", fault: { slowBody: { chunkBytes: 64, delayMs: 10 } } }], "http://localhost/it");
    expect(res.status).toBe(200);
    expect(calls.find((c) => c.path === "/misc/info/")?.fault).toBe("slowBody");
  });
});

describe("broken answers are failures and are never cached (B3)", () => {
  it.each([
    { name: "truncated JSON", fault: { truncate: true } as const },
    { name: "JSON of the wrong shape", fault: { status: 200, body: '{"success":true,"data":{"routes":"no"}}' } },
    { name: "an HTML error page with 200", fault: { status: 200, body: "<html><body>Oops</body></html>", contentType: "text/html" } },
    { name: "a 500 with a stack trace", fault: { status: 500, body: "Error: boom\n    at handler (/srv/api.js:1:1)" } },
  ])("$name → a 5xx error page, nothing stored, and the next page after recovery is fresh", async ({ fault }) => {
    const { res, html } = await pageUnder([{ path: "/misc/routes/", fault }], "http://localhost/es");
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(html).not.toContain("Oops");
    expect(html).not.toContain("/srv/api.js");
    expect(await kv().get("es:routes:")).toBeNull();

    await faults.clear();
    const again = await fetchWith({}, "http://localhost/es/", { headers: who });
    expect(again.status).toBe(200);
    expect(again.headers.get("x-zrno-cache")).toBeNull();
    expect(v.parse(Entry, await kv().get("es:routes:", "json")).fetchedAt).toBeGreaterThan(0);
  });
});

describe("the API down: cached pages answer 200 from their stale copy (marked), uncached ones the maintenance page", () => {
  it("measures it on two sites: home, a category, a product and a BFF read", async () => {
    const pages: string[] = [];
    for (const s of [SITES[0]!, SITES[1]!]) {
      const routes = await routesOf(s);
      const category = routeOf(routes, (r) => r.controller === "catalog" && r.action === "category" && r.visible !== false);
      const product = routeOf(routes, (r) => r.controller === "catalog" && r.action === "product" && r.visible !== false);
      pages.push(`${s.base}/`, `${s.base}${category.path}`, `${s.base}${product.path}`, `${s.base}/api/nuxtapi/routes/`);
    }
    const uncached = await (async () => {
      const routes = await routesOf(SITES[0]!);
      return routes.filter((r) => r.controller === "catalog" && r.action === "product" && r.visible !== false).map((r) => `http://localhost${r.path}`)[5]!;
    })();
    for (const url of pages) expect((await fetchWith({}, url, { headers: who })).status).toBe(200);

    // Every copy expires, then the API goes down.
    const keys = (await kv().list()).keys.map((k) => k.name);
    for (const key of keys) {
      const entry = v.parse(Entry, await kv().get(key, "json"));
      await kv().put(key, JSON.stringify({ ...entry, fetchedAt: 0 }));
    }
    await faults.set(upstreamDown(503));

    const ROUNDS = 5;
    const tally = { requests: 0, stale200: 0, other: 0, uncachedRequests: 0, uncached503: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const url of pages) {
        const res = await fetchWith({}, url, { headers: who });
        tally.requests++;
        if (res.status === 200 && res.headers.get("x-zrno-cache") === "stale") tally.stale200++;
        else tally.other++;
      }
      const res = await fetchWith({}, uncached, { headers: who });
      tally.uncachedRequests++;
      if (res.status === 503 && (await res.text()).includes("Nadogradnja")) tally.uncached503++;
    }
    const calls = await faults.calls();
    console.log(`STALE-WHILE-DOWN ${JSON.stringify({ ...tally, upstreamCallsRefused: calls.length, pages: pages.length })}`);
    expect(tally.stale200).toBe(tally.requests);
    expect(tally.uncached503).toBe(tally.uncachedRequests);

    // Errors were never stored: every copy is still the expired one, none was overwritten or added.
    const after = (await kv().list()).keys.map((k) => k.name);
    expect(after.sort()).toEqual(keys.sort());
    for (const key of after) expect(v.parse(Entry, await kv().get(key, "json")).fetchedAt).toBe(0);

    // The API is back: the next view is fresh and refreshes its copies.
    await faults.clear();
    const back = await fetchWith({}, pages[0]!, { headers: who });
    expect(back.status).toBe(200);
    expect(back.headers.get("x-zrno-cache")).toBeNull();
    expect(v.parse(Entry, await kv().get("hr:labels:hr", "json")).fetchedAt).toBeGreaterThan(0);
  }, 60_000);
});
