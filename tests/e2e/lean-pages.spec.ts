import type { Page } from "@playwright/test";
import { labels } from "../../commerce/seed/labels";
import { expect, followLink, seedLabel, test, waitForHydration } from "./fixtures";

/**
 * Lean pages (issue 12, docs/decisions/0016-lean-pages.md): a page embeds only its screen's labels;
 * client-side navigation to another screen brings that screen's labels with its data, so the
 * product and the cart reached from the home page speak the site's language, with no raw key and
 * without fetching the whole label set.
 */
const KEYS = Object.keys(labels).filter((k) => k.includes("_"));

async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.locator("#root").evaluate((root) => {
    const attrs = [...root.querySelectorAll("[aria-label],[placeholder],[title]")].map((el) => ["aria-label", "placeholder", "title"].map((a) => el.getAttribute(a) ?? "").join(" "));
    return `${(root as HTMLElement).innerText} ${attrs.join(" ")}`;
  });
  const words = new Set(text.split(/[^a-z0-9_]+/));
  return KEYS.filter((k) => words.has(k));
}

test("from home to a product and to the cart client-side: every screen shows its labels, none raw", async ({ page, consoleProblems }) => {
  const labelCalls: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/nuxtapi\/labels/.test(r.url())) labelCalls.push(r.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  expect(await rawKeys(page)).toEqual([]);

  await page.locator("main .product-card a.product-card-image").first().click();
  await expect(page.locator("body")).toHaveClass(/page-catalog-product/);
  // The product screen's own labels, which the home page did not carry.
  await expect(page.locator("main")).toContainText(seedLabel("product_description", "hr"));
  expect(await rawKeys(page)).toEqual([]);

  await followLink(page, (await page.locator("a.nav-cart").getAttribute("href"))!);
  await expect(page.locator("body")).toHaveClass(/page-webshop/);
  await expect(page.locator("main")).toContainText(seedLabel("cart_bestsellers", "hr"));
  expect(await rawKeys(page)).toEqual([]);

  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true); // no full load
  expect(labelCalls).toEqual([]); // the screens' own labels came with their data
  expect(consoleProblems).toEqual([]);
});

test("the cart's calls load when the shopper points at an add-to-cart form, and the add goes in", async ({ page, consoleProblems }) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/cart-api-[\w-]+\.js$/.test(r.url())) calls.push(r.url());
  });
  await page.goto("/en/products/grains-cereals/");
  await waitForHydration(page);
  expect(calls).toEqual([]);
  const card = page.locator(".listing .product-card").filter({ has: page.locator(".card-add-button") }).first();
  await card.locator(".card-add").hover();
  await expect.poll(() => calls.length).toBe(1);
  await card.locator(".card-add-button").click();
  await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");
  expect(calls).toHaveLength(1);
  expect(consoleProblems).toEqual([]);
});
