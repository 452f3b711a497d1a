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

test("a server/client mismatch would be reported in the console, so zero problems above means none", async ({ page, consoleProblems }) => {
  const title = seedLabel("welcome_title", "hr");
  // The real response with the hero heading changed in the markup only, not in the embedded state.
  await page.route((url) => url.pathname === "/", async (route) => {
    const res = await route.fetch();
    const html = await res.text();
    expect(html).toContain(`<h1>${title}</h1>`);
    await route.fulfill({ response: res, body: html.replace(`<h1>${title}</h1>`, "<h1>Not what the client renders</h1>") });
  });
  await page.goto("/");
  await waitForHydration(page);

  expect(consoleProblems.join("\n")).toMatch(/hydration:.*(#418|[Hh]ydrat)/);
  // React recovers by rendering on the client: the shopper sees the right text.
  await expect(page.locator(".hero h1")).toHaveText(title);
});
