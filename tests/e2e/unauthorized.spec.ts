import { expect, test } from "./fixtures";
import { pauseClock } from "./runtime-fixtures";

/**
 * docs/behaviour/08-errors.md "404 with message unauthorized", in a real browser with Playwright's clock: a
 * logged-out visitor who opens an order page (the mail's link on another device) gets a 404 page
 * with a loader, and after 500 ms the log-in page, which names the order page to come back to.
 */
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
test.use({ userAgent: CHROME_UA });

test("hr: an order page while logged out → 404 with a loader → the log-in page after 500 ms", async ({ page }) => {
  await pauseClock(page);
  const orderPath = "/webshop/narudzbe/1-abcdefghij/";
  const res = await page.goto(orderPath);
  expect(res?.status()).toBe(404);
  await expect(page.locator(".unauthorized-screen .loader")).toBeAttached();
  // The redirect is scheduled once the page has hydrated; the clock stands still until run.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.clock.runFor(400);
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await page.clock.runFor(200);
  await expect(page).toHaveURL(`/korisnik/login/?redirect=${encodeURIComponent(orderPath)}`);
  await expect(page.locator("#login-email")).toBeVisible();
});
