import type { Browser, Page } from "@playwright/test";
import { arrive, expect, seedLabel, test, waitForHydration } from "./fixtures";

/**
 * Checkout in a real browser (issue 4, "Done when"), on hr, de, at and rs (RSD): a guest goes from
 * the cart through the webshop login, customer, shipping, payment and review to each payment
 * type's page — bank transfer (hr: the printable HUB-3 slip with its barcode), the redirect
 * gateway (pay and cancel), the autosubmitted form, the card form (paid and declined) and the
 * direct card — and the order's state is checked through the BFF's order status. Also: coupons,
 * two shoppers interleaved, and a double-clicked "place order". A desktop Chrome user agent: the
 * headless one counts as a bot (no script, no token, no cart).
 */
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
test.use({ userAgent: CHROME_UA });
// A whole checkout, and the gateway's pages, per test.
test.setTimeout(90_000);

// Each site offers one card option; the integration behind it is the tenant's `sales.card`
// (issue 18): de the redirect gateway, rs the autosubmitted form, at the card form on payment
// create, hr the direct card.
const SITES = {
  hr: { prefix: "", lang: "hr", locale: "hr-HR", currency: "EUR", country: "HR" },
  de: { prefix: "/de", lang: "de", locale: "de-DE", currency: "EUR", country: "DE" },
  at: { prefix: "/at", lang: "de", locale: "de-AT", currency: "EUR", country: "AT" },
  rs: { prefix: "/rs", lang: "sr", locale: "sr-Latn-RS", currency: "RSD", country: "RS" },
} as const;
type Site = keyof typeof SITES;

const L = (site: Site, key: string) => seedLabel(key, SITES[site].lang);
const YEAR = String(new Date().getUTCFullYear() + 2);
const CARD_OK = { card_holder: "Ana Horvat", card_number: "4242 4242 4242 4242", card_exp_month: "12", card_exp_year: YEAR, card_cvc: "123" };
const CARD_DECLINED = { ...CARD_OK, card_number: "4000 0000 0000 0002" };
/** The shop's own card form (review, payment new) asks for the expiry in one MM/YY input (issue 18). */
const onShopForm = ({ card_exp_month, card_exp_year, ...card }: typeof CARD_OK) => ({ ...card, card_exp: `${card_exp_month}/${card_exp_year.slice(2)}` });

/** A package in stock with no per-order limit, from the catalogue as the site lists it. */
async function somePackage(page: Page, site: Site, skip = 0): Promise<string> {
  const res = await page.request.post(`${SITES[site].prefix}/api/nuxtapi/catalog/products/`, { data: { limit: 24 } });
  expect(res.ok(), await res.text()).toBe(true);
  const items = ((await res.json()) as { data: { items: { shopping_cart_code: string; is_available: boolean; available_qty: number; limited_qty: number | null }[] } }).data.items;
  const buyable = items.filter((i) => i.is_available && i.available_qty >= 10 && i.limited_qty === null);
  expect(buyable.length).toBeGreaterThan(skip);
  return buyable[skip]!.shopping_cart_code;
}

/** Puts a package in this browser's cart through the BFF (same origin, the visitor's own cookie). */
async function fillCart(page: Page, site: Site, qty = 2, skip = 0, { scripted = true } = {}): Promise<void> {
  // Without JavaScript the page makes no call of its own, so there is nothing to wait for.
  if (scripted) await arrive(page, `${SITES[site].prefix}/`);
  else await page.goto(`${SITES[site].prefix}/`);
  const code = await somePackage(page, site, skip);
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(`${SITES[site].prefix}/api/nuxtapi/webshop/product/`, { data: { code, qty }, headers: { origin, "sec-fetch-site": "same-origin" } });
  expect(res.status(), await res.text()).toBe(200);
}

