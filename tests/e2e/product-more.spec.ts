import type { Page } from "@playwright/test";
import { expect, seedLabel, test, typefaceIn, waitForHydration } from "./fixtures";
import { axeProblems, lookContext, viewportOf, WIDTHS } from "./support/look";

/**
 * The product page's further sections (issue 10; docs/decisions/0031-goes-well-with-and-recently-viewed.md):
 * "goes well with" and the recipes that use the product, and the shopper's recently viewed
 * products, at a phone's and a desktop's width. A phone swipes each row sideways; a desktop
 * shows it as a grid, nothing on the page scrolling sideways.
 */
const RECIPE = "/en/recipes/homemade-almond-butter/";
const LISTING = "/en/products/grains-cereals/";

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** The recipe's title and the first product it uses: a product some recipe names, so its page has both sections. */
async function productOfRecipe(page: Page): Promise<{ recipeTitle: string; product: string }> {
  await open(page, RECIPE);
  return { recipeTitle: (await page.locator("h1").innerText()).trim(), product: (await page.locator(".recipe-products .product-card-title a").first().getAttribute("href"))! };
}

/** A listing's first products: id, path and title. */
async function listed(page: Page): Promise<Array<{ id: number; href: string; title: string }>> {
  await open(page, LISTING);
  return page.locator(".listing .product-card").evaluateAll((cards) =>
    cards.map((c) => {
      const a = c.querySelector(".product-card-title a")!;
      return { id: Number(c.getAttribute("data-product-id")), href: a.getAttribute("href")!, title: a.textContent!.trim() };
    }),
  );
}

/** Errors and warnings a page logs. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => (msg.type() === "error" || msg.type() === "warning") && problems.push(`${msg.type()}: ${msg.text()}`));
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

type Product = { id: number; href: string; title: string };

/** The strip's chunk records a view as it mounts, after hydration: wait for it before leaving the page. */
async function recorded(page: Page, product: Product): Promise<void> {
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem("zrno:recently-viewed:en") ?? "[]") as Array<{ id: number }>)[0]?.id)).toBe(product.id);
}

const titlesOf = (page: Page, section: string) => page.locator(`${section} .product-card-title a`).allInnerTexts();

