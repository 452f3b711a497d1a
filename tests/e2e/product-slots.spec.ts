import { expect, followLink, test, waitForHydration } from "./fixtures";

/**
 * The product page's server-rendered parts, the food information and the reviews
 * (shared/screens/product-slots.ts), are in the page once: its embedded state leaves them out and
 * the browser hydrates them from their slots (client/screens/catalog/server-html.ts), so React
 * must leave the server's nodes in place, with no mismatch, and the reviews' script must still
 * make its section live. A product reached client-side gets them with its page answer.
 */
const PRODUCT = "/proizvodi/alpski-vocni-muesli-proizvod-33/";
const SLOTS = "#root .food-info-slot, #root .reviews-slot";

interface Marked {
  slotMutations: number;
}

test("hydration keeps the server's food information and reviews nodes, and the reviews' script makes them live", async ({ page, consoleProblems }) => {
  // The entry is held until the server's nodes are marked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not the `load` event: the page's loader may add the held entry before it, and then `load` waits for it.
  await page.goto(PRODUCT, { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading"); // every server node is parsed
  await expect(page.locator(SLOTS)).toHaveCount(2);
  const state = await page.locator("#__STATE__").textContent();
  expect(state).not.toContain("food-info");
  expect(state).not.toContain('"reviewsHtml"');
  await page.evaluate((selector) => {
    const w = window as unknown as Marked;
    w.slotMutations = 0;
    for (const slot of document.querySelectorAll(selector)) {
      for (const node of slot.childNodes) (node as unknown as { fromServer: boolean }).fromServer = true;
      new MutationObserver((list) => (w.slotMutations += list.length)).observe(slot, { childList: true });
    }
  }, SLOTS);
  release();
  await waitForHydration(page);
  await expect(page.locator("#reviews")).toHaveAttribute("data-live", "");
  const kept = await page.evaluate((selector) => [...document.querySelectorAll(selector)].map((slot) => [...slot.childNodes].every((n) => (n as unknown as { fromServer?: boolean }).fromServer === true)), SLOTS);
  expect(kept).toEqual([true, true]);
  expect(await page.evaluate(() => (window as unknown as Marked).slotMutations)).toBe(0);
  expect(consoleProblems).toEqual([]);
});

test("a product reached client-side shows its food information and live reviews from the page answer", async ({ page, consoleProblems }) => {
  await page.goto("/");
  await waitForHydration(page);
  await followLink(page, PRODUCT);
  await expect(page.locator("body")).toHaveClass(/page-catalog-product/);
  await expect(page.locator("#root .food-info-slot .food-info")).toBeVisible();
  await expect(page.locator("#reviews")).toHaveAttribute("data-live", "");
  // Back to the home page and forward again: the answer's HTML, never another page's slot.
  await page.goBack();
  await expect(page.locator("body")).toHaveClass(/page-cms/);
  await page.goForward();
  await expect(page.locator("#root .food-info-slot .food-info")).toBeVisible();
  expect(consoleProblems).toEqual([]);
});
