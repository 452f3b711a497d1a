import type { Page } from "@playwright/test";
import { arrive, expect, holdChunk, test } from "./fixtures";

/**
 * Issue 12 (docs/decisions/0018-javascript-budget.md, "The listing's filter drawer"): a listing's
 * filter drawer is an island (client/screens/catalog/filters.tsx). The server renders it in full;
 * its code loads when the shopper first reaches for it or its button. Held back here (`holdChunk`), as on a slow
 * network: the drawer opens natively and a ticked filter still applies, once the code is here.
 */

/** The English catalogue's page of all products, as the header links it. */
async function productsPath(page: Page): Promise<string> {
  await arrive(page, "/en/");
  return (await page.locator("#site-nav a.nav-home").evaluate((a) => a.closest("li")!.nextElementSibling!.querySelector("a")!.getAttribute("href")))!;
}

test("phone: the filter drawer opens before its code is here, and a filter ticked meanwhile applies once it is", async ({ page, baseURL, consoleProblems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The consent chosen: its banner would sit over the drawer's foot.
  await page.context().addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  const path = await productsPath(page);
  const filters = await holdChunk(page, "filters");
  await arrive(page, path);
  expect(filters.asked(), "the listing loads no drawer code before the shopper reaches for it").toBe(0);
  await page.locator(".filters-open").click();
  await expect.poll(filters.asked).toBe(1);
  const drawer = page.locator("#listing-filters");
  await expect(drawer).toBeVisible(); // still held: the browser's own popover opened it
  const attr = drawer.locator('input[name="attr"]').first();
  const value = await attr.getAttribute("value");
  await attr.check();
  filters.release();
  await expect(page).toHaveURL(new RegExp(`attr=${value}`));
  await expect(drawer).toBeVisible(); // the swap kept the drawer open
  await expect(drawer.locator("input:checked")).toHaveCount(1);
  await expect(page.locator(".active-filters .filter-chip")).toHaveCount(1);
  expect(consoleProblems).toEqual([]);
});

test("desktop: the sidebar's code loads with the pointer over it, and a navigation from the listing waits for it", async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const path = await productsPath(page);
  const filters = await holdChunk(page, "filters");
  await arrive(page, path);
  await expect(page.locator("#listing-filters")).toBeVisible(); // the sidebar, server-rendered
  expect(filters.asked()).toBe(0);
  // A page of the listing, clicked before the drawer's code is here: the swap waits for it, so
  // the drawer is never thrown away and drawn anew.
  const next = page.locator('.pagination a[rel="next"]');
  await next.click();
  await expect.poll(filters.asked).toBe(1);
  filters.release();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator("#listing-filters .filters")).toBeVisible();
  await page.locator("#listing-filters").hover();
  expect(filters.asked(), "one load, whatever reaches for it after").toBe(1);
  expect(consoleProblems).toEqual([]);
});