for (const width of WIDTHS) {
  test(`at ${width} px a product page shows what goes well with it and the recipes that use it, and a recipe card leads to its recipe`, async ({ browser, baseURL }, testInfo) => {
    const context = await lookContext(browser, baseURL!, testInfo);
    const page = await context.newPage();
    const consoleProblems = problemsOf(page);
    await page.setViewportSize(viewportOf(width));
    const { recipeTitle, product } = await productOfRecipe(page);
    await open(page, product);

    const goes = page.locator(".goes-well-with");
    await expect(goes.locator("h2")).toHaveText(seedLabel("product_goes_well_with", "en"));
    await expect(goes.locator(".product-card")).toHaveCount(6);
    // Other products than the same-category ones below, each with its add-to-cart.
    const related = await titlesOf(page, ".related");
    for (const title of await titlesOf(page, ".goes-well-with")) expect(related).not.toContain(title);
    await expect(goes.locator(".card-add-button")).toHaveCount(6);

    const recipes = page.locator(".product-recipes");
    await expect(recipes.locator("h2")).toHaveText(seedLabel("product_recipes", "en"));
    const card = recipes.locator(".recipe-card").filter({ hasText: recipeTitle });
    await expect(card).toHaveCount(1);
    await expect(card.locator(".recipe-card-time")).toHaveText(/^Ready in \d+ min$/);

    // A phone swipes the row sideways; a desktop shows the six cards in one row. The page itself never scrolls sideways.
    const grid = goes.locator(".product-grid");
    const [scroll, client] = await grid.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    if (width === 390) expect(scroll).toBeGreaterThan(client);
    else {
      expect(scroll).toBeLessThanOrEqual(client);
      const tops = await goes.locator(".product-card").evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await typefaceIn(page);
    await goes.scrollIntoViewIfNeeded();
    await goes.screenshot({ path: testInfo.outputPath(`goes-well-with-${width}.png`), animations: "disabled" });
    await recipes.scrollIntoViewIfNeeded();
    await recipes.screenshot({ path: testInfo.outputPath(`product-recipes-${width}.png`), animations: "disabled" });

    expect(await axeProblems(page, `product with goes well with and recipes at ${width} px`, ["main"])).toEqual([]);

    // The whole card is its recipe's link.
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${RECIPE}$`));
    await expect(page.locator("h1")).toHaveText(recipeTitle);
    expect(consoleProblems).toEqual([]);
    await context.close();
  });

  test(`at ${width} px recently viewed shows, after hydration, the products seen before this one, newest first`, async ({ browser, baseURL }, testInfo) => {
    const context = await lookContext(browser, baseURL!, testInfo);
    const page = await context.newPage();
    const consoleProblems = problemsOf(page);
    await page.setViewportSize(viewportOf(width));
    const [a, b, c] = (await listed(page)) as [Product, Product, Product];

    // The first product seen: nothing seen before it, so no section.
    await open(page, a.href);
    await expect(page.locator(".goes-well-with")).toBeVisible();
    await recorded(page, a);
    await expect(page.locator(".recently-viewed")).toHaveCount(0);
    await open(page, b.href);
    await expect(page.locator(".recently-viewed .product-card")).toHaveCount(1);
    await recorded(page, b);
    await open(page, c.href);
    const recent = page.locator(".recently-viewed");
    await expect(recent.locator("h2")).toHaveText(seedLabel("product_recently_viewed", "en"));
    await expect(recent.locator(".product-card-title a")).toHaveText([b.title, a.title]);
    await expect(recent.locator(".card-add-button")).toHaveCount(2);
    // Drawn by the browser only: the server's page is the same for every visitor.
    expect(await (await page.request.get(c.href)).text()).not.toContain("recently-viewed");

    await typefaceIn(page);
    await recent.scrollIntoViewIfNeeded();
    await recent.screenshot({ path: testInfo.outputPath(`recently-viewed-${width}.png`), animations: "disabled" });
    await page.screenshot({ path: testInfo.outputPath(`product-foot-${width}.png`), fullPage: true, animations: "disabled" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeProblems(page, `product with recently viewed at ${width} px`, ["main"])).toEqual([]);

    // Back on the first: the two seen since, newest first.
    await open(page, a.href);
    await expect(page.locator(".recently-viewed .product-card-title a")).toHaveText([c.title, b.title]);

    // A client-side navigation to another product counts as a view too.
    await page.locator(".recently-viewed .product-card-title a").first().click();
    await expect(page).toHaveURL(new RegExp(`${c.href}$`));
    await expect(page.locator(".recently-viewed .product-card-title a")).toHaveText([a.title, b.title]);
    expect(consoleProblems).toEqual([]);
    await context.close();
  });
}

test("recently viewed keeps at most twelve products per site, and what is stored that is no card is dropped", async ({ browser, baseURL }, testInfo) => {
  const context = await lookContext(browser, baseURL!, testInfo);
  const page = await context.newPage();
  const [first, second, ...rest] = await listed(page);
  await open(page, first!.href);
  // Written as the strip's chunk mounts, after hydration: wait for it.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("zrno:recently-viewed:")))).toEqual(["zrno:recently-viewed:en"]);
  const [card] = await page.evaluate(() => JSON.parse(localStorage.getItem("zrno:recently-viewed:en")!) as Array<{ id: number }>);
  expect(card!.id).toBe(first!.id);
  // Fifteen stored cards (real products' ids, so today's prices answer for them) after two that are no card.
  const others = rest.slice(0, 15).map((p) => p.id);
  expect(others.length).toBe(15);
  await page.evaluate(([cards, junk]) => localStorage.setItem("zrno:recently-viewed:en", JSON.stringify([...junk, ...cards])), [others.map((id) => ({ ...card, id })), [{ id: "x" }, "<script>"]] as const);
  await open(page, second!.href);
  await expect(page.locator(".recently-viewed .product-card")).toHaveCount(12);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("zrno:recently-viewed:en")!) as Array<{ id: number }>);
  expect(kept.map((k) => k.id)).toEqual([second!.id, ...others.slice(0, 11)]);
  // Another site keeps its own list: its language, prices and paths are its own.
  await open(page, "/de/");
  expect(await page.evaluate(() => localStorage.getItem("zrno:recently-viewed:de"))).toBeNull();
  await context.close();
});
