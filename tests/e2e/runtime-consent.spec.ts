import { expect, seedLabel, test } from "./fixtures";
import { CONSENT_COOKIE, countLoads, pauseClock, giveConsent, recordCspViolations, runtimeScripts, waitForRuntime } from "./runtime-fixtures";

/**
 * Consent and the scripts it gates (docs/behaviour/04-states.md), in Chromium, on the hr site: it declares a
 * first-party analytics tag (/scripts/analytics.js, inserted 500 ms after start-up) and a
 * marketing pixel (inline loader, deferred to the first interaction, reloads on change).
 */

const banner = (page: import("@playwright/test").Page) => page.locator("form.consent");

test.describe("consent", () => {
  test("without consent no analytics script is in the HTML or the DOM, not even after interaction and 8 s", async ({ page, context }) => {
    const violations = await recordCspViolations(page);
    await pauseClock(page);
    const res = await page.goto("/");
    const html = (await res?.text()) ?? "";
    expect(html).not.toContain("/scripts/analytics.js");
    expect(html).not.toContain("zrnoPixel");
    await waitForRuntime(page);

    await expect(banner(page).getByRole("heading")).toHaveText(seedLabel("consent_title", "hr"));
    await page.mouse.move(10, 10);
    await page.clock.runFor(10_000);
    expect(await runtimeScripts(page)).toEqual([]);
    expect(await page.evaluate(() => "zrnoAnalytics" in window || "zrnoPixel" in window)).toBe(false);
    expect((await context.cookies()).some((c) => c.name === CONSENT_COOKIE)).toBe(false);
    expect(await violations()).toEqual([]);
  });

  test("granting analytics loads its script (nonce-carrying, after 500 ms); revoking removes it, without a reload", async ({ page, context, consoleProblems }) => {
    const violations = await recordCspViolations(page);
    await pauseClock(page);
    await page.goto("/");
    await waitForRuntime(page);
    const loads = countLoads(page);

    await banner(page).getByText(seedLabel("consent_settings", "hr")).click();
    await banner(page).getByRole("checkbox", { name: seedLabel("consent_analytics", "hr") }).check();
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/nuxtapi/consent/") && r.request().method() === "POST");
    await banner(page).getByRole("button", { name: seedLabel("consent_save", "hr") }).click();
    expect((await saved).status()).toBe(200);

    // The banner folds into its settings toggle; the choice is in the cookie.
    await expect(banner(page).getByRole("heading")).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === CONSENT_COOKIE)).toMatchObject({ value: "analytics", secure: true, sameSite: "Lax" });
    expect(await runtimeScripts(page)).toEqual([]);
    await page.clock.runFor(500);
    await expect(page.locator('script[data-zrno-script="analytics"]')).toHaveCount(1);
    const nonce = await page.evaluate(() => document.querySelector<HTMLScriptElement>("script[nonce]:not([data-zrno-script])")?.nonce);
    expect(await runtimeScripts(page)).toEqual([{ id: "analytics", src: "/scripts/analytics.js", nonce, hasNonceAttr: true }]);
    await expect.poll(() => page.evaluate(() => window.zrnoAnalytics?.ready)).toBe(true);

    // Revoke: the script element goes at once; the marketing pixel was never granted.
    await banner(page).getByText(seedLabel("consent_settings", "hr")).click();
    await banner(page).getByRole("checkbox", { name: seedLabel("consent_analytics", "hr") }).uncheck();
    await banner(page).getByRole("button", { name: seedLabel("consent_save", "hr") }).click();
    await expect(page.locator("script[data-zrno-script]")).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value).toBe("necessary");
    await page.clock.runFor(10_000);
    expect(await runtimeScripts(page)).toEqual([]);
    expect(loads.urls).toEqual([]);
    expect(await violations()).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test("accepting all reloads once (the marketing pixel asks for it); the pixel then waits for the first interaction", async ({ page }) => {
    const violations = await recordCspViolations(page);
    await pauseClock(page);
    await page.goto("/proizvodi/");
    await waitForRuntime(page);
    const loads = countLoads(page);

    const reloaded = page.waitForEvent("load");
    await banner(page).getByRole("button", { name: seedLabel("consent_accept_all", "hr") }).click();
    await reloaded;
    expect(loads.urls).toEqual(["/proizvodi/"]);
    await waitForRuntime(page);
    // The reload's guard entry: one consent reload per path within 2 s.
    expect(await page.evaluate(() => Object.keys(JSON.parse(sessionStorage.getItem("zrno:reloads") ?? "{}")))).toEqual(["/proizvodi/"]);

    await expect(banner(page).getByRole("heading")).toHaveCount(0);
    await page.clock.runFor(500);
    await expect(page.locator('script[data-zrno-script="analytics"]')).toHaveCount(1);
    await page.clock.runFor(5000);
    await expect(page.locator('script[data-zrno-script="marketing-pixel"]')).toHaveCount(0);
    await page.mouse.move(40, 40);
    await expect(page.locator('script[data-zrno-script="marketing-pixel"]')).toHaveCount(1);
    // The inline loader ran under the nonce and pulled in the pixel file (strict-dynamic).
    await expect.poll(() => page.evaluate(() => (window as unknown as { zrnoPixel?: { loaded?: boolean; events?: { name: string }[] } }).zrnoPixel?.events?.[0]?.name)).toBe("init");
    expect(await violations()).toEqual([]);

    // Revoking marketing reloads again (reloadOnChange), and the reloaded page has no pixel.
    const again = page.waitForEvent("load");
    await banner(page).getByText(seedLabel("consent_settings", "hr")).click();
    await banner(page).getByRole("checkbox", { name: seedLabel("consent_marketing", "hr") }).uncheck();
    await banner(page).getByRole("button", { name: seedLabel("consent_save", "hr") }).click();
    await again;
    await waitForRuntime(page);
    await page.mouse.move(80, 80);
    await page.clock.runFor(10_000);
    expect((await runtimeScripts(page)).map((s) => s.id)).toEqual(["analytics"]);
    expect(await page.evaluate(() => "zrnoPixel" in window)).toBe(false);
  });

  test("client-side navigation counts a page view once the analytics tag is ready", async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL!, "analytics");
    await pauseClock(page);
    await page.goto("/");
    await waitForRuntime(page);
    await page.clock.runFor(500);
    await expect.poll(() => page.evaluate(() => window.zrnoAnalytics?.ready)).toBe(true);
    // Time runs again for the navigation: React paces a screen swap with its own timers.
    await page.clock.resume();
    await page.locator("nav.site-nav a", { hasText: seedLabel("nav_products", "hr") }).click();
    await expect(page).toHaveURL(/\/proizvodi\/$/);
    await expect.poll(() => page.evaluate(() => (window.zrnoAnalytics as { views?: string[] } | undefined)?.views)).toEqual(["/", "/proizvodi/"]);
  });

  test("rejecting all keeps every optional script out, and the choice holds on the next page", async ({ page, context }) => {
    await pauseClock(page);
    await page.goto("/de/");
    await waitForRuntime(page);
    await banner(page).getByRole("button", { name: seedLabel("consent_reject_all", "de") }).click();
    await expect(banner(page).getByRole("heading")).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value).toBe("necessary");
    const html = await (await page.goto("/de/"))!.text();
    expect(html).not.toContain("/scripts/analytics.js");
    await waitForRuntime(page);
    await page.mouse.move(5, 5);
    await page.clock.runFor(10_000);
    expect(await runtimeScripts(page)).toEqual([]);
  });
});

test.describe("consent without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner is a plain form: accepting posts to the BFF and comes back to the same page", async ({ page, context }) => {
    await page.goto("/proizvodi/?sort=new");
    await banner(page).getByRole("button", { name: seedLabel("consent_accept_all", "hr") }).click();
    await expect(page).toHaveURL(/\/proizvodi\/\?sort=new$/);
    expect((await context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value).toBe(encodeURIComponent("analytics|marketing"));
    await expect(banner(page).getByRole("heading")).toHaveCount(0);
    await expect(banner(page).getByText(seedLabel("consent_settings", "hr"))).toBeVisible();
  });
});