/** From the cart to the review step as a guest, choosing `payment`; the e-mail the guest gave. */
async function checkoutAsGuest(page: Page, site: Site, payment: string): Promise<string> {
  const p = SITES[site].prefix;
  await page.goto(`${p}/webshop/`);
  await waitForHydration(page);
  await page.locator(".cart-checkout a").click();
  await expect(page).toHaveURL(new RegExp(`${p}/webshop/login/$`));
  await expect(page.locator("h1")).toHaveText(L(site, "checkout_login_title"));
  await page.locator(".checkout-guest-button").click();
  await expect(page).toHaveURL(new RegExp(`${p}/webshop/customer/$`));
  await waitForHydration(page);
  const form = page.locator("form#customer");
  await form.locator('input[name="first_name"]').fill("Ana");
  await form.locator('input[name="last_name"]').fill("Horvat");
  const email = `gost-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="phone"]').fill("+385 91 111 2222");
  await form.locator('input[name="street"]').fill("Vukovarska 12");
  await form.locator('input[name="zip"]').fill("10000");
  await form.locator('input[name="city"]').fill("Zagreb");
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${p}/webshop/shipping/$`));
  await waitForHydration(page);
  await expect(page.locator('.checkout-steps li[aria-current="step"]')).toHaveText(`${L(site, "checkout_shipping")}`);
  await page.locator('form#shipping input[value="delivery"]').check();
  await page.locator('form#shipping button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${p}/webshop/payment/$`));
  await waitForHydration(page);
  // One card option (whichever integration serves it), bank transfer, cash on delivery (issue 18).
  await expect(page.locator("form#payment .checkout-method")).toHaveCount(3);
  await expect(page.locator('form#payment .checkout-method[data-kind^="card_"] strong')).toHaveText(L(site, "payment_card"));
  await page.locator(`form#payment input[value="${payment}"]`).check();
  await page.locator('form#payment button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${p}/webshop/review-order/$`));
  await waitForHydration(page);
  await page.locator('form#order input[name="accept_terms"]').check();
  return email;
}

async function fillCard(page: Page, formSelector: string, card: Record<string, string>) {
  for (const [name, value] of Object.entries(card)) await page.locator(`${formSelector} input[name="${name}"]`).fill(value);
}

async function placeOrder(page: Page) {
  await page.locator('form#order button[type="submit"]').click();
}

/** The order's status as the API has it, asked through the BFF with this browser's own token. */
async function statusOf(page: Page, site: Site, ident: string): Promise<string> {
  const res = await page.request.get(`${SITES[site].prefix}/api/nuxtapi/webshop/order/${ident}/status/`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { status: string } }).data.status;
}

const identIn = (url: string) => {
  const q = new URL(url).searchParams;
  return q.get("order_identificator") ?? q.get("order") ?? "";
};

test("hr: bank transfer → thank-you, then the printable HUB-3 slip with its barcode", async ({ page, consoleProblems }) => {
  await fillCart(page, "hr");
  await checkoutAsGuest(page, "hr", "bank-transfer");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/webshop\/thank-you\/\?order_identificator=\d+-[a-z0-9]{10}$/);
  await expect(page.locator("h1")).toHaveText(L("hr", "checkout_thank_you"));
  const ident = identIn(page.url());
  await expect(page.locator(".order-status")).toHaveText(seedLabel("order_status_awaiting_payment", "hr"));
  expect(await statusOf(page, "hr", ident)).toBe("awaiting_payment");
  await page.locator(".checkout-print-slip").click();
  await expect(page).toHaveURL(new RegExp(`/webshop/print-payment-transfer/\\?order=${ident}$`));
  await expect(page.locator(".hub3-model")).toHaveText("HR01");
  const barcode = page.locator(".hub3-barcode img");
  await expect(barcode).toBeVisible();
  expect(await barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator(".print-button")).toHaveText(L("hr", "payment_slip_print"));
  // The slip's blank layout shows no site footer, though the document carries it (docs/decisions/0014-shop-footer.md).
  await expect(page.locator(".site-footer")).toBeHidden();
  // Printed: no site chrome, the print button hidden.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".print-button")).toBeHidden();
  expect(consoleProblems).toEqual([]);
});

test("hr: the account offer pressed before its part hydrates is a plain post that comes back to this order's page with the notice", async ({ page }) => {
  await fillCart(page, "hr");
  await checkoutAsGuest(page, "hr", "bank-transfer");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/webshop\/thank-you\/\?order_identificator=/);
  const thanks = page.url();
  const number = ((await page.locator(".checkout-order-number").textContent()) ?? "").match(/ZR-\d{4}-\d{6}/)?.[0];
  expect(number).toBeTruthy();
  // The browser's own submit: what a press does before React has the form.
  const loaded = page.waitForEvent("load");
  await page.locator("form#order-account").evaluate((f: HTMLFormElement) => f.submit());
  await loaded;
  expect(new URL(page.url()).searchParams.get("order_identificator")).toBe(new URL(thanks).searchParams.get("order_identificator"));
  await expect(page.locator(".checkout-order-number")).toContainText(number!);
  await expect(page.locator(".checkout-account-offer .checkout-account-sent")).toHaveText(L("hr", "checkout_account_offer_sent"));
});

