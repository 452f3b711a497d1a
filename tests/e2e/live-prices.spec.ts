import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * docs/behaviour/07-api.md "Catalog products price and qty" in the browser: after hydration the products on
 * screen show the API's figures of the moment (the HTML may come from a cache), and a product
 * going into the cart is asked for again first. The API's answer is changed on the way, as if the
 * price had changed since the page was cached.
 */
const NEW_PRICE = 1.23;

async function changePrices(page: Page, asked: string[]) {
  await page.route(/\/api\/nuxtapi\/catalog\/products\/price-qty\//, async (route) => {
    asked.push("price-qty");
    const res = await route.fetch();
    const body = (await res.json()) as { data: { price_custom: number; basic_price_custom: number }[] };
    for (const row of body.data) {
      row.price_custom = NEW_PRICE;
      row.basic_price_custom = NEW_PRICE;
    }
    await route.fulfill({ response: res, json: body });
  });
}

test("spec §7 price-qty: a product list shows the live price after hydration", async ({ page }) => {
  const asked: string[] = [];
  await changePrices(page, asked);
  await page.goto("/proizvodi/");
  await waitForHydration(page);
  const card = page.locator("[data-product-id]").first();
  await expect(card.locator(".price-now")).toContainText("1,23");
  expect(asked.length).toBeGreaterThan(0);
});

test("spec §7 price-qty: add-to-cart asks for the price first and shows it", async ({ page }) => {
  // The listing's own refresh is let finish first: still in flight when the product page loads,
  // its answer would pass for the product page's below.
  const listed = page.waitForResponse(/\/api\/nuxtapi\/catalog\/products\/price-qty\//);
  await page.goto("/proizvodi/");
  await waitForHydration(page);
  await listed;
  const href = await page.locator("[data-product-id] .product-card-title a").first().getAttribute("href");
  const asked: string[] = [];
  await page.route(/\/api\/nuxtapi\/webshop\/product\//, async (route) => {
    asked.push("add");
    await route.continue();
  });
  // The page's own refresh after hydration comes first and is not what this test is about: the
  // answer is changed only once it is in, so `asked` holds the add-to-cart's calls alone.
  const refreshed = page.waitForResponse(/\/api\/nuxtapi\/catalog\/products\/price-qty\//);
  await page.goto(href!);
  await waitForHydration(page);
  await refreshed;
  await changePrices(page, asked);
  await page.locator(".add-to-cart-button").click();
  await expect(page.locator(".cart-status")).not.toBeEmpty();
  expect(asked).toEqual(["price-qty", "add"]);
  await expect(page.locator(".product-buy .price-now").first()).toContainText("1,23");
});
