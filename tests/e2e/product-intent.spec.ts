import type { Page } from "@playwright/test";
import { expect, holdChunk, seedLabel, test, waitForHydration } from "./fixtures";

/**
 * The product page's own add to cart and save buttons (docs/decisions/0018-javascript-budget.md,
 * "The product page's rails, islands near the viewport"): what they do when sent is a chunk
 * (client/screens/catalog/product-submit.ts) loaded when the shopper reaches for a form, and the
 * wishlist and compare calls one loaded after hydration; both work from the keyboard and the mouse,
 * also when the press comes before the chunk. A desktop Chrome user agent: the headless one
 * counts as a bot (bare layout, no script).
 */
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
test.use({ userAgent: CHROME_UA });

const OATS = "/en/products/organic-rolled-oats-product-1/";
const L = (key: string) => seedLabel(key, "en");

/** The chunks the page asked for, by name. */
function chunksAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (r) => {
    const m = /\/assets\/([\w-]+)-[\w-]{8}\.js$/.exec(new URL(r.url()).pathname);
    if (m) asked.push(m[1]!);
  });
  return asked;
}

test("the add and save code loads when the shopper reaches for a form; keyboard adds and saves", async ({ page, consoleProblems }) => {
  const asked = chunksAsked(page);
  await page.goto(OATS);
  await waitForHydration(page);
  // The lists are asked for after hydration (the buttons show "Remove" when saved): their calls' chunk came with that.
  await expect.poll(() => asked.includes("personal-api")).toBe(true);
  expect(asked).not.toContain("product-submit");

  // The keyboard: the focus in the add form loads the chunk, Enter adds.
  const add = page.locator(".add-to-cart-button");
  await add.focus();
  await expect.poll(() => asked.includes("product-submit")).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page.locator(".add-to-cart .cart-status")).toContainText(L("cart_added"));
  await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");

  // The save buttons: Space on the wishlist's, then the mouse on compare's.
  const wish = page.locator(".save-wishlist button");
  await wish.focus();
  await page.keyboard.press("Space");
  await expect(page.locator(".save-wishlist .save-status")).toContainText(L("wishlist_added"));
  await expect(wish).toHaveText(L("wishlist_remove"));
  const compare = page.locator(".save-compare button");
  await compare.click();
  await expect(page.locator(".save-compare .save-status")).toContainText(L("compare_added"));
  await expect(compare).toHaveText(L("compare_remove"));
  // Nothing went the plain way: still the page first loaded, one product page view.
  expect(new URL(page.url()).pathname).toBe(OATS);
  expect(asked.filter((n) => n === "product-submit")).toHaveLength(1);
  expect(consoleProblems).toEqual([]);
});

test("an add pressed while the chunk is on its way goes in once it arrives, with no page load", async ({ page, consoleProblems }) => {
  const chunk = await holdChunk(page, "product-submit");
  await page.goto(OATS);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.locator(".add-to-cart-button").click();
  await expect.poll(chunk.asked).toBe(1);
  await expect(page.locator(".add-to-cart-button")).toHaveAttribute("aria-busy", "true");
  await expect(page.locator(".add-to-cart .cart-status")).toBeEmpty();
  chunk.release();
  await expect(page.locator(".add-to-cart .cart-status")).toContainText(L("cart_added"));
  await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(consoleProblems).toEqual([]);
});

test("if the chunk cannot load, an add says the network failed and the form stays", async ({ page, consoleProblems }) => {
  await page.route(/\/assets\/product-submit-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(OATS);
  await waitForHydration(page);
  await page.locator(".add-to-cart-button").click();
  await expect(page.locator(".add-to-cart .cart-status")).toContainText(L("error_network"));
  await expect(page.locator(".add-to-cart-button")).toBeEnabled();
  expect(consoleProblems.filter((p) => !/product-submit|Failed to fetch dynamically imported module|net::ERR_FAILED/.test(p))).toEqual([]);
});
