import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TENANTS } from "../../../tenants";
import { loadInfo } from "../../../worker/data/app-data";
import type { DataContext } from "../../../worker/data/context";
import { cacheKey, clearCached } from "../../../worker/cache/kv-cache";

/**
 * Public start-up data is fetched with a server token cached per tenant (kind `token`, 1440
 * minutes). When the API refuses that token (revoked, a rotated secret, a reset database) the
 * token is dropped and one fresh one is asked for: from KV *and* from the isolate's memory copy,
 * or the memory layer would hand the dead token straight back.
 */
const hr = TENANTS.find((t) => t.code === "hr")!;
const INFO = { code: "hr", lang: "hr", base_url: "https://www.zrno.hr/", locale: "hr-HR", currency: "EUR", title: "Zrno", email: "a@b.hr", phone: "1", address: "Ilica 42" };

/** A commerce API that issues tokens t.o.1, t.o.2, … and refuses the ones in `revoked`. */
function fakeApi(revoked: Set<string>) {
  let issued = 0;
  const seen: Array<{ path: string; bearer: string | null }> = [];
  const api = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const bearer = new Headers(init?.headers).get("authorization")?.replace(/^Bearer /, "") ?? null;
      seen.push({ path: url.pathname, bearer });
      if (url.pathname === "/auth/generate-token/") return Response.json({ success: true, data: { jwt: `t.o.${++issued}` } });
      if (!bearer || revoked.has(bearer)) return Response.json({ success: false, label_name: "error_unauthorized" }, { status: 401 });
      return Response.json({ success: true, data: INFO });
    },
  };
  return { api: api as unknown as Fetcher, seen };
}

let unique = 0;
function dataContext(api: Fetcher, memoryMs: number): DataContext & { writes: Promise<unknown>[] } {
  const writes: Promise<unknown>[] = [];
  return {
    tenant: hr,
    env: { ...(env as unknown as Env), API: api },
    visitorToken: null,
    // A cache tenant of its own per test: no entry of another test (or of the memory layer) is seen.
    cache: { kv: env.CACHE, tenant: `srvtok${++unique}x${Date.now()}`, memoryMs, waitUntil: (p) => void writes.push(p) },
    writes,
  };
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe("a server token the API refuses is replaced once", () => {
  it.each([
    ["with the memory layer on (as deployed)", 60_000],
    ["with the memory layer off", 0],
  ])("%s: the next call gets a fresh token and the page data", async (_what, memoryMs) => {
    const revoked = new Set<string>();
    const { api, seen } = fakeApi(revoked);
    const dc = dataContext(api, memoryMs);

    // A first start-up: token t.o.1 is issued and cached (memory and KV).
    await expect(loadInfo(dc)).resolves.toEqual(INFO);
    await Promise.all(dc.writes);
    expect(seen.filter((s) => s.path === "/auth/generate-token/")).toHaveLength(1);

    // The API forgets t.o.1, and the info copy goes (as on expiry); the token copy stays.
    revoked.add("t.o.1");
    await clearCached(env.CACHE, dc.cache.tenant, ["info"]);
    seen.length = 0;
    await expect(loadInfo(dc)).resolves.toEqual(INFO);
    await Promise.all(dc.writes);

    expect(seen).toEqual([
      { path: "/misc/info/", bearer: "t.o.1" },
      { path: "/auth/generate-token/", bearer: null },
      { path: "/misc/info/", bearer: "t.o.2" },
    ]);
    const stored = (await env.CACHE.get(cacheKey(dc.cache.tenant, "token", "server"), "json")) as { data: string } | null;
    expect(stored?.data).toBe("t.o.2");
  });
});
