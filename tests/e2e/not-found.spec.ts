import { expect, seedLabel, tenantCase, test } from "./fixtures";

/** Unknown pages, the home page their back link must lead to, and that site's labels. */
const CASES = [
  { path: "/nepostoji/", tenant: tenantCase("hr"), home: "/" },
  { path: "/de/gibt-es-nicht/", tenant: tenantCase("de"), home: "/de/" },
  { path: "/rs/ne-postoji/", tenant: tenantCase("rs"), home: "/rs/" },
];

test.describe("the 404 screen", () => {
  for (const c of CASES) {
    test(`${c.path} answers 404 in the site's language and its back link returns to ${c.home}`, async ({ page, baseURL }) => {
      const res = await page.goto(c.path);
      expect(res?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", c.tenant.htmlLang);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

      const title = seedLabel("error_404_title", c.tenant.labelLang);
      await expect(page.locator(".error-screen .error-code")).toHaveText("404");
      await expect(page.locator(".error-screen h1")).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title}`));

      const back = page.getByRole("link", { name: seedLabel("back_to_homepage", c.tenant.labelLang) });
      await expect(back).toHaveAttribute("href", c.home);
      await back.click();
      await expect(page).toHaveURL(new URL(c.home, baseURL).href);
      await expect(page.locator(".hero h1")).toHaveText(seedLabel("welcome_title", c.tenant.labelLang));
      await expect(page.locator("html")).toHaveAttribute("lang", c.tenant.htmlLang);
    });
  }
});