test("de: a guest makes an account from the thank-you page in one click; the mailed link chooses the password; logged in, My orders lists the order (issue 18)", async ({ page, consoleProblems }) => {
  await fillCart(page, "de");
  const email = await checkoutAsGuest(page, "de", "bank-transfer");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/de\/webshop\/thank-you\/\?order_identificator=/);
  await waitForHydration(page);
  const number = ((await page.locator(".checkout-order-number").textContent()) ?? "").match(/ZR-\d{4}-\d{6}/)?.[0];
  expect(number).toBeTruthy();
  const offer = page.locator(".checkout-account-offer");
  await expect(offer.locator("h2")).toHaveText(L("de", "checkout_account_offer_title"));
  // The offer is a lazy part of the page: pressed before it hydrates, it is a plain post (below).
  await expect(offer).toHaveAttribute("data-live", "true");
  const loads: string[] = [];
  page.on("framenavigated", (f) => f === page.mainFrame() && loads.push(f.url()));
  await offer.locator('form#order-account button[type="submit"]').click();
  await expect(offer.locator(".checkout-account-sent")).toHaveText(L("de", "checkout_account_offer_sent"));
  await expect(offer.locator("form")).toHaveCount(0);
  expect(loads).toEqual([]);

  const outbox = await (await page.request.get(`/_dev/outbox/?to=${encodeURIComponent(email)}`)).text();
  const link = /href="https?:\/\/[^"/]+(\/de\/konto\/change-password\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\/)"/.exec(outbox)?.[1];
  expect(link, "the set-password link in the outbox").toBeTruthy();
  expect(outbox).toContain(number!);
  await page.goto(link!);
  await waitForHydration(page);
  await page.locator('form#new-password input[name="password"]').fill("Dinkel-Flocken-2026");
  await page.locator('form#new-password button[type="submit"]').click();
  // Done: the page offers the log-in form (opened as a new page, so hydration is awaited cleanly).
  const toLogin = page.locator(".auth-new-password a.button");
  await expect(toLogin).toBeVisible();
  await page.goto((await toLogin.getAttribute("href"))!);
  await waitForHydration(page);
  await page.locator('form#login input[name="email"]').fill(email);
  await page.locator('form#login input[name="password"]').fill("Dinkel-Flocken-2026");
  await page.locator('form#login button[type="submit"]').click();
  await expect(page.locator(".nav-account")).not.toHaveText(L("de", "nav_login"));
  await page.goto("/de/konto/bestellen/");
  await expect(page.locator(".auth-orders")).toContainText(number!);
  expect(consoleProblems).toEqual([]);
});

test("de: redirect gateway → Pay → thank-you, paid", async ({ page }) => {
  await fillCart(page, "de");
  await checkoutAsGuest(page, "de", "card");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/_gateway\/pay\/\?/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/webshop\/thank-you\/\?order_identificator=/);
  const ident = identIn(page.url());
  await expect(page.locator(".order-status")).toHaveText(seedLabel("order_status_paid", "de"));
  expect(await statusOf(page, "de", ident)).toBe("paid");
});

test("§7 generate-token: the shop's cookie is lost at the gateway; Pay brings the shopper back to their order with their session", async ({ page }) => {
  await fillCart(page, "de");
  await checkoutAsGuest(page, "de", "card");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/_gateway\/pay\/\?/);
  // The bank's page opened elsewhere, a privacy mode, a cleared store: the shop's cookie is gone.
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/webshop\/thank-you\/\?order_identificator=[^&]+$/);
  expect(page.url()).not.toContain("token_hash");
  const ident = identIn(page.url());
  // The order's own page, which only its owner's session may see.
  await expect(page.locator(".order-status")).toHaveText(seedLabel("order_status_paid", "de"));
  expect(await statusOf(page, "de", ident)).toBe("paid");
  // The way back is used up: opening it again (from the history) gives nobody the session.
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => c.name === "hapi_auth_token")).toHaveLength(1);
});

