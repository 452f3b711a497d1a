import type { Page } from "@playwright/test";
import { arrive, expect, holdChunk, seedLabel, test } from "./fixtures";

/**
 * The shop's header (docs/decisions/0012-shop-navigation.md) as a keyboard user and a phone user
 * meet it: the category mega-menu, the cart's count and its mini-cart drawer, the sticky bar.
 */
const L = (key: string) => seedLabel(key, "en");

/** Puts `qty` of a package in stock in this browser's cart through the BFF. */
async function addToCart(page: Page, qty: number): Promise<void> {
  const list = await page.request.post("/en/api/nuxtapi/catalog/products/", { data: { limit: 24 } });
  const items = ((await list.json()) as { data: { items: { shopping_cart_code: string; is_available: boolean; available_qty: number; limited_qty: number | null }[] } }).data.items;
  const code = items.find((i) => i.is_available && i.available_qty >= 10 && i.limited_qty === null)!.shopping_cart_code;
  const origin = new URL(page.url()).origin;
  expect((await page.request.post("/en/api/nuxtapi/webshop/product/", { data: { code, qty }, headers: { origin, "sec-fetch-site": "same-origin" } })).status()).toBe(200);
}

test("desktop: the mega-menu and the mini-cart work from the keyboard alone", async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await arrive(page, "/en/");
  await addToCart(page, 2);
  await page.reload();
  const cart = page.locator(".nav-cart");
  // The count arrives after hydration; the server's HTML has none.
  await expect(cart.locator(".cart-count")).toHaveText("(2)");

  // Mega-menu: Enter opens it on its first link, ↓ moves, Escape closes it back on the button.
  const toggle = page.locator(".category-menu-toggle");
  await toggle.focus(); // the islands' code loads with the focus (client/components/islands.tsx)
  await islandsHydrated(page);
  await page.keyboard.press("Enter");
  const menu = page.locator("#category-menu");
  await expect(menu).toBeVisible();
  await expect(page.locator("details.category-menu")).toHaveAttribute("open", ""); // the summary's expanded state
  const links = menu.locator("a");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // Content pages are one click away in the header.
  for (const key of ["nav_recipes", "nav_magazine", "nav_faq", "nav_locations"]) await expect(page.locator("#site-nav").getByRole("link", { name: L(key) })).toBeVisible();
  await expect(page.locator("details.site-switch summary")).toContainText("EUR");

  // Mini-cart: opened from the cart button, focus inside, trapped, Escape closes and returns it.
  await cart.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: L("cart_title") });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(".mini-cart-close")).toBeFocused();
  await expect(drawer.locator(".mini-cart-line")).toHaveCount(1);
  await expect(drawer.locator(".stepper-value")).toHaveText("2");
  await expect(drawer.locator(".free-shipping")).toBeVisible();
  for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // + raises the line and the header's count together.
  await drawer.getByRole("button", { name: L("cart_increase") }).click();
  await expect(drawer.locator(".stepper-value")).toHaveText("3");
  await expect(cart.locator(".cart-count")).toHaveText("(3)");
  await expect(drawer.getByRole("link", { name: L("cart_checkout") })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(cart).toBeFocused();
  expect(consoleProblems).toEqual([]);
});

/**
 * Issue 12 (docs/decisions/0018-javascript-budget.md, "The header's islands"): the search box, the
 * category menu and the site switch hydrate when the shopper first reaches for them. Their chunk is
 * held back here (`holdChunk`), as on a slow network: the first tap and the words typed before it arrives are
 * not lost, and once it is here the menu's keys and the box's suggestions work.
 */

/** Whether React has hydrated the header's islands (a node of a dehydrated boundary has no fiber yet). */
async function islandsHydrated(page: Page): Promise<void> {
  await expect.poll(() => page.locator(".category-menu-toggle").evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")))).toBe(true);
}

for (const width of [390, 1280]) {
  test(`${width} px: the category menu's first tap opens it before its code is here; then its keys work`, async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width, height: 900 });
    const islands = await holdChunk(page, "island-parts");
    await arrive(page, "/en/");
    expect(islands.asked(), "the page loads no island code before the shopper reaches for it").toBe(0);
    if (width < 900) await page.locator(".menu-toggle").click();
    const toggle = page.locator(".category-menu-toggle");
    await toggle.click();
    await expect.poll(islands.asked).toBe(1);
    const menu = page.locator("#category-menu");
    await expect(menu.locator("a").first()).toBeVisible(); // still held: the <details> opened natively
    islands.release();
    await islandsHydrated(page);
    await expect(menu.locator("a").first()).toBeVisible(); // hydrating kept it open
    // Its keys go live with a chunk of their own, which hydrating it with the menu open loads.
    await expect(async () => {
      await toggle.focus();
      await page.keyboard.press("ArrowDown");
      await expect(menu.locator("a").first()).toBeFocused({ timeout: 500 });
    }).toPass();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(consoleProblems).toEqual([]);
  });
}

test("desktop: words typed in the search box before its code is here get their suggestions", async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const islands = await holdChunk(page, "island-parts");
  await arrive(page, "/en/");
  const box = page.locator(".search-box [role=combobox]");
  await box.click();
  await box.pressSequentially("cokol", { delay: 40 });
  await expect(box).toHaveValue("cokol");
  expect(islands.asked()).toBe(1);
  islands.release();
  const list = page.locator(".search-box [role=listbox]");
  await expect(list.getByRole("option").filter({ hasText: /chocolate/i }).first()).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(box).toHaveValue("cokol");
  // Enter on the box goes to the results page, by the client-side navigation.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.keyboard.press("Escape");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/search_q=cokol/);
  await expect(page.locator(".search-page")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(consoleProblems).toEqual([]);
});

test("desktop: the search box still searches when its code cannot load (a plain GET form)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route(/\/assets\/island-parts-[\w-]+\.js$/, (route) => route.abort());
  await arrive(page, "/en/");
  const box = page.locator(".search-box [role=combobox]");
  await box.fill("chocolate");
  await box.press("Enter");
  await expect(page).toHaveURL(/search_q=chocolate/);
  await expect(page.locator(".search-page .product-card").first()).toBeVisible();
});

test("phone: cart with its count and the search stay in the sticky bar; the drawer lists the categories", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await arrive(page, "/en/");
  await addToCart(page, 1);
  await page.reload();
  await page.mouse.wheel(0, 1500);
  await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");
  await expect(page.locator(".nav-cart")).toBeInViewport();
  await expect(page.locator(".search-box input")).toBeInViewport();
  await page.locator(".menu-toggle").click();
  await page.locator(".category-menu-toggle").click();
  await expect(page.locator("#category-menu a").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("#category-menu")).toBeHidden();
});

test("listing: two columns on a phone; add to cart with its quantity right on a card opens the mini-cart", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await arrive(page, "/en/products/");
  const cards = page.locator(".listing .product-card");
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  // Side by side: same row, two columns.
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  const card = page.locator(".listing .product-card:has(.card-add)").first();
  await card.getByRole("button", { name: L("cart_increase") }).click();
  await expect(card.locator(".card-add input[name=qty]")).toHaveValue("2");
  await card.locator(".card-add-button").click();
  const drawer = page.getByRole("dialog", { name: L("cart_title") });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(".stepper-value")).toHaveText("2");
  await expect(page.locator(".nav-cart .cart-count")).toHaveText("(2)");
});
