import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { vi } from "vitest";
import { BROWSER_UA, testClientIp } from "./helpers";

/**
 * The storefront Worker loaded anew with its site resolver (`resolveSite`, worker/site.ts) wrapped
 * in a spy, so a test can count how often a request works its site out
 * (docs/decisions/0027-site-resolved-once.md). Call it in `beforeAll`.
 */
export async function workerWithSiteSpy() {
  const real = await import("../../worker/site");
  const resolver = vi.fn(real.resolveSite);
  vi.resetModules();
  vi.doMock("../../worker/site", () => ({ ...real, resolveSite: resolver }));
  const worker = (await import("../../worker/index")).default;
  /** What the resolver was asked since the last `mockClear()`: host and path of each call. */
  const asked = () => resolver.mock.calls.map(([, host, path]) => `${host} ${path}`);
  /** One request through that Worker as a browser, its body read and its background work done. */
  async function through(url: string, headers: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const init = { headers: { "user-agent": BROWSER_UA, "cf-connecting-ip": testClientIp(), ...headers }, redirect: "manual" as const };
    const res = await worker.fetch(new Request(url, init), env as Env, ctx);
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    return { res, body };
  }
  return { resolver, asked, through };
}
