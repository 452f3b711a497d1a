import type { Page } from "@playwright/test";
import { TENANTS } from "../../tenants";
import { TENANT_CASES, expect, seedLabel, test, waitForHydration, type TenantCase } from "./fixtures";

/**
 * Wishlist and compare in a real browser, as a shopper on the default site (hr): from a product
 * to both lists and back out again. A desktop Chrome user agent: the headless one counts as a bot
 * (bare layout, no script, no token), and bots keep no lists.
 */
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
test.use({ userAgent: CHROME_UA });

const L = (key: string) => seedLabel(key, "hr");

/** The catalogue root of a site, from its own route words. */
function catalogOf(t: TenantCase): string {
  return `${t.home}${TENANTS.find((x) => x.code === t.code)!.routeWords.catalog}/`;
}

/** Opens the catalogue, then the first product by client-side navigation; answers its title. */
async function openFirstProduct(page: Page, catalog = "/proizvodi/"): Promise<string> {
  await page.goto(catalog);
  await waitForHydration(page);
  const link = page.locator(".product-card .product-card-title a").first();
  const title = ((await link.textContent()) ?? "").trim();
  expect(title).not.toBe("");
  await link.click();
  await expect(page.locator(".product-buy h1")).toHaveText(title);
  return title;
}

for (const tenant of TENANT_CASES) {
test(`${tenant.code}: product → add to wishlist and compare → the compare page and the wishlist list it → remove from both`, async ({ page, consoleProblems }) => {
  const L = (key: string) => seedLabel(key, tenant.labelLang);
  const title = await openFirstProduct(page, catalogOf(tenant));

  const wish = page.locator(".save-wishlist button");
  const compare = page.locator(".save-compare button");
  await expect(wish).toHaveText(L("wishlist_add"));
  await wish.click();
  await expect(page.locator(".save-wishlist .save-status")).toContainText(L("wishlist_added"));
  await expect(wish).toHaveText(L("wishlist_remove"));
  await compare.click();
  await expect(page.locator(".save-compare .save-status")).toContainText(L("compare_added"));
  await expect(compare).toHaveText(L("compare_remove"));
  // The header counts what the lists hold.
  await expect(page.locator(".nav-wishlist .nav-count")).toHaveText("(1)");
  await expect(page.locator(".nav-compare .nav-count")).toHaveText("(1)");

  await page.locator(".nav-compare").click();
  await expect(page.locator(".compare h1")).toHaveText(L("compare_title"));
  await expect(page.locator(".compare-table thead")).toContainText(title);
  await expect(page.locator(".compare-table tbody tr")).not.toHaveCount(0);

  await page.locator(".nav-wishlist").click();
  await expect(page.locator(".wishlist h1")).toHaveText(L("wishlist_title"));
  await expect(page.locator(".saved-item-title")).toHaveText([title]);

  // Remove from the wishlist page, then from the compare page: both end empty.
  await page.locator(".saved-item .remove-form button").click();
  await expect(page.locator(".wishlist .empty")).toContainText(L("wishlist_empty"));
  await expect(page.locator(".nav-wishlist .nav-count")).toHaveCount(0);

  await page.locator(".nav-compare").click();
  await page.locator(".compare-table .remove-form button").click();
  await expect(page.locator(".compare .empty")).toContainText(L("compare_empty"));

  // A full reload asks the server again: the lists really are empty.
  await page.reload();
  await expect(page.locator(".compare .empty")).toContainText(L("compare_empty"));
  expect(consoleProblems).toEqual([]);
});
}

test("the buttons are plain forms: with the client bundle blocked, adding and removing still work (303 back)", async ({ page }) => {
  // The app's script never loads (a failed download, a script blocker): only the HTML forms remain.
  await page.route(/\/assets\/.*\.js(\?|$)/, (route) => route.abort());
  await page.goto("/proizvodi/");
  const link = page.locator(".product-card .product-card-title a").first();
  const title = ((await link.textContent()) ?? "").trim();
  const href = (await link.getAttribute("href")) ?? "";
  await link.click();
  await expect(page).toHaveURL(href);

  await page.locator(".save-wishlist button").click();
  await expect(page).toHaveURL(href); // 303 back to the product
  await page.locator(".save-compare button").click();
  await expect(page).toHaveURL(href);

  await page.goto("/lista-zelja/");
  await expect(page.locator(".saved-item-title")).toHaveText([title]);
  await page.locator(".saved-item .remove-form button").click();
  await expect(page).toHaveURL("/lista-zelja/");
  await expect(page.locator(".wishlist .empty")).toContainText(L("wishlist_empty"));

  await page.goto("/proizvodi/?special_view=compare");
  await expect(page.locator(".compare-table thead")).toContainText(title);
  await page.locator(".compare-table .remove-form button").click();
  await expect(page.locator(".compare .empty")).toContainText(L("compare_empty"));
});
