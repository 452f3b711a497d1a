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

test("issue 12: the live prices arriving leave the cards' add forms as they are (no input written again)", async ({ page }) => {
  // The answer waits until the page is hydrated and watched, then changes every price.
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/api\/nuxtapi\/catalog\/products\/price-qty\//, async (route) => {
    await gate;
    const res = await route.fetch();
    const body = (await res.json()) as { data: { price_custom: number; basic_price_custom: number }[] };
    for (const row of body.data) row.price_custom = row.basic_price_custom = NEW_PRICE;
    await route.fulfill({ response: res, json: body });
  });
  await page.goto("/proizvodi/");
  await waitForHydration(page);
  expect(await page.locator(".product-card .card-add input").count()).toBeGreaterThan(10);
  // Every attribute written on a card's add-form input from now on (React's commit of an input it
  // renders again writes its name, type and value back: docs/decisions/0029-scripts-after-the-largest-paint.md).
  await page.evaluate(() => {
    const w = window as unknown as { written: string[] };
    w.written = [];
    new MutationObserver((records) => {
      for (const r of records) if ((r.target as Element).closest(".card-add")) w.written.push(`${(r.target as Element).tagName} ${r.attributeName}`);
    }).observe(document.body, { subtree: true, attributes: true });
  });
  release();
  // The cards show the new figures: the render those figures caused has committed.
  await expect(page.locator(".product-card .price-now").first()).toContainText("1,23");
  await expect(page.locator(".product-card .price-now").last()).toContainText("1,23");
  expect(await page.evaluate(() => (window as unknown as { written: string[] }).written)).toEqual([]);
});