test("de: redirect gateway → Cancel → canceled, and the order can be paid again", async ({ page }) => {
  await fillCart(page, "de");
  await checkoutAsGuest(page, "de", "card");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/_gateway\/pay\/\?/);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/webshop\/canceled\/\?order=/);
  const ident = identIn(page.url());
  await expect(page.locator("h1")).toHaveText(L("de", "checkout_canceled_title"));
  expect(await statusOf(page, "de", ident)).toBe("canceled");
  await page.locator(".checkout-pay-again").click();
  await expect(page).toHaveURL(new RegExp(`/de/webshop/payment-new/\\?order=${ident}$`));
  await page.locator('form#order-payment button[type="submit"]').click();
  await expect(page).toHaveURL(/\/_gateway\/pay\/\?/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/webshop\/thank-you\//);
  expect(await statusOf(page, "de", ident)).toBe("paid");
});

test("rs: the autosubmitted form takes the shopper to the gateway by itself; paid in RSD", async ({ page }) => {
  await fillCart(page, "rs");
  await checkoutAsGuest(page, "rs", "card-form-post");
  await placeOrder(page);
  // The autosubmit page's script posts its form at once: the next thing the browser shows is the gateway.
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeVisible();
  await expect(page.locator("dd", { hasText: "RSD" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/rs\/webshop\/thank-you\/\?order_identificator=/);
  expect(await statusOf(page, "rs", identIn(page.url()))).toBe("paid");
});

test("rs: the autosubmit page without JavaScript shows its button, which posts the form", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: CHROME_UA, javaScriptEnabled: false });
  const page = await context.newPage();
  await fillCart(page, "rs", 2, 0, { scripted: false });
  // Without JavaScript the whole checkout is plain forms and 303s.
  await page.goto("/rs/webshop/login/");
  await page.locator(".checkout-guest-button").click();
  await expect(page).toHaveURL(/\/rs\/webshop\/customer\/$/);
  const form = page.locator("form#customer");
  for (const [name, value] of Object.entries({ first_name: "Ivo", last_name: "Ivić", email: `nojs-${Date.now()}@example.com`, phone: "+385 91 222 3333", street: "Ilica 5", zip: "10000", city: "Zagreb" })) {
    await form.locator(`input[name="${name}"]`).fill(value);
  }
  await form.locator('button[type="submit"]').click();
  await page.locator('form#shipping button[type="submit"]').click();
  await page.locator('form#payment input[value="card-form-post"]').check();
  await page.locator('form#payment button[type="submit"]').click();
  await page.locator('form#order input[name="accept_terms"]').check();
  await page.locator('form#order button[type="submit"]').click();
  await expect(page).toHaveURL(/\/rs\/webshop\/payment-form-autosubmit\/\?order=/);
  await page.locator("#payment-autosubmit button").click();
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeVisible();
  await context.close();
});

test("at: card form on payment create — a declined card lands on failed payment, a good one then pays", async ({ page }) => {
  await fillCart(page, "at");
  await checkoutAsGuest(page, "at", "card-on-page");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/at\/webshop\/payment-create\/\?order=/);
  const ident = identIn(page.url());
  await expect(page.locator("h1")).toHaveText(L("at", "payment_create_title"));
  await fillCard(page, "form.card-form", CARD_DECLINED);
  await page.locator("form.card-form button.card-pay").click();
  await expect(page).toHaveURL(/\/at\/webshop\/failed-payment\/\?order=/);
  await expect(page.locator("h1")).toHaveText(L("at", "checkout_failed_payment_title"));
  expect(await statusOf(page, "at", ident)).toBe("payment_failed");
  await page.locator(".checkout-pay-again").click();
  await expect(page).toHaveURL(new RegExp(`/at/webshop/payment-new/\\?order=${ident}$`));
  await page.locator('form#order-payment button[type="submit"]').click();
  await expect(page).toHaveURL(/\/at\/webshop\/payment-create\/\?order=/);
  await fillCard(page, "form.card-form", CARD_OK);
  await page.locator("form.card-form button.card-pay").click();
  await expect(page).toHaveURL(/\/at\/webshop\/thank-you\//);
  expect(await statusOf(page, "at", ident)).toBe("paid");
});

