import type { Page } from "@playwright/test";
import { arrive, expect, seedLabel, test } from "./fixtures";

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
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.locator("#category-menu");
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
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
