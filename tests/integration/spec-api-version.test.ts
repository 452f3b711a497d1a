import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BASE_COMPATIBILITY, compareVersions, compatibilityOf } from "../../shared/api-version";
import { resetCompatibilityCheck } from "../../worker/data/api-version";
import { API_VERSION } from "../../commerce/version";
import { faults, fetchWith } from "../faults/faults";

/**
 * docs/behaviour/09-constants.md "Base compatibility": the storefront requires commerce API
 * release 1.31.13 or later, checks it on an isolate's first page (or start-up call) and shows the verdict in
 * GET /api/nuxtapi/info/. With the API cache off (API_CACHE=off), so each request asks again.
 */
const OFF = { API_CACHE: "off" };
type InfoBody = { success: boolean; data: { code: string; compatibility: { base_compatibility: string; api_version: string | null; compatible: boolean } } };
const info = async () => (await (await fetchWith(OFF, "http://localhost/api/nuxtapi/info/")).json()) as InfoBody;

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetCompatibilityCheck();
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(async () => {
  consoleError.mockRestore();
  await faults.clear();
});

describe("§9 Base compatibility 1.31.13: required of the API, checked, shown in /api/nuxtapi/info/", () => {
  it("compares releases by number, not as text", () => {
    expect(BASE_COMPATIBILITY).toBe("1.31.13");
    expect(compareVersions("1.31.13", "1.31.13")).toBe(0);
    expect(compareVersions("1.32.0", "1.31.13")).toBeGreaterThan(0);
    expect(compareVersions("1.100.0", "1.31.13")).toBeGreaterThan(0);
    expect(compareVersions("1.31.9", "1.31.13")).toBeLessThan(0);
    expect(compareVersions("0.99.99", "1.31.13")).toBeLessThan(0);
    expect(compatibilityOf(null).compatible).toBe(false);
  });

  it("our commerce API is compatible: info shows what is required and what was found; nothing is logged", async () => {
    const body = await info();
    expect(body.success).toBe(true);
    expect(body.data.code).toBe("hr");
    expect(body.data.compatibility).toEqual({ base_compatibility: "1.31.13", api_version: API_VERSION, compatible: true });
    expect(consoleError.mock.calls.flat().join(" ")).not.toContain("requires at least");
  });

  it("an older API: info says incompatible and the first page load logs both numbers; the page is still served", async () => {
    await faults.set([{ path: "/misc/version/", fault: { status: 200, body: JSON.stringify({ success: true, data: { version: "1.31.12" } }), contentType: "application/json" } }]);
    expect((await info()).data.compatibility).toEqual({ base_compatibility: "1.31.13", api_version: "1.31.12", compatible: false });
    resetCompatibilityCheck();
    consoleError.mockClear();
    const page = await fetchWith(OFF, "http://localhost/");
    expect(page.status).toBe(200);
    const logged = consoleError.mock.calls.flat().map(String).filter((m: string) => m.includes("requires at least"));
    expect(logged).toEqual(["api-version: the commerce API is 1.31.12; this storefront requires at least 1.31.13 (docs/behaviour/09-constants.md)"]);
  });

  it("an API that does not say its version (404) is not taken for a compatible one", async () => {
    await faults.set([{ path: "/misc/version/", fault: { status: 404 } }]);
    expect((await info()).data.compatibility).toEqual({ base_compatibility: "1.31.13", api_version: null, compatible: false });
  });
});
