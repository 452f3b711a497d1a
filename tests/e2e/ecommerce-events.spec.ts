import type { BrowserContext, Page } from "@playwright/test";
import { arrive, expect, seedLabel, test, waitForHydration } from "./fixtures";
import { CONSENT_COOKIE, giveConsent, recordCspViolations } from "./runtime-fixtures";

/**
 * Consented e-commerce events in Chromium (docs/decisions/0023-consented-ecommerce-events.md), on
 * rs (RSD, tag container GTM-P4ZR9RS) and hr (no container). The tag hosts are answered by the
 * test itself (an empty script), so nothing leaves the machine; every request to another origin is
 * recorded. What reaches `window.dataLayer` is logged to sessionStorage by an init script that
 * watches the property being set, so the pushes of a page that has left (a checkout step) are kept.
 */

const RS = "/rs";
const TAG_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;
// A whole checkout per test.
test.setTimeout(120_000);

interface Pushed {
  path: string;
  item: { event?: string; ecommerce?: Ecommerce | null };
}
interface Ecommerce {
  currency: string;
  value?: number;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  shipping_tier?: string;
  payment_type?: string;
  item_list_id?: string;
  items: { item_id: string; item_name: string; item_brand?: string; item_category?: string; item_variant?: string; price: number; quantity: number; index?: number; item_list_id?: string }[];
}

/** Answers the tag hosts here (nothing goes out) and records every request to another origin. */
async function guardOutside(context: BrowserContext, baseURL: string): Promise<{ tag: string[]; other: string[] }> {
  const seen = { tag: [] as string[], other: [] as string[] };
  const own = new URL(baseURL).origin;
  await context.route(TAG_HOSTS, (route) => {
    seen.tag.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/javascript", body: "/* answered by the test */" });
  });
  context.on("request", (req) => {
    const url = req.url();
    if (!url.startsWith(own) && !url.startsWith("data:") && !TAG_HOSTS.test(url)) seen.other.push(url);
  });
  return seen;
}

/** Logs every push onto `window.dataLayer`, from before the page's first script, across page loads. */
async function watchDataLayer(page: Page): Promise<() => Promise<Pushed[]>> {
  await page.addInitScript(() => {
    const log = (item: unknown) => {
      const all = JSON.parse(sessionStorage.getItem("__pushed") ?? "[]") as unknown[];
      all.push({ path: location.pathname, item });
      sessionStorage.setItem("__pushed", JSON.stringify(all));
    };
    let layer: unknown[] | undefined;
    Object.defineProperty(window, "dataLayer", {
      configurable: true,
      get: () => layer,
      set(value: unknown[]) {
        if (value === layer) return;
        layer = value;
        for (const item of value) log(item);
        const push = value.push.bind(value);
        value.push = (...items: unknown[]) => {
          for (const item of items) log(item);
          return push(...items);
        };
      },
    });
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem("__pushed") ?? "[]") as Pushed[]);
}

const events = (pushed: Pushed[], name?: string) => pushed.filter((p) => p.item.ecommerce && (!name || p.item.event === name));

/** A product of the site with one package, plenty in stock and no per-order limit. */
async function someProduct(page: Page, prefix: string): Promise<{ code: string; url: string; title: string }> {
  const res = await page.request.post(`${prefix}/api/nuxtapi/catalog/products/`, { data: { limit: 48 } });
  expect(res.ok(), await res.text()).toBe(true);
  const items = ((await res.json()) as { data: { items: { code: string; title: string; url_without_domain: string; is_available: boolean; available_qty: number; limited_qty: number | null }[] } }).data.items;
  const p = items.find((i) => i.is_available && i.available_qty >= 10 && i.limited_qty === null);
  expect(p).toBeTruthy();
  return { code: p!.code, url: `${prefix}${p!.url_without_domain}`, title: p!.title };
}

