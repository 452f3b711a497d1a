import { TENANT_CASES, expect, seedLabel, test, waitForHydration } from "./fixtures";

/**
 * Search as a shopper types it (issue #11) on the Croatian, English and German sites: `cokol`
 * suggests chocolate in the header box (a combobox: arrows and Enter open a suggestion), a
 * mistyped `choclate` shows chocolate with the "showing results for" note, and a facet narrows
 * the results. Screenshots at phone and desktop width go to test-results/ for review.
 */
const SITES = TENANT_CASES.filter((t) => ["hr", "en", "de"].includes(t.code));

for (const tenant of SITES) {
  test(`${tenant.code}: cokol suggests chocolate; arrows and Enter open one`, async ({ page }) => {
    await page.goto(tenant.home);
    await waitForHydration(page);
    await page.locator('form.consent button[name="choice"][value="none"]').click();
    const box = page.getByRole("combobox");
    await box.click();
    await box.pressSequentially("cokol", { delay: 40 });
    const list = page.getByRole("listbox");
    await expect(list).toBeVisible();
    await expect(list.getByRole("option").filter({ hasText: /čokolad|chocolate|schokolade/i }).first()).toBeVisible();
    await page.screenshot({ path: `test-results/search-suggest-${tenant.code}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(list).toBeVisible();
    await page.screenshot({ path: `test-results/search-suggest-${tenant.code}-390.png` });
    // Down to the first product (after the completions) and Enter.
    const firstProduct = list.locator(".search-suggest-product").first();
    const completions = await list.locator(".search-suggest-completion").count();
    for (let i = 0; i <= completions; i++) await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", (await firstProduct.getAttribute("id")) ?? "");
    const href = await firstProduct.locator("a").getAttribute("href");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator("body")).toHaveClass(/page-catalog-product/);
  });

  test(`${tenant.code}: choclate shows chocolate with the note, and a facet narrows`, async ({ page }) => {
    await page.goto(tenant.home);
    await waitForHydration(page);
    await page.locator('form.consent button[name="choice"][value="none"]').click();
    const box = page.getByRole("combobox");
    await box.fill("choclate");
    await box.press("Enter");
    await expect(page).toHaveURL(/search_q=choclate/);
    await expect(page.locator(".search-corrected")).toContainText(seedLabel("search_showing_results_for", tenant.labelLang).split("{query}")[0]!.trim());
    await expect(page.locator(".product-card").first()).toContainText(/čokolad|chocolate|schokolade/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.screenshot({ path: `test-results/search-results-${tenant.code}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `test-results/search-results-${tenant.code}-390.png` });
    const before = await page.locator(".product-card").count();
    const brand = page.locator('.filters input[name="brand"]').first();
    await brand.check();
    await expect(page).toHaveURL(/brand=/);
    await expect.poll(() => page.locator(".product-card").count()).toBeLessThan(before);
  });
}
