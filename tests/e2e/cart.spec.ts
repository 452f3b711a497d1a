import type { Page } from "@playwright/test";
import { arrive, bffPost, expect, holdChunk, seedLabel, test, waitForHydration } from "./fixtures";
import { formatPrice } from "../../shared/price";

/**
 * The cart in a real browser on the default site (hr, EUR): product → add to cart → the cart
 * page shows it with the right total → change the quantity → remove; and the quick order adds
 * two products at once. A desktop Chrome user agent: the headless one counts as a bot (bare
 * layout, no script, no token), and bots have no cart.
 */
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
test.use({ userAgent: CHROME_UA });

const L = (key: string) => seedLabel(key, "hr");
const eur = (n: number) => formatPrice(n, "hr-HR", "EUR");
/** "12,34 €" → 12.34, as the page shows it. */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

test("hr: product → add to cart → cart page shows it with the right total → change quantity → remove", async ({ page, consoleProblems }) => {
  await page.goto("/proizvodi/");
  await waitForHydration(page);
  // A product in stock: the first card whose page offers "add to cart".
  let title = "";
  for (let i = 0; i < 6 && !title; i++) {
    const link = page.locator(".product-card .product-card-title a").nth(i);
    const name = ((await link.textContent()) ?? "").trim();
    await link.click();
    await expect(page.locator(".product-buy h1")).toHaveText(name);
    if ((await page.locator(".add-to-cart-button").count()) > 0) title = name;
    else await page.goBack();
  }
  expect(title).not.toBe("");
  const button = page.locator(".add-to-cart-button");
  await expect(button).toHaveText(L("cart_add"));
  await button.click();
  await expect(page.locator(".add-to-cart .cart-status")).toContainText(L("cart_added"));

  await page.locator(".add-to-cart .cart-status a").click();
  await expect(page.locator(".cart h1")).toHaveText(L("cart_title"));
  const line = page.locator(".cart-item");
  await expect(line).toHaveCount(1);
  await expect(line.locator(".saved-item-title")).toHaveText(title);
  const unit = amountOf((await line.locator(".cart-unit-price").textContent()) ?? "");
  expect(unit).toBeGreaterThan(0);
  await expect(page.locator(".cart-subtotal")).toHaveText(eur(unit));
  // Issue 18: shipping is known in the cart (the site's default method; "free" reads as 0) and is in the total.
  const shipping = async () => amountOf((await page.locator(".cart-shipping-estimate").textContent()) ?? "");
  await expect(page.locator(".cart-total")).toHaveText(eur(Math.round((unit + (await shipping())) * 100) / 100));

  // Issue 18: the − / + stepper; two quick clicks are sent as one change, and the totals follow without a reload.
  const loads: string[] = [];
  page.on("framenavigated", (f) => f === page.mainFrame() && loads.push(f.url()));
  await line.locator(".qty-increase").click();
  await line.locator(".qty-increase").click();
  await expect(line.locator('.cart-qty-form input[name="qty"]')).toHaveValue("3");
  await expect(page.locator(".cart-subtotal")).toHaveText(eur(Math.round(unit * 3 * 100) / 100));
  expect(loads).toEqual([]);
  await expect(page.locator(".cart-total")).toHaveText(eur(Math.round((unit * 3 + (await shipping())) * 100) / 100));
  await expect(line.locator('.cart-qty-form input[name="qty"]')).toHaveValue("3");

  await line.locator(".cart-remove-form button").click();
  await expect(page.locator(".cart-empty")).toBeVisible();
  await expect(page.locator(".cart-status .cart-status-text")).toHaveText(L("cart_removed"));
  // Issue 18: a removed line can be put back as it was, then removed for good.
  await page.locator(".cart-status .cart-undo").click();
  await expect(line.locator('.cart-qty-form input[name="qty"]')).toHaveValue("3");
  await line.locator(".cart-remove-form button").click();
  await expect(page.locator(".cart-empty")).toBeVisible();
  await expect(page.locator(".cart-status .cart-status-text")).toHaveText(L("cart_removed"));
  // A reload asks the server: the cart is empty there too.
  await page.reload();
  await expect(page.locator(".cart-empty")).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test("hr: quick order finds products by a word and adds two of them to the cart at once", async ({ page, consoleProblems }) => {
  await page.goto("/proizvodi/?special_view=order_form");
  await waitForHydration(page);
  await expect(page.locator(".quick-order h1")).toHaveText(L("quick_order_title"));
  await page.locator('.quick-order-search input[name="search_q"]').fill("pahuljice");
  await page.locator(".quick-order-search button").click();
  const rows = page.locator(".quick-order-table tbody tr");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  const titles: string[] = [];
  for (const i of [0, 1]) {
    titles.push(((await rows.nth(i).locator("th a").textContent()) ?? "").trim());
    await rows.nth(i).locator('input[type="number"]').fill(String(i + 1));
  }
  await page.locator(".quick-order-form button[type=submit]").click();
  await expect(page.locator(".quick-order-status")).toContainText(L("quick_order_added").replace("{count}", "2"));
  await page.locator(".quick-order-status a:not(.button)").click();
  await expect(page.locator(".cart-item")).toHaveCount(2);
  for (const t of titles) await expect(page.locator(".cart-item .saved-item-title", { hasText: t })).toHaveCount(1);
  expect(consoleProblems).toEqual([]);
});

/** A product in stock on hr, the one the look baselines show. */
const STEPPER_PRODUCT = "/proizvodi/alpski-vocni-muesli-proizvod-33/";

test("hr: the product page's − / + stepper — − rests at 1, + stops at the most one may order, + twice and add to cart puts 3 in the cart", async ({ page, consoleProblems }) => {
  await page.goto(STEPPER_PRODUCT);
  await waitForHydration(page);
  const title = ((await page.locator(".product-buy h1").textContent()) ?? "").trim();
  const stepper = page.getByRole("group", { name: `${L("product_quantity")}: ${title}` });
  const field = page.locator(".add-to-cart").getByLabel(L("product_quantity"), { exact: true });
  const [minus, plus] = [stepper.getByRole("button", { name: L("cart_decrease") }), stepper.getByRole("button", { name: L("cart_increase") })];
  await expect(field).toHaveValue("1");
  await expect(minus).toBeDisabled();
  // Marked, not taken out of the keyboard's way: pressed, it does nothing and keeps the focus.
  await minus.focus();
  await page.keyboard.press("Enter");
  await expect(field).toHaveValue("1");
  await expect(minus).toBeFocused();

  // Typed beyond what may be ordered, the field holds the most (the stock or the per-order limit), and + rests there.
  const max = Number(await field.getAttribute("max"));
  expect(max).toBeGreaterThanOrEqual(3);
  await field.fill("999");
  await expect(field).toHaveValue(String(max));
  await expect(plus).toBeDisabled();
  await plus.click({ force: true });
  await expect(field).toHaveValue(String(max));
  // Emptied, it reads 1.
  await field.fill("");
  await expect(field).toHaveValue("1");

  // + twice, the second from the keyboard; the arrow keys step the field as well.
  await plus.click();
  await plus.focus();
  await page.keyboard.press("Enter");
  await expect(field).toHaveValue("3");
  await expect(plus).toBeFocused();
  await expect(minus).toBeEnabled();
  await field.focus();
  await page.keyboard.press("ArrowUp");
  await expect(field).toHaveValue("4");
  await page.keyboard.press("ArrowDown");
  await expect(field).toHaveValue("3");

  await page.locator(".add-to-cart-button").click();
  await expect(page.locator(".add-to-cart .cart-status")).toContainText(L("cart_added"));
  await page.locator(".add-to-cart .cart-status a").click();
  const line = page.locator(".cart-item");
  await expect(line).toHaveCount(1);
  await expect(line.locator(".saved-item-title")).toHaveText(title);
  await expect(line.locator('.cart-qty-form input[name="qty"]')).toHaveValue("3");
  expect(consoleProblems).toEqual([]);
});

test("hr: without JavaScript the product page's quantity is a plain field of its add-to-cart form", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: CHROME_UA, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(STEPPER_PRODUCT);
  const title = ((await page.locator(".product-buy h1").textContent()) ?? "").trim();
  // The phone's sticky bar needs a script to know where the button is: without one it never shows.
  await page.mouse.wheel(0, 1400);
  await expect(page.locator(".add-to-cart-button")).not.toBeInViewport();
  await expect(page.locator(".sticky-buy")).toBeHidden();
  await page.locator(".add-to-cart").getByLabel(L("product_quantity"), { exact: true }).fill("3");
  await page.locator(".add-to-cart-button").click();
  await expect(page).toHaveURL(/\/webshop\/\?notice=cart_added$/);
  const line = page.locator(".cart-item");
  await expect(line).toHaveCount(1);
  await expect(line.locator(".saved-item-title")).toHaveText(title);
  await expect(line.locator('.cart-qty-form input[name="qty"]')).toHaveValue("3");
  await context.close();
});

// Issue 12 (docs/decisions/0018-javascript-budget.md): what a change of the cart does, and the
// cart's islands (the coupon box with its post, the cross-sell rail), are chunks loaded when the
// shopper reaches for a cart form or an island; the page's first view loads neither, and the
// change and the coupon work as before.
test("en: the cart page's changes and its coupon box load when the shopper reaches for them", async ({ page, consoleProblems }) => {
  const chunks: string[] = [];
  page.on("request", (r) => {
    const m = /\/assets\/(cart-actions|cart-parts)-[\w-]+\.js$/.exec(r.url());
    if (m) chunks.push(m[1]!);
  });
  await page.goto("/en/products/grains-cereals/");
  await waitForHydration(page);
  await page.locator(".listing .product-card .card-add-button").first().click();
  await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");
  await page.goto((await page.locator("a.nav-cart").getAttribute("href"))!);
  await waitForHydration(page);
  const line = page.locator(".cart-item");
  await expect(line).toHaveCount(1);
  expect(chunks).toEqual([]);

  // A change gives the coupon box a new cart: the box's code (the cart's islands') comes with the change's.
  await line.locator(".qty-increase").hover();
  await expect.poll(() => chunks.toSorted()).toEqual(["cart-actions", "cart-parts"]);
  await line.locator(".qty-increase").click();
  await expect(page.locator(".cart-status")).toHaveText(seedLabel("cart_update", "en"));
  await expect(line.locator('.cart-qty-form input[name="qty"]')).toHaveValue("2");

  await page.locator(".coupon-toggle summary").click();
  await page.locator("#coupon-code").fill("NO-SUCH-CODE");
  await page.locator(".coupon-form button[type=submit]").click();
  await expect(page.locator("#coupon-status")).toHaveText(seedLabel("error_coupon_invalid_code", "en"));
  expect(chunks.toSorted()).toEqual(["cart-actions", "cart-parts"]);
  expect(consoleProblems.filter((p) => !p.includes("status of 400"))).toEqual([]); // the refused code's answer
});

/**
 * A line in this browser's cart on hr (through the BFF; not the flow under test): a package in
 * stock under 30 € a piece, as many as make `worth` € at least.
 */
async function cartOf(page: Page, worth = 0): Promise<void> {
  await arrive(page, "/");
  const res = await page.request.post("/api/nuxtapi/catalog/products/", { data: { limit: 24 } });
  expect(res.ok(), await res.text()).toBe(true);
  type Item = { shopping_cart_code: string; is_available: boolean; available_qty: number; limited_qty: number | null; price_custom: number };
  const items = ((await res.json()) as { data: { items: Item[] } }).data.items;
  const item = items.find((i) => i.is_available && i.limited_qty === null && i.price_custom < 30 && i.available_qty * i.price_custom >= worth);
  expect(item).toBeDefined();
  const qty = Math.max(1, Math.ceil(worth / item!.price_custom));
  expect((await bffPost(page, "/api/nuxtapi/webshop/product/", { code: item!.shopping_cart_code, qty })).status()).toBe(200);
}

/** From the checkout button, the control before the coupon box, on with Tab. */
async function tabIntoCoupon(page: Page): Promise<void> {
  await page.locator(".cart-checkout a").focus();
  await page.keyboard.press("Tab");
  await expect(page.locator(".coupon-toggle summary")).toBeFocused();
}

test("hr, keyboard: a code sent before the coupon box's code is here is held, then goes the script's way once it is", async ({ page, consoleProblems }) => {
  await cartOf(page);
  const box = await holdChunk(page, "cart-parts");
  await arrive(page, "/webshop/");
  expect(box.asked(), "the cart's first view loads no coupon code").toBe(0);
  await tabIntoCoupon(page);
  await expect.poll(box.asked, "the focus in the box asks for its code").toBe(1);
  // "Have a coupon?" opens natively; the code is typed and sent while the box is still the server's HTML.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.locator("#coupon-code")).toBeFocused();
  await page.keyboard.type("ZRNO10");
  const loads: string[] = [];
  page.on("framenavigated", (f) => f === page.mainFrame() && loads.push(f.url()));
  await page.keyboard.press("Enter");
  await expect(page.locator("#coupon-code")).toHaveValue("ZRNO10");
  box.release();
  await expect(page.locator("#coupon-status")).toHaveText(L("coupon_applied"));
  await expect(page.locator(".coupon-code")).toHaveText("ZRNO10");
  await expect(page.locator(".coupon-applied button")).toBeFocused();
  expect(loads, "no page load: the JSON post").toEqual([]);
  expect(box.asked()).toBe(1);
  expect(consoleProblems).toEqual([]);
});

test("hr: when the coupon box's code cannot load, a code goes as the plain post and the page comes back with it applied", async ({ page, consoleProblems }) => {
  await cartOf(page);
  await page.route(/\/assets\/cart-parts-[\w-]+\.js$/, (route) => route.abort());
  await arrive(page, "/webshop/");
  await page.locator(".coupon-toggle summary").click();
  await page.locator("#coupon-code").fill("ZRNO10");
  await Promise.all([page.waitForNavigation(), page.locator(".coupon-form button[type=submit]").click()]);
  await expect(page.locator(".coupon-code")).toHaveText("ZRNO10");
  await expect(page.locator("#coupon-status")).toHaveText(L("coupon_applied"));
  expect(consoleProblems.filter((p) => !p.includes("Failed to load resource"))).toEqual([]);
});

test("hr: a change of the cart before anyone reached for the coupon box updates the box: the coupon's minimum not met says so", async ({ page, consoleProblems }) => {
  // ZRNO5: 5 € off a cart of 30 € or more (README, "Checkout: coupons").
  await cartOf(page, 35);
  expect((await bffPost(page, "/api/nuxtapi/webshop/coupon/", { code: "ZRNO5" })).status()).toBe(200);
  await arrive(page, "/webshop/");
  await expect(page.locator(".coupon-code")).toHaveText("ZRNO5");
  await expect(page.locator(".coupon-refusal")).toHaveCount(0);
  const line = page.locator(".cart-item");
  const unit = amountOf((await line.locator(".cart-unit-price").textContent()) ?? "");
  expect(unit, "one of it is under the coupon's minimum").toBeLessThan(30);
  await line.locator('.cart-qty-form input[name="qty"]').fill("1");
  await expect(page.locator(".cart-subtotal")).toHaveText(eur(unit));
  await expect(page.locator(".coupon-code")).toHaveText("ZRNO5");
  await expect(page.locator(".coupon-refusal")).toHaveText(L("error_coupon_min_amount").replace("{amount}", eur(30)));
  expect(consoleProblems).toEqual([]);
});

test("hr, keyboard: a cross-sell added before the rail's code is here is held, then goes in the script's way; the status says so", async ({ page, consoleProblems }) => {
  await cartOf(page);
  const rail = await holdChunk(page, "cart-parts");
  await arrive(page, "/webshop/");
  await expect(page.locator(".cart-item")).toHaveCount(1);
  expect(rail.asked()).toBe(0);
  // From the last line's "save to wishlist", Tab on into the rail: the focus there asks for its code.
  await page.locator(".cart-item .cart-save-form button").last().focus();
  const add = page.locator(".cart-cross-sell form button").first();
  for (let i = 0; i < 4 && !(await add.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(add).toBeFocused();
  await expect.poll(rail.asked).toBe(1);
  const loads: string[] = [];
  page.on("framenavigated", (f) => f === page.mainFrame() && loads.push(f.url()));
  await page.keyboard.press("Enter");
  rail.release();
  await expect(page.locator(".cart-status .cart-status-text")).toHaveText(L("cart_added"));
  await expect(page.locator(".cart-item")).toHaveCount(2);
  expect(loads, "no page load: the script's add").toEqual([]);
  expect(consoleProblems).toEqual([]);
});
