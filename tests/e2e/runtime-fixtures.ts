import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Helpers of the client-runtime specs (tests/e2e/runtime-*.spec.ts). They drive time with
 * Playwright's clock (`page.clock.install()` before the page loads, then `runFor`/`fastForward`),
 * never with real waits.
 */

export const CONSENT_COOKIE = "cookie_consent";

/**
 * Fake time that moves only when the test says (`runFor`, `fastForward`): an installed clock
 * otherwise keeps running with real time, and the page's own load time would blur every
 * "not before 500 ms" edge. Call before the page loads.
 */
export async function pauseClock(page: Page): Promise<void> {
  const start = new Date("2026-11-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** The runtime has started and scheduled its timers (the html gets `data-runtime="ready"`). */
export async function waitForRuntime(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("html")).toHaveAttribute("data-runtime", "ready");
}

/** A consent choice as the BFF would have stored it, before the first page load. */
export async function giveConsent(context: BrowserContext, baseURL: string, value: string): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(value), url: baseURL, secure: true, sameSite: "Lax" }]);
}

/** The consented scripts the runtime put into the page, by id. */
export function runtimeScripts(page: Page): Promise<{ id: string; src: string; nonce: string; hasNonceAttr: boolean }[]> {
  return page.locator("script[data-zrno-script]").evaluateAll((els) =>
    (els as HTMLScriptElement[]).map((s) => ({ id: s.dataset.zrnoScript ?? "", src: s.getAttribute("src") ?? "", nonce: s.nonce ?? "", hasNonceAttr: s.hasAttribute("nonce") })),
  );
}

/** Records CSP violations from before the page's first script. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => (window as unknown as { __csp: string[] }).__csp.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/**
 * Counts the full page loads (documents) of a page from now on, by the main frame's load event:
 * a document the browser prefetched by the Speculation Rules (worker/render/speculation.ts) is
 * shown without a request Playwright sees, but it still loads.
 */
export function countLoads(page: Page): { urls: string[] } {
  const seen = { urls: [] as string[] };
  page.on("load", () => {
    const url = new URL(page.url());
    seen.urls.push(url.pathname + url.search);
  });
  return seen;
}
