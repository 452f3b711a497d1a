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
