import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { RouteRecord } from "../../shared/contract/app";
import { CONTROLLERS } from "../../worker/pages/controllers/index";
import { coldCache, faults, fetchWith } from "../faults/faults";
import { routesOf, SITES } from "./content-pages";

/**
 * §8 "Unknown route middleware throws an error" (docs/behaviour/08-errors.md): our per-route steps
 * are wired in code, so the two places an unknown step could come from are checked here:
 * - the route contract's controller names and the controller table are the same set (an unknown
 *   name fails this test and tsc, before any start-up);
 * - a route table from the API naming an unknown controller is refused when it is read, with a
 *   log line naming the record and field; a site with a last good copy keeps serving it, one
 *   without answers an error page, never a guess.
 */
const kv = () => (env as unknown as { CACHE: KVNamespace }).CACHE;
const Entry = v.object({ fetchedAt: v.number(), data: v.unknown() });
const ES = "http://localhost/es";

afterEach(() => faults.clear());

async function tableWithUnknownController(): Promise<{ body: string; index: number }> {
  const routes = await routesOf({ ...SITES[0]!, base: ES });
  const index = routes.findIndex((r) => r.controller === "cms");
  const broken = routes.map((r, i) => (i === index ? { ...r, controller: "legacy_middleware" } : r));
  return { body: JSON.stringify({ success: true, data: broken }), index };
}

describe("§8 Unknown route middleware: an error, never a silent fallback", () => {
  it("every controller name the route contract accepts has its loader, and no loader is unnamed", () => {
    const named = [...(RouteRecord.entries.controller as unknown as { options: string[] }).options].sort();
    expect(Object.keys(CONTROLLERS).sort()).toEqual(named);
  });

  it("a route table naming an unknown controller is refused with the record's index and field: stale copy served, else an error page", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { body, index } = await tableWithUnknownController();
      // Warm copy, then expired: the refused table leaves the last good one in use.
      await coldCache(ES);
      expect((await fetchWith({}, `${ES}/`)).status).toBe(200);
      const kept = v.parse(Entry, await kv().get("es:routes:", "json"));
      await kv().put("es:routes:", JSON.stringify({ ...kept, fetchedAt: 0 }));
      await faults.set([{ path: "/misc/routes/", fault: { status: 200, body, contentType: "application/json" } }]);
      const stale = await fetchWith({}, `${ES}/`);
      expect(stale.status).toBe(200);
      expect(stale.headers.get("x-zrno-cache")).toBe("stale");
      const logged = errors.mock.calls.map((call) => String(call[0]));
      expect(logged).toContain(`upstream: /misc/routes/ answered an unexpected shape: data.${index}.controller`);
      expect(v.parse(Entry, await kv().get("es:routes:", "json")).fetchedAt).toBe(0);

      // No copy at all: an error page, and nothing stored.
      await coldCache(ES);
      const cold = await fetchWith({}, `${ES}/`);
      expect(cold.status).toBeGreaterThanOrEqual(500);
      expect(await kv().get("es:routes:")).toBeNull();
    } finally {
      errors.mockRestore();
    }
  });
});
