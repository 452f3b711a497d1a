import { expect, test } from "./fixtures";
import { countLoads, giveConsent, pauseClock, runtimeScripts, waitForRuntime } from "./runtime-fixtures";

/**
 * Deferred scripts and the idle reload (docs/behaviour/04-states.md, docs/behaviour/09-constants.md) with Playwright's fake clock. The de site
 * defers its analytics tag to the first interaction and inserts its inline pixel loader
 * 1500 ms after start-up; every site reloads after 15 idle minutes.
 */

test.describe("deferred scripts", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await giveConsent(context, baseURL!, "analytics|marketing");
  });

  test("an inline script is inserted after 1500 ms; the deferred one waits for the first interaction", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/de/");
    await waitForRuntime(page);
    await page.clock.runFor(1499);
    expect(await runtimeScripts(page)).toEqual([]);
    await page.clock.runFor(1);
    await expect(page.locator('script[data-zrno-script="marketing-pixel"]')).toHaveCount(1);
    await page.clock.runFor(6000);
    await expect(page.locator('script[data-zrno-script="analytics"]')).toHaveCount(0);
    await page.mouse.move(100, 100);
    await expect(page.locator('script[data-zrno-script="analytics"]')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => window.zrnoAnalytics?.ready)).toBe(true);
  });

  for (const [name, act] of [
    ["a key press", (p: import("@playwright/test").Page) => p.keyboard.press("Shift")],
    ["a click", (p: import("@playwright/test").Page) => p.mouse.click(5, 300)],
    ["scrolling past 50 px", (p: import("@playwright/test").Page) => p.evaluate(() => window.scrollTo(0, 300))],
  ] as const) {
    test(`${name} counts as the first interaction`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 400 });
      await pauseClock(page);
      await page.goto("/de/");
      await waitForRuntime(page);
      await page.clock.runFor(2000);
      await expect(page.locator('script[data-zrno-script="analytics"]')).toHaveCount(0);
      await act(page);
      await expect(page.locator('script[data-zrno-script="analytics"]')).toHaveCount(1);
    });
  }

  test("a small scroll (50 px) is no interaction", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await pauseClock(page);
    await page.goto("/de/");
    await waitForRuntime(page);
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.clock.runFor(2000);
    await expect(page.locator('script[data-zrno-script="analytics"]')).toHaveCount(0);
  });

  test("without any interaction the deferred script loads after 8 s", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/de/");
    await waitForRuntime(page);
    await page.clock.runFor(7999);
    await expect(page.locator('script[data-zrno-script="analytics"]')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator('script[data-zrno-script="analytics"]')).toHaveCount(1);
  });

  test("a script that fails to load is logged, nothing more", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    await page.route("**/scripts/analytics.js", (route) => route.fulfill({ status: 404, body: "" }));
    await pauseClock(page);
    await page.goto("/de/");
    await waitForRuntime(page);
    await page.mouse.move(3, 3);
    await expect.poll(() => warnings).toContain("script analytics failed to load");
    await expect(page.locator("form.consent")).toBeVisible();
  });
});

test.describe("idle reload", () => {
  test("after 15 minutes without activity the page reloads once; the guard remembers it", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/proizvodi/");
    await waitForRuntime(page);
    const loads = countLoads(page);
    await page.clock.fastForward("14:59");
    await page.clock.runFor(500);
    expect(loads.urls).toEqual([]);
    const reloaded = page.waitForEvent("load");
    await page.clock.runFor(1000);
    await reloaded;
    expect(loads.urls).toEqual(["/proizvodi/"]);
    await waitForRuntime(page);
    const guard = await page.evaluate(() => JSON.parse(sessionStorage.getItem("zrno:reloads") ?? "{}") as Record<string, number>);
    expect(Object.keys(guard)).toEqual(["/proizvodi/"]);
    // Idle reloads are guarded for 2 s (docs/behaviour/09-constants.md).
    const now = await page.evaluate(() => Date.now());
    expect(guard["/proizvodi/"]! - now).toBeGreaterThan(0);
    expect(guard["/proizvodi/"]! - now).toBeLessThanOrEqual(2000);
    await page.clock.runFor(5000);
    expect(loads.urls).toEqual(["/proizvodi/"]);
  });

  test("activity keeps the page: moving the mouse restarts the 15 minutes", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await waitForRuntime(page);
    const loads = countLoads(page);
    await page.clock.runFor("10:00");
    await page.mouse.move(200, 200);
    await page.clock.runFor("10:00");
    expect(loads.urls).toEqual([]);
    const reloaded = page.waitForEvent("load");
    await page.clock.runFor("05:01");
    await reloaded;
    expect(loads.urls).toEqual(["/"]);
  });
});