test("hr: direct card — declined, then paid with another card from payment new", async ({ page, consoleProblems }) => {
  await fillCart(page, "hr");
  await checkoutAsGuest(page, "hr", "card-direct");
  // A typo is refused beside the field, before anything is sent; the number is not kept.
  await fillCard(page, "form#order", { ...onShopForm(CARD_DECLINED), card_number: "4242 4242 4242 4241", card_exp: "13/30" });
  await placeOrder(page);
  await expect(page.locator("#order-card-number-error")).toHaveText(L("hr", "error_card_number_invalid"));
  await expect(page.locator("#order-card-exp-error")).toHaveText(L("hr", "error_card_expiry_invalid"));
  await expect(page).toHaveURL(/\/webshop\/review-order\/$/);
  await fillCard(page, "form#order", onShopForm(CARD_DECLINED));
  // Issue 18: a phone's number keyboard, and the brand named as the number is typed.
  await expect(page.locator('form#order input[name="card_number"]')).toHaveAttribute("inputmode", "numeric");
  await expect(page.locator("form#order .card-brand")).toHaveText("Visa");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/webshop\/failed-payment\/\?order=/);
  const ident = identIn(page.url());
  expect(await statusOf(page, "hr", ident)).toBe("payment_failed");
  await page.locator(".checkout-pay-again").click();
  await waitForHydration(page);
  await fillCard(page, "form#order-payment", onShopForm(CARD_OK));
  await page.locator('form#order-payment button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/webshop/thank-you/\\?order_identificator=${ident}$`));
  expect(await statusOf(page, "hr", ident)).toBe("paid");
  expect(consoleProblems.filter((p) => !p.includes("status of 400"))).toEqual([]);
});

test("hr: a valid coupon lowers the total, an unknown one is refused and changes nothing", async ({ page, consoleProblems }) => {
  await fillCart(page, "hr", 3);
  await page.goto("/webshop/");
  await waitForHydration(page);
  const total = async () => Number(((await page.locator(".cart-total").textContent()) ?? "").replace(/[^\d,]/g, "").replace(",", "."));
  const before = await total();
  // docs/behaviour/05-validation.md: the cart is refetched after a coupon unless the code was unknown.
  const cartFetches: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && r.url().endsWith("/api/nuxtapi/webshop/cart/")) cartFetches.push(r.url());
  });
  // Folded behind "Have a coupon?" (issue 18) until opened.
  await expect(page.locator("#coupon-code")).toBeHidden();
  await page.locator(".coupon-toggle summary").click();
  await page.locator("#coupon-code").fill("NEPOSTOJI");
  await page.locator(".coupon-form button").click();
  await expect(page.locator("#coupon-status")).toHaveText(L("hr", "error_coupon_invalid_code"));
  expect(await total()).toBe(before);
  expect(cartFetches).toEqual([]);
  await page.locator("#coupon-code").fill("ZRNO10");
  await page.locator(".coupon-form button").click();
  await expect(page.locator("#coupon-status")).toHaveText(L("hr", "coupon_applied"));
  await expect.poll(() => cartFetches.length).toBe(1);
  await expect(page.locator(".coupon-code")).toHaveText("ZRNO10");
  await expect(page.locator(".cart-extra-coupon-amount")).toHaveText(/^[-−]/);
  await expect.poll(total).toBeLessThan(before);
  // The server has it too.
  await page.reload();
  await expect(page.locator(".coupon-code")).toHaveText("ZRNO10");
  await page.locator(".coupon-applied button").click();
  await expect(page.locator("#coupon-status")).toHaveText(L("hr", "coupon_removed"));
  await expect.poll(total).toBe(before);
  expect(consoleProblems.filter((p) => !p.includes("status of 400"))).toEqual([]);
});

async function shopper(browser: Browser) {
  const context = await browser.newContext({ userAgent: CHROME_UA });
  return { context, page: await context.newPage() };
}

