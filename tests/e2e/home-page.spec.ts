import { TENANT_CASES, expect, seedLabel, test, waitForHydration } from "./fixtures";

test.describe("every tenant's home page", () => {
  for (const t of TENANT_CASES) {
    test(`${t.code} (${t.home}) loads in its language and hydrates without a console error`, async ({ page, consoleProblems }) => {
      const res = await page.goto(t.home);
      expect(res?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", t.htmlLang);

      await waitForHydration(page);
      await expect(page.locator(".hero h1")).toHaveText(seedLabel("welcome_title", t.labelLang));
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
      expect(consoleProblems).toEqual([]);
    });
  }
});
