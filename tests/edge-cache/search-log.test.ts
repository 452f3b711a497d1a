import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { get, GOOGLEBOT_UA } from "../integration/helpers";

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
});
