import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { faults } from "../faults/faults";
import { BROWSER_UA, get, GOOGLEBOT_UA } from "../integration/helpers";
import { apiPost } from "../integration/search-helpers";
import { SEARCH_LOG_MAX_VIEWS } from "../../shared/contract/search";

/**
 * The API's search log counts every shopper's search, also the results pages the edge page
 * cache answers without asking the API (worker/edge/search-views.ts), and the storefront's own
 * unsorted first pages, which name the default sort (docs/decisions/0011-search-engine.md).
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;

async function logged(query: string) {
  return (await db.prepare("SELECT COUNT(*) AS n, MIN(results) AS results FROM search_log WHERE site = 'hr' AND query = ?1").bind(query).first<{ n: number; results: number | null }>())!;
}

async function view(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, { headers });
  await res.arrayBuffer();
  return res.headers.get("x-zrno-cache");
}

afterEach(() => faults.clear());

describe("search log behind the page cache", () => {
  it("counts a search each time a shopper views it, from the cache or not", async () => {
    const query = "tamna čokolada";
    const url = `http://localhost/pretraga/?search_q=${encodeURIComponent(query)}`;
    expect(await view(url)).toBe("miss");
    await vi.waitFor(async () => expect((await logged(query)).n).toBe(1));
    expect(await view(url)).toBe("hit");
    expect(await view(url)).toBe("hit");
    await vi.waitFor(async () => expect((await logged(query)).n).toBe(3));
    // Each row carries the number of products the search found.
    expect((await logged(query)).results).toBeGreaterThan(0);
  });

  it("does not count again a sort, a later page or a bot's view of the same search", async () => {
    const query = "zobene pahuljice";
    const url = `http://localhost/pretraga/?search_q=${encodeURIComponent(query)}`;
    await view(url);
    await view(url);
    await vi.waitFor(async () => expect((await logged(query)).n).toBe(2));
    for (const more of ["&sort=price_asc", "&page=2"]) {
      await view(url + more);
      await view(url + more);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect((await logged(query)).n).toBe(2);
    // A bot's render reaches the API like any (it cannot tell); its views from the cache do not count.
    expect(await view(url, { "user-agent": GOOGLEBOT_UA })).toBe("miss");
    await new Promise((r) => setTimeout(r, 300));
    const afterRender = (await logged(query)).n;
    expect(await view(url, { "user-agent": GOOGLEBOT_UA })).toBe("hit");
    expect(await view(url, { "user-agent": GOOGLEBOT_UA })).toBe("hit");
    await new Promise((r) => setTimeout(r, 300));
    expect((await logged(query)).n).toBe(afterRender);
  });

  it("counts a search that found nothing, for the editors' zero-result list", async () => {
    const query = "qqzyxw";
    const url = `http://localhost/pretraga/?search_q=${query}`;
    await view(url);
    await view(url);
    await vi.waitFor(async () => expect(await logged(query)).toEqual({ n: 2, results: 0 }));
  });

  it("tells the API of the views within the isolate's memory window in one call", async () => {
    const query = "pahuljice";
    const hot = { ...env, MEMORY_CACHE_MS: "300" } as Env;
    const view = async () => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`http://localhost/pretraga/?search_q=${query}`, { headers: { "user-agent": BROWSER_UA } }), hot, ctx);
      await res.arrayBuffer();
      return { state: res.headers.get("x-zrno-cache"), ctx };
    };
    expect((await view()).state).toBe("miss");
    await vi.waitFor(async () => expect((await logged(query)).n).toBe(1));
    await faults.clear();
    const hits = [await view(), await view(), await view()];
    expect(hits.map((h) => h.state)).toEqual(["hit", "hit", "hit"]);
    for (const h of hits) await waitOnExecutionContext(h.ctx);
    expect((await faults.calls()).filter((c) => c.path === "/search/log/")).toHaveLength(1);
    expect((await logged(query)).n).toBe(4);
  });

  it("the API takes 1 to SEARCH_LOG_MAX_VIEWS views of a query a call, nothing else", async () => {
    // A search that found nothing: rendered for each view (never a hit), so only the render logs it.
    const query = "qqviewsqq";
    await get(`http://localhost/pretraga/?search_q=${query}`).then((r) => r.arrayBuffer());
    await vi.waitFor(async () => expect((await logged(query)).n).toBe(1));
    const before = 1;
    for (const views of [0, -1, 1.5, SEARCH_LOG_MAX_VIEWS + 1, "3", null]) {
      expect((await apiPost("/search/log/", "hr", { q: query, views })).status, String(views)).toBe(400);
    }
    expect((await logged(query)).n).toBe(before);
    expect((await apiPost("/search/log/", "hr", { q: query, views: SEARCH_LOG_MAX_VIEWS })).status).toBe(200);
    expect((await logged(query)).n).toBe(before + SEARCH_LOG_MAX_VIEWS);
  });
});