/** Product page → add 2 → cart → guest checkout with delivery and bank transfer → thank-you; answers the methods' titles. */
async function buyTwo(page: Page, prefix: string, product: { url: string }): Promise<{ shipping: string; payment: string }> {
  await page.goto(product.url);
  await waitForHydration(page);
  await page.locator("form.add-to-cart input[name=qty]").fill("2");
  const added = page.waitForResponse((r) => r.url().endsWith("/api/nuxtapi/webshop/product/") && r.request().method() === "POST");
  await page.locator("form.add-to-cart .add-to-cart-button").click();
  expect((await added).status()).toBe(200);
  await expect(page.locator("form.add-to-cart .cart-status")).not.toBeEmpty();

  await page.goto(`${prefix}/webshop/`);
  await waitForHydration(page);
  await page.locator(".cart-checkout a").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/webshop/login/$`));
  await page.locator(".checkout-guest-button").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/webshop/customer/$`));
  await waitForHydration(page);
  const customer = { first_name: "Ana", last_name: "Petrović", email: `kupac-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`, phone: "+381 64 111 2222", street: "Knez Mihailova 12", zip: "11000", city: "Beograd" };
  for (const [name, value] of Object.entries(customer)) await page.locator(`form#customer input[name="${name}"]`).fill(value);
  await page.locator('form#customer button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/webshop/shipping/$`));
  await waitForHydration(page);
  await page.locator('form#shipping input[value="delivery"]').check();
  const shipping = (await page.locator('form#shipping label[for="shipping-delivery"] strong').textContent()) ?? "";
  await page.locator('form#shipping button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/webshop/payment/$`));
  await waitForHydration(page);
  await page.locator('form#payment input[value="bank-transfer"]').check();
  const payment = (await page.locator('form#payment label[for="payment-bank-transfer"] strong').textContent()) ?? "";
  await page.locator('form#payment button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/webshop/review-order/$`));
  await waitForHydration(page);
  await page.locator('form#order input[name="accept_terms"]').check();
  await page.locator('form#order button[type="submit"]').click();
  await expect(page).toHaveURL(/\/webshop\/thank-you\/\?order_identificator=\d+-[a-z0-9]{10}$/);
  await waitForHydration(page);
  return { shipping, payment };
}

/** The order the thank-you page shows, from its embedded state. */
function orderOnPage(page: Page) {
  return page.evaluate(
    () =>
      (JSON.parse(document.getElementById("__STATE__")?.textContent ?? "{}") as {
        screen: { order: { order_number: string; currency: string; items: { product_code: string; unit_price: number; quantity: number }[]; total: { total_items_total: number; total_tax: number; total_extra_shipping: number } } };
      }).screen.order,
  );
}

test("rs with analytics consent: the funnel's events reach the dataLayer with the order's values; purchase once; nothing leaves", async ({ page, context, baseURL, consoleProblems }) => {
  const outside = await guardOutside(context, baseURL!);
  const pushed = await watchDataLayer(page);
  const violations = await recordCspViolations(page);
  await giveConsent(context, baseURL!, "analytics");

  // A listing: view_item_list with the products shown, in RSD. The container loads (answered here).
  await arrive(page, `${RS}/proizvodi/`);
  await expect.poll(async () => events(await pushed(), "view_item_list").length).toBe(1);
  const list = events(await pushed(), "view_item_list")[0]!.item.ecommerce!;
  expect(list.currency).toBe("RSD");
  expect(list.item_list_id).toBe("/proizvodi/");
  const cards = await page.locator(".listing .product-card").count();
  expect(list.items.length).toBe(cards);
  expect(list.items.map((i) => i.index)).toEqual([...Array(cards).keys()]);
  await expect.poll(() => outside.tag.some((u) => u.includes("/gtm.js?id=GTM-P4ZR9RS"))).toBe(true);

  // The product page: view_item.
  const product = await someProduct(page, RS);
  const methods = await buyTwo(page, RS, product);
  const all = await pushed();
  const viewItem = events(all, "view_item").find((p) => p.item.ecommerce!.items[0]!.item_id === product.code);
  expect(viewItem?.item.ecommerce).toMatchObject({ currency: "RSD", items: [{ item_id: product.code, item_name: product.title, quantity: 1 }] });

  // add_to_cart: the package, 2 of it, at the price the cart charges.
  const add = events(all, "add_to_cart");
  expect(add).toHaveLength(1);
  const order = await orderOnPage(page);
  const line = order.items.find((i) => i.product_code === product.code)!;
  expect(add[0]!.item.ecommerce).toMatchObject({ currency: "RSD", value: Math.round(line.unit_price * 2 * 100) / 100, items: [{ item_id: product.code, price: line.unit_price, quantity: 2 }] });

  // The cart and the checkout steps, each once.
  for (const name of ["view_cart", "begin_checkout", "add_shipping_info", "add_payment_info"]) expect(events(all, name), name).toHaveLength(1);
  expect(events(all, "begin_checkout")[0]!.path).toBe(`${RS}/webshop/customer/`);
  expect(methods.shipping).not.toBe("");
  expect(events(all, "add_shipping_info")[0]!.item.ecommerce!.shipping_tier).toBe(methods.shipping);
  expect(events(all, "add_payment_info")[0]!.item.ecommerce!.payment_type).toBe(methods.payment);

  // purchase: the readable order number, the order's lines and sums, in RSD.
  await expect.poll(async () => events(await pushed(), "purchase").length).toBe(1);
  const purchase = events(await pushed(), "purchase")[0]!.item.ecommerce!;
  await expect(page.locator(".checkout-order-number")).toContainText(order.order_number);
  expect(purchase).toMatchObject({
    transaction_id: order.order_number,
    currency: "RSD",
    value: order.total.total_items_total,
    tax: order.total.total_tax,
    shipping: order.total.total_extra_shipping,
  });
  expect(purchase.items.map((i) => [i.item_id, i.price, i.quantity])).toEqual(order.items.map((i) => [i.product_code, i.unit_price, i.quantity]));
  expect(purchase.items.every((i) => i.item_brand && i.item_category)).toBe(true);

  // A reload of the thank-you page reports the order no more (the container's own start marks each load).
  const starts = async () => (await pushed()).filter((p) => p.item.event === "gtm.js" && p.path.endsWith("/thank-you/")).length;
  await expect.poll(starts).toBe(1);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(starts).toBe(2);
  expect(events(await pushed(), "purchase")).toHaveLength(1);

  // GTM's shape: each event's ecommerce cleared before it.
  const flat = await pushed();
  for (const [i, p] of flat.entries()) if (p.item.event && p.item.ecommerce) expect(flat[i - 1]?.item).toEqual({ ecommerce: null });
  expect(outside.other).toEqual([]);
  expect(await violations()).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("rs without consent: the same funnel puts nothing on a dataLayer, loads no events code and asks no tag host", async ({ page, context, baseURL, consoleProblems }) => {
  const outside = await guardOutside(context, baseURL!);
  const pushed = await watchDataLayer(page);
  const chunks: string[] = [];
  page.on("request", (r) => r.url().includes("/assets/ecommerce-") && chunks.push(r.url()));

  await arrive(page, `${RS}/proizvodi/`);
  const product = await someProduct(page, RS);
  await buyTwo(page, RS, product);
  await expect(page.locator(".checkout-order-number")).toBeVisible();

  expect(await pushed()).toEqual([]);
  expect(await page.evaluate(() => "dataLayer" in window && (window as { dataLayer?: unknown }).dataLayer !== undefined)).toBe(false);
  expect(chunks).toEqual([]);
  expect(outside.tag).toEqual([]);
  expect(outside.other).toEqual([]);
  expect((await context.cookies()).some((c) => c.name === CONSENT_COOKIE)).toBe(false);
  expect(consoleProblems).toEqual([]);
});

test("rs: withdrawing analytics reloads the page without the container, and the events stop", async ({ page, context, baseURL }) => {
  const outside = await guardOutside(context, baseURL!);
  const pushed = await watchDataLayer(page);
  await giveConsent(context, baseURL!, "analytics");
  const product = await someProduct(page, RS);
  await page.goto(product.url);
  await waitForHydration(page);
  await expect.poll(async () => events(await pushed(), "view_item").length).toBe(1);
  await expect.poll(() => outside.tag.length).toBeGreaterThan(0);

  const banner = page.locator("form.consent");
  const reloaded = page.waitForEvent("load");
  await banner.getByText(seedLabel("consent_settings", "sr")).click();
  await banner.getByRole("checkbox", { name: seedLabel("consent_analytics", "sr") }).uncheck();
  await banner.getByRole("button", { name: seedLabel("consent_save", "sr") }).click();
  await reloaded;
  await waitForHydration(page);
  const before = (await pushed()).length;
  const tagBefore = outside.tag.length;

  const added = page.waitForResponse((r) => r.url().endsWith("/api/nuxtapi/webshop/product/") && r.request().method() === "POST");
  await page.locator("form.add-to-cart .add-to-cart-button").click();
  expect((await added).status()).toBe(200);
  await expect(page.locator("form.add-to-cart .cart-status")).not.toBeEmpty();
  expect(await page.evaluate(() => "dataLayer" in window && (window as { dataLayer?: unknown }).dataLayer !== undefined)).toBe(false);
  expect(await page.locator('script[data-zrno-script="tag-manager"]').count()).toBe(0);
  expect((await pushed()).length).toBe(before);
  expect(outside.tag.length).toBe(tagBefore);
});

test("hr has no container: analytics consent brings its own tag but no dataLayer and no tag host", async ({ page, context, baseURL }) => {
  const outside = await guardOutside(context, baseURL!);
  const pushed = await watchDataLayer(page);
  await giveConsent(context, baseURL!, "analytics");
  const product = await someProduct(page, "");
  await page.goto(product.url);
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as { zrnoAnalytics?: { ready?: boolean } }).zrnoAnalytics?.ready)).toBe(true);
  const added = page.waitForResponse((r) => r.url().endsWith("/api/nuxtapi/webshop/product/") && r.request().method() === "POST");
  await page.locator("form.add-to-cart .add-to-cart-button").click();
  expect((await added).status()).toBe(200);
  await expect(page.locator("form.add-to-cart .cart-status")).not.toBeEmpty();
  expect(await pushed()).toEqual([]);
  expect(outside.tag).toEqual([]);
  expect(outside.other).toEqual([]);
});

test("rs quick order with analytics consent: each package that went in is an add_to_cart at its price", async ({ page, context, baseURL }) => {
  await guardOutside(context, baseURL!);
  const pushed = await watchDataLayer(page);
  await giveConsent(context, baseURL!, "analytics");
  await page.goto(`${RS}/proizvodi/?special_view=order_form`);
  await waitForHydration(page);
  await page.locator('.quick-order-search input[name="search_q"]').fill("pahuljice");
  await page.locator(".quick-order-search button").click();
  const rows = page.locator(".quick-order-table tbody tr");
  await expect(rows.first()).toBeVisible();
  await rows.nth(0).locator('input[type="number"]').fill("3");
  const code = await rows.nth(0).locator("select").inputValue();
  await page.locator(".quick-order-form button[type=submit]").click();
  await expect(page.locator(".quick-order-status")).toBeVisible();
  await expect.poll(async () => events(await pushed(), "add_to_cart").length).toBe(1);
  const add = events(await pushed(), "add_to_cart")[0]!.item.ecommerce!;
  // The cart now charges that package at the price the event names.
  const res = await page.request.get(`${RS}/api/nuxtapi/webshop/cart/`);
  const cart = ((await res.json()) as { data: { parcels: { items: { shopping_cart_code: string; unit_price: number; item: { code: string } }[] }[] } }).data;
  const line = cart.parcels.flatMap((p) => p.items).find((i) => i.shopping_cart_code === code)!;
  expect(add).toMatchObject({ currency: "RSD", value: Math.round(line.unit_price * 3 * 100) / 100, items: [{ item_id: line.item.code, price: line.unit_price, quantity: 3 }] });
});
