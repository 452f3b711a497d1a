import { arrive, expect, test, waitForHydration } from "./fixtures";

/**
 * §6 warehouse view (docs/behaviour/06-roles.md): a staff user holding `warehouse_view` sees a
 * table of stock per warehouse and package on a product page, also after a client-side
 * navigation to it; a shopper never does. Screenshots at phone and desktop width go to
 * test-results/ for review.
 */
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
test.use({ userAgent: CHROME_UA });

const PRODUCT = "/proizvodi/ekoloske-zobene-pahuljice-proizvod-1/";

test("a shopper's product page has no warehouse table", async ({ page }) => {
  await page.goto(PRODUCT);
  await waitForHydration(page);
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator(".warehouse-stock")).toHaveCount(0);
});

test("the stock keeper sees stock per warehouse and package, on a full load and after client navigation", async ({ page }) => {
  // The home page's first call issues the visitor token: logging in before it answers would
  // lose the session to that answer's cookie (tests/e2e/fixtures.ts `arrive`).
  await arrive(page, "/");
  const origin = new URL(page.url()).origin;
  const login = await page.request.post("/api/nuxtapi/auth/login/", { data: { email: "skladiste@zrno.hr", password: "Zrno-skladiste-2026" }, headers: { origin, "sec-fetch-site": "same-origin" } });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(PRODUCT);
  await waitForHydration(page);
  const table = page.locator(".warehouse-stock table");
  await expect(table).toBeVisible();
  await expect(table.locator("tbody tr").first()).toHaveAttribute("data-warehouse", "central");
  // Two packages: a column each and the total (the stock keeper's rows are forms: tests/e2e/warehouse-stock-form.spec.ts).
  await expect(table.locator("thead th.num")).toHaveCount(3);
  const rows = await table.locator("tbody tr").count();
  expect(rows).toBeGreaterThanOrEqual(2);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await table.scrollIntoViewIfNeeded();
    await page.locator(".warehouse-stock").screenshot({ path: `test-results/warehouse-stock-${width}.png` });
  }
  // Client navigation to another product (a related one) brings its own table.
  const related = page.locator(".related .product-card a").first();
  await related.click();
  await expect(page).not.toHaveURL(new RegExp(`${PRODUCT}$`));
  await expect(page.locator(".warehouse-stock table tbody tr").first()).toHaveAttribute("data-warehouse", "central");
});
