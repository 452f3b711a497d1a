import { expect, seedLabel, test } from "./fixtures";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

test.describe("a crawler", () => {
  test.use({ userAgent: GOOGLEBOT });

  test("gets the full page with no client script and no cookie", async ({ page, context }) => {
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    expect(await res?.headerValue("set-cookie")).toBeNull();
    const html = (await res?.text()) ?? "";
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain('id="__STATE__"');

    await expect(page.locator(".hero h1")).toHaveText(seedLabel("welcome_title", "hr"));
    // The bot layout: nav links as plain links, no toggle that needs script.
    await expect(page.locator(".menu-toggle")).toHaveCount(0);
    await expect(page.locator("#site-nav a").first()).toBeVisible();
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    // Nothing that would run: at most JSON data.
    const types = await page.locator("script").evaluateAll((els) => els.map((s) => (s as HTMLScriptElement).type));
    expect(types.filter((t) => !/json/.test(t))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    expect(await context.cookies()).toEqual([]);
  });
});
