import { expect, test, waitForHydration } from "./fixtures";

/**
 * How the shop looks to a shopper (issue 10): nothing on a phone scrolls sideways.
 */
test("phone: the listing's filters fit 390 px with any language's words and any currency's figures", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // German words are the longest, dinar prices the widest figures.
  for (const path of ["/de/produkte/", "/rs/proizvodi/"]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    const bounds = page.locator(".price-range input");
    await expect(bounds).toHaveCount(2);
    for (const input of await bounds.all()) expect((await input.boundingBox())!.x + (await input.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test("footer: a phone opens a column from the keyboard, the others stay shut; a desktop shows every column", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/faq/");
  await waitForHydration(page);
  const help = page.locator(".footer-col-help");
  const payment = help.getByRole("link", { name: "Payment methods" });
  await expect(payment).toBeHidden();
  await help.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(payment).toBeVisible();
  await expect(page.locator(".footer-col-shop a").first()).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const column of await page.locator(".footer-col").all()) await expect(column.locator("a").first()).toBeVisible();
  await expect(page.locator(".footer-marks").first()).toBeVisible();
});
