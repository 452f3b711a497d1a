import type { Page } from "@playwright/test";
import { CHROME_UA, expect, test, waitForHydration } from "./fixtures";
import { formatPrice } from "../../shared/price";

/**
 * Issue 12 (docs/decisions/0029-scripts-after-the-largest-paint.md, "Prices printed without Intl"):
 * the browser prints prices from the shapes the server sent in the page state, so hydrating a page
 * never sets up Intl's number formatting (ICU's first set-up was one 65–110 ms task on a
 * mid-range phone). The prices the browser prints are the server's: no hydration warning, and the
 * cart's total, which the browser prints after an add, reads as the server prints it. Long dates
 * (an article's, a recipe's) likewise come from a shape, without Intl's date formatting.
 */
test.use({ userAgent: CHROME_UA });

const COUNT_NUMBER_FORMATS = `(() => {
  const Real = Intl.NumberFormat;
  window.__numberFormats = 0;
  Intl.NumberFormat = new Proxy(Real, { construct(target, args) { window.__numberFormats++; return Reflect.construct(target, args); }, apply(target, self, args) { window.__numberFormats++; return Reflect.apply(target, self, args); } });
})();`;

/** Counts the pages' `new Intl.DateTimeFormat(…)` the same way. */
const COUNT_DATE_FORMATS = COUNT_NUMBER_FORMATS.replace(/NumberFormat/g, "DateTimeFormat").replace(/__numberFormats/g, "__dateFormats");

const numberFormats = (page: Page) => page.evaluate(() => (window as unknown as { __numberFormats: number }).__numberFormats);

// The default site and the one with another currency and grouping; en is the dates test's.
const SITES = [
  { code: "hr", home: "/", locale: "hr-HR", currency: "EUR" },
  { code: "rs", home: "/rs/", locale: "sr-Latn-RS", currency: "RSD" },
] as const;

for (const site of SITES) {
  test(`${site.code}: home, a listing, a product and the cart hydrate without Intl's number formatting`, async ({ page, consoleProblems }) => {
    await page.addInitScript(COUNT_NUMBER_FORMATS);
    const shows = async () => {
      await waitForHydration(page);
      expect(await numberFormats(page)).toBe(0);
    };
    await page.goto(site.home);
    await shows();
    await expect(page.locator("main .price-now").first()).toBeVisible();

    await page.goto((await page.locator("main .product-card a.product-card-image").first().getAttribute("href"))!);
    await shows();
    await expect(page.locator(".product-buy .price-now").first()).toBeVisible();

    const category = await page.locator(".breadcrumbs a").nth(1).getAttribute("href");
    await page.goto(category!);
    await shows();
    const card = page.locator(".listing .product-card:has(.card-add)").first();
    const price = (await card.locator(".price-now").textContent()) ?? "";
    await card.locator(".card-add-button").click();
    await expect(page.locator(".nav-cart .cart-count")).toContainText("1");

    await page.goto((await page.locator("a.nav-cart").getAttribute("href"))!);
    await shows();
    // The line's price as the listing printed it, and the subtotal as the server prints it.
    await expect(page.locator(".cart-item .cart-unit-price")).toContainText(price);
    const amount = Number(price.replace(/[^\d,]/g, "").replace(",", "."));
    await expect(page.locator(".cart-subtotal")).toHaveText(formatPrice(amount, site.locale, site.currency));
    expect(consoleProblems).toEqual([]);
  });
}

test("en: the home page, an article and a recipe hydrate without Intl's number or date formatting", async ({ page, consoleProblems }) => {
  await page.addInitScript(COUNT_NUMBER_FORMATS);
  await page.addInitScript(COUNT_DATE_FORMATS);
  const formats = () => page.evaluate(() => (window as unknown as { __numberFormats: number; __dateFormats: number }).__numberFormats + (window as unknown as { __dateFormats: number }).__dateFormats);
  await page.goto("/en/");
  await waitForHydration(page);
  await expect(page.locator("main .price-now").first()).toBeVisible();
  expect(await formats()).toBe(0);
  const article = await page.locator("section:has(#home-posts) h3 a").first().getAttribute("href");
  const recipe = await page.locator("section:has(#home-recipes) h3 a").first().getAttribute("href");
  for (const path of [article!, recipe!]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator("main time").first()).toHaveText(/\d{4}/);
    expect(await formats(), path).toBe(0);
  }
  expect(consoleProblems).toEqual([]);
});
