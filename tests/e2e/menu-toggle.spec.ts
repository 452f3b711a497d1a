import { expect, seedLabel, tenantCase, test } from "./fixtures";

// Narrow enough for the small-screen header, where the nav hides behind the toggle.
test.use({ viewport: { width: 390, height: 800 } });

test.describe("the header menu toggle (a Jotai atom) on a small screen", () => {
  for (const code of ["hr", "de", "rs"]) {
    const t = tenantCase(code);

    test(`${code}: clicking the toggle opens and closes the nav`, async ({ page, consoleProblems }) => {
      await page.goto(t.home);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const toggle = page.locator("button.menu-toggle[aria-controls='site-nav']");
      const nav = page.locator("#site-nav");

      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toHaveText(seedLabel("open_menu", t.labelLang));
      await expect(nav).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(toggle).toHaveText(seedLabel("close", t.labelLang));
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link", { name: seedLabel("nav_products", t.labelLang) })).toBeVisible();

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(nav).toBeHidden();
      expect(consoleProblems).toEqual([]);
    });

    test(`${code}: the toggle works from the keyboard`, async ({ page }) => {
      await page.goto(t.home);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const toggle = page.locator("button.menu-toggle");
      const nav = page.locator("#site-nav");

      await toggle.focus();
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(nav).toBeVisible();

      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(nav).toBeHidden();

      await page.keyboard.press("Space");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(nav).toBeVisible();
    });
  }
});
