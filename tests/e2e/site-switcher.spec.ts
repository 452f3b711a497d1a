import { TENANT_CASES, expect, seedLabel, tenantCase, test } from "./fixtures";

test.describe("the site switcher", () => {
  test("lists every other tenant's home page, and the German link from hr lands on /de/", async ({ page, baseURL, consoleProblems }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const switcher = page.locator("details.site-switch");
    await switcher.locator("summary").click();
    await expect(switcher).toHaveAttribute("open", "");

    const links = switcher.locator("a[hreflang]");
    const listed = await links.evaluateAll((as) => as.map((a) => a.getAttribute("hreflang")));
    for (const other of TENANT_CASES.filter((t) => t.code !== "hr")) {
      expect(listed, `switcher lists ${other.code}`).toContain(other.htmlLang);
      // Every link leads to this server (dev links follow the request origin), at that tenant's home.
      await expect(switcher.locator(`a[hreflang="${other.htmlLang}"]`)).toHaveAttribute("href", new URL(other.home, baseURL).href);
    }
    expect(listed).not.toContain("x-default");

    const de = tenantCase("de");
    await switcher.locator(`a[hreflang="de"]`).click();
    await expect(page).toHaveURL(new URL(de.home, baseURL).href);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator(".hero h1")).toHaveText(seedLabel("welcome_title", de.labelLang));
    expect(consoleProblems).toEqual([]);
  });
});