test("two shoppers in two browsers, interleaved, never see each other's cart", async ({ browser }) => {
  const a = await shopper(browser);
  const b = await shopper(browser);
  await fillCart(a.page, "hr", 3, 0);
  await fillCart(b.page, "hr", 1, 1);
  await a.page.goto("/webshop/");
  await b.page.goto("/webshop/");
  await waitForHydration(a.page);
  await waitForHydration(b.page);
  await expect(a.page.locator(".cart-item")).toHaveCount(1);
  await expect(b.page.locator(".cart-item")).toHaveCount(1);
  const codeA = await a.page.locator(".cart-item").getAttribute("data-code");
  const codeB = await b.page.locator(".cart-item").getAttribute("data-code");
  expect(codeA).not.toBe(codeB);
  // The header counts each one's own items.
  await expect(a.page.locator(".nav-cart .cart-count")).toHaveText(" (3)");
  await expect(b.page.locator(".nav-cart .cart-count")).toHaveText(" (1)");
  // A changes; B reloads and still sees only B's.
  await a.page.locator('.cart-item .cart-qty-form input[name="qty"]').fill("5");
  await a.page.locator('.cart-item .cart-qty-form input[name="qty"]').press("Enter");
  await expect(a.page.locator(".nav-cart .cart-count")).toHaveText(" (5)");
  await b.page.reload();
  await expect(b.page.locator(".cart-item")).toHaveCount(1);
  expect(await b.page.locator(".cart-item").getAttribute("data-code")).toBe(codeB);
  await expect(b.page.locator(".nav-cart .cart-count")).toHaveText(" (1)");
  await a.context.close();
  await b.context.close();
});

test("de: a double-clicked place order sends one order and lands on one thank-you", async ({ page }) => {
  await fillCart(page, "de");
  await checkoutAsGuest(page, "de", "bank-transfer");
  const posts: string[] = [];
  // Hold the order post until both clicks are in, so the second one meets a pending order.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/nuxtapi/webshop/order/", async (route) => {
    posts.push(route.request().method());
    await held;
    await route.continue();
  });
  const button = page.locator('form#order button[type="submit"]');
  await button.dblclick();
  await expect(button).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/de\/webshop\/thank-you\/\?order_identificator=/);
  expect(posts).toEqual(["POST"]);
  expect(await statusOf(page, "de", identIn(page.url()))).toBe("awaiting_payment");
  // And the cart it came from is empty now (the header says so too).
  await page.goto("/de/webshop/");
  await expect(page.locator(".cart-empty")).toBeVisible();
});

test("hr: the header's cart count follows adding on the product page, without a reload", async ({ page, consoleProblems }) => {
  await page.goto("/proizvodi/");
  await waitForHydration(page);
  await expect(page.locator(".nav-cart")).toHaveText(L("hr", "nav_cart"));
  for (let i = 0; i < 8 && (await page.locator(".add-to-cart-button").count()) === 0; i++) {
    if (i > 0) await page.goBack();
    const link = page.locator(".product-card .product-card-title a").nth(i);
    const title = ((await link.textContent()) ?? "").trim();
    await link.click();
    await expect(page.locator(".product-buy h1")).toHaveText(title);
  }
  await page.locator(".add-to-cart-button").click();
  await expect(page.locator(".add-to-cart .cart-status")).toContainText(L("hr", "cart_added"));
  await expect(page.locator(".nav-cart .cart-count")).toHaveText(" (1)");
  await page.locator(".add-to-cart-button").click();
  await expect(page.locator(".nav-cart .cart-count")).toHaveText(" (2)");
  expect(consoleProblems).toEqual([]);
});

/** A whole guest checkout through the BFF's JSON endpoints (as the screens send them): where the order leads. */
async function orderThroughBff(page: Page, site: Site, payment: string, card?: Record<string, string>): Promise<string> {
  await fillCart(page, site);
  const p = SITES[site].prefix;
  const origin = new URL(page.url()).origin;
  const post = async (endpoint: string, data: Record<string, string>) => {
    const res = await page.request.post(`${p}/api/nuxtapi/webshop/${endpoint}/`, { data, headers: { origin, "sec-fetch-site": "same-origin" } });
    const body = (await res.json()) as { redirect?: string };
    expect(res.status(), JSON.stringify(body)).toBe(200);
    return body.redirect ?? "";
  };
  await post("continue-as-guest", {});
  const { country } = SITES[site];
  await post("customer", { type: "webshop.guest", email: `valid-${Date.now()}@example.com`, first_name: "Ana", last_name: "Horvat", phone: "+385 91 111 2222", street: "Vukovarska 12", zip: "10000", city: "Zagreb", country });
  await post("shipping", { code: "delivery" });
  await post("payment", { code: payment });
  return post("order", { accept_terms: "1", ...card });
}

