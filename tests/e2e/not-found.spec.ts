import { TENANT_CASES, expect, seedLabel, tenantCase, test } from "./fixtures";

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

/**
 * The 404 screen's header is every page's header (issue 10): the site switch shows the site and
 * its currency, and since a missing page has no same page elsewhere, it leads to the other sites'
 * home pages.
 */
test("the 404 screen has the site switch, and it leads to the other sites' home pages", async ({ page, baseURL }) => {
  expect((await page.goto("/en/no-such-page/"))?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const switcher = page.locator("header details.site-switch");
  await expect(switcher.locator("summary")).toContainText("EUR");
  await switcher.locator("summary").click();
  for (const other of TENANT_CASES.filter((t) => t.code !== "en")) {
    await expect(switcher.locator(`a[hreflang="${other.htmlLang}"]`)).toHaveAttribute("href", new URL(other.home, baseURL).href);
  }
  await expect(switcher.locator('a[hreflang="sr-Latn"] .site-switch-currency')).toHaveText("RSD");
  await switcher.locator('a[hreflang="de"]').click();
  await expect(page).toHaveURL(new URL(tenantCase("de").home, baseURL).href);
  await expect(page.locator(".hero h1")).toHaveText(seedLabel("welcome_title", tenantCase("de").labelLang));
});

/**
 * The 404 screen's ways on (issue 10): a search box and the shop's popular categories, the same
 * for every visitor, working without JavaScript (a plain GET form and links) and for bots.
 */
test.describe("the 404 screen's search box and popular categories", () => {
  test.use({ javaScriptEnabled: false, userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" });

  test("without JavaScript: the search box finds products, a category tile opens its listing", async ({ page }) => {
    expect((await page.goto("/en/no-such-page/"))?.status()).toBe(404);
    const search = page.getByRole("search", { name: seedLabel("error_404_search", "en") });
    await search.getByRole("combobox").fill("muesli");
    await search.getByRole("button", { name: seedLabel("search_submit", "en") }).click();
    await expect(page).toHaveURL(/\/en\/search\/\?search_q=muesli$/);
    await expect(page.locator(".product-card").first()).toBeVisible();

    await page.goto("/de/gibt-es-nicht/");
    const popular = page.getByRole("navigation", { name: seedLabel("error_404_popular", "de") });
    const tiles = popular.getByRole("link");
    expect(await tiles.count()).toBeGreaterThanOrEqual(6);
    await expect(popular.locator("img").first()).toHaveAttribute("src", /^\/media\/categories\//);
    const first = tiles.first();
    const [name, href] = [(await first.innerText()).trim(), await first.getAttribute("href")];
    expect(href).toMatch(/^\/de\/produkte\/[^/]+\/$/);
    await first.click();
    expect(new URL(page.url()).pathname).toBe(href);
    await expect(page.locator("h1")).toHaveText(name);
  });

  test("a bot gets the same search form and category links, and no script", async ({ browser }) => {
    const bot = await browser.newContext({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    const page = await bot.newPage();
    expect((await page.goto("/nepostoji/"))?.status()).toBe(404);
    await expect(page.locator("script[src]")).toHaveCount(0);
    await expect(page.getByRole("search", { name: seedLabel("error_404_search", "hr") })).toHaveAttribute("action", "/pretraga/");
    expect(await page.getByRole("navigation", { name: seedLabel("error_404_popular", "hr") }).getByRole("link").count()).toBeGreaterThanOrEqual(6);
    await bot.close();
  });
});
