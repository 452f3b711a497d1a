import { arrive, bffPost, CHROME_UA, expect, seedLabel, signUpOnHr, test, waitForHydration } from "./fixtures";

/**
 * Issue 4 "Done when", the account half of a purchase on hr: a shopper signs up, confirms through
 * the link in the local outbox, logs in (what the anonymous cart held is kept), tries an unknown
 * coupon (refused) and a valid one (applied), checks out as a customer by bank transfer, and
 * finds the order under "my orders" with its state. The guest purchases with every payment type
 * are in checkout.spec.ts; sign-up, password change and logout in account.spec.ts.
 */
test.use({ userAgent: CHROME_UA });
test.setTimeout(120_000);

const L = (key: string) => seedLabel(key, "hr");
const PASSWORD = "Proso-i-heljda-2026";
const bff = bffPost;

test("hr: sign up → confirm → log in (cart kept) → coupons → check out as a customer → the order is under my orders", async ({ page }) => {
  await arrive(page, "/");
  const { email, confirmLink } = await signUpOnHr(page, PASSWORD);
  await page.goto(confirmLink);
  await expect(page.locator("main")).toContainText(L("auth_signup_confirmed"));

  // Something in the cart before logging in.
  const products = await bff(page, "/api/nuxtapi/catalog/products/", { limit: 24 });
  const items = ((await products.json()) as { data: { items: { shopping_cart_code: string; is_available: boolean; available_qty: number; limited_qty: number | null }[] } }).data.items;
  const code = items.find((i) => i.is_available && i.available_qty >= 10 && i.limited_qty === null)!.shopping_cart_code;
  expect((await bff(page, "/api/nuxtapi/webshop/product/", { code, qty: 3 })).status()).toBe(200);

  await page.goto("/korisnik/login/");
  await waitForHydration(page);
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(PASSWORD);
  await page.locator("#login button[type=submit]").click();
  await expect(page).toHaveURL(/\/korisnik\/$/);

  await page.goto("/webshop/");
  await waitForHydration(page);
  await expect(page.locator(`.cart-item[data-code="${code}"]`)).toBeVisible();
  await page.locator(".coupon-toggle summary").click();
  await page.locator("#coupon-code").fill("NEPOSTOJI");
  await page.locator(".coupon-form button").click();
  await expect(page.locator("#coupon-status")).toHaveText(L("error_coupon_invalid_code"));
  await page.locator("#coupon-code").fill("ZRNO10");
  await page.locator(".coupon-form button").click();
  await expect(page.locator("#coupon-status")).toHaveText(L("coupon_applied"));
  await expect(page.locator(".coupon-code")).toHaveText("ZRNO10");

  // Logged in: the checkout goes past the webshop login to the customer step, prefilled.
  await page.locator(".cart-checkout a").click();
  await expect(page).toHaveURL(/\/webshop\/customer\/$/);
  await waitForHydration(page);
  const form = page.locator("form#customer");
  await expect(form.locator('input[name="email"]')).toHaveValue(email);
  await expect(form.locator('input[name="first_name"]')).toHaveValue("Iva");
  await form.locator('input[name="phone"]').fill("+385 91 222 3333");
  await form.locator('input[name="street"]').fill("Ilica 5");
  await form.locator('input[name="zip"]').fill("10000");
  await form.locator('input[name="city"]').fill("Zagreb");
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/webshop\/shipping\/$/);
  await waitForHydration(page);
  await page.locator('form#shipping input[value="delivery"]').check();
  await page.locator('form#shipping button[type="submit"]').click();
  await expect(page).toHaveURL(/\/webshop\/payment\/$/);
  await waitForHydration(page);
  await page.locator('form#payment input[value="bank-transfer"]').check();
  await page.locator('form#payment button[type="submit"]').click();
  await expect(page).toHaveURL(/\/webshop\/review-order\/$/);
  await waitForHydration(page);
  await page.locator('form#order input[name="accept_terms"]').check();
  await page.locator('form#order button[type="submit"]').click();
  await expect(page).toHaveURL(/\/webshop\/thank-you\/\?order_identificator=\d+-[a-z0-9]{10}$/);
  const ident = new URL(page.url()).searchParams.get("order_identificator")!;

  await page.goto("/korisnik/narudzbe/");
  const row = page.locator(`tr[data-order="${ident}"]`);
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute("data-status", "awaiting_payment");
  await expect(row.locator(".order-status")).toHaveText(L("order_status_awaiting_payment"));
  // The readable number, not the `{id}-{code}` of the URL (issue 18).
  await expect(row.locator("th")).toHaveText(/^ZR-\d{4}-\d{6}$/);
});