test("every checkout screen is valid HTML", async ({ page }) => {
  const { HtmlValidate } = await import("html-validate");
  const validator = new HtmlValidate({ extends: ["html-validate:standard"], rules: { "no-inline-style": "off" } });
  const problems: string[] = [];
  const check = async (path: string) => {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const report = await validator.validateString(await res.text());
    for (const r of report.results) for (const m of r.messages) problems.push(`${path}: ${m.ruleId}: ${m.message} (line ${m.line}:${m.column})`);
  };
  // The steps, with a cart and a coupon (the direct card's inputs on the review).
  await fillCart(page, "hr", 3);
  const origin = new URL(page.url()).origin;
  await page.request.post("/api/nuxtapi/webshop/coupon/", { data: { code: "ZRNO10" }, headers: { origin, "sec-fetch-site": "same-origin" } });
  await check("/webshop/");
  await check("/webshop/login/");
  await checkoutAsGuest(page, "hr", "card-direct");
  for (const step of ["customer", "shipping", "payment", "review-order"]) await check(`/webshop/${step}/`);
  // Each payment type's page.
  const slipOrder = new URL(await orderThroughBff(page, "hr", "bank-transfer"), origin);
  await check(slipOrder.pathname + slipOrder.search);
  const ident = slipOrder.searchParams.get("order_identificator")!;
  await check(`/webshop/narudzbe/${ident}/`);
  await check(`/webshop/print-payment-transfer/?order=${ident}`);
  await check(await orderThroughBff(page, "at", "card-on-page"));
  await check(await orderThroughBff(page, "rs", "card-form-post"));
  const failed = await orderThroughBff(page, "hr", "card-direct", CARD_DECLINED);
  await check(failed);
  await check(`/webshop/payment-new/?order=${new URL(failed, origin).searchParams.get("order")}`);
  await check(`/webshop/canceled/?order=${ident}`);
  await check("/webshop/failed-order/?reason=error_cart_changed");
  expect(problems).toEqual([]);
});

test("de at 390 px: no page of the flow scrolls sideways, from the cart to the thank-you page (issue 18)", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: CHROME_UA, viewport: { width: 390, height: 844 } });
  // Scripts chosen: this test is about width. The undecided German banner, in the shop's type,
  // stands over the cart's checkout link at 390 px (a shopper decides it first).
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await fillCart(page, "de", 2);
  await fillCart(page, "de", 1, 1);
  const origin = new URL(page.url()).origin;
  const post = async (endpoint: string, data: Record<string, string>) => {
    const res = await page.request.post(`/de/api/nuxtapi/webshop/${endpoint}/`, { data, headers: { origin, "sec-fetch-site": "same-origin" } });
    expect(res.status(), endpoint).toBe(200);
    return ((await res.json()) as { redirect?: string }).redirect ?? "";
  };
  const fits = async (path: string) => {
    await page.goto(path);
    const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll, `${path} is ${scroll} px wide`).toBeLessThanOrEqual(width);
  };
  await fits("/de/webshop/");
  // The site footer is the server's, outside the React root: a click into checkout, which the
  // router takes client-side, hides it as the checkout layout asks (docs/decisions/0014-shop-footer.md).
  await waitForHydration(page);
  await expect(page.locator("body > .site-footer")).toBeVisible();
  await page.locator(".cart-checkout a").click();
  await expect(page).toHaveURL(/\/de\/webshop\/login\/$/);
  await expect(page.locator(".site-footer")).toBeHidden();
  await fits("/de/webshop/login/");
  await post("continue-as-guest", {});
  await fits("/de/webshop/customer/");
  await post("customer", { type: "webshop.guest", email: `breit-${Date.now()}@example.com`, first_name: "Anna", last_name: "Schmidt", phone: "+49 30 1234567", street: "Kastanienallee 12", zip: "10435", city: "Berlin", country: "DE" });
  await fits("/de/webshop/shipping/");
  await post("shipping", { code: "delivery" });
  await fits("/de/webshop/payment/");
  await post("payment", { code: "bank-transfer" });
  await fits("/de/webshop/review-order/");
  await fits(await post("order", { accept_terms: "1" }));
  await context.close();
});
