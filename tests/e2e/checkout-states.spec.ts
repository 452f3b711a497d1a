import { arrive, bffPost, expect, seedLabel, test } from "./fixtures";
import { axeProblems, lookAtWidths, lookContext } from "./support/look";

/**
 * The states of the way to an order that checkout-look.spec.ts's walk does not pass (issue 18,
 * "Done when"), as committed baselines at 390 and 1280 px on en and de, with axe finding nothing
 * serious or critical on each: the cart of two lines before any coupon, the mini-cart drawer open
 * over it (the drawer alone), the cart with a coupon applied through its box (the totals in view),
 * and the shipping, payment and review steps refused (the customer step's refusal is
 * checkout-look.spec.ts's). The customer step is sent through the BFF: that screen is not under
 * test here.
 */
const LINES = [
  { code: "ZR-00003-500G", qty: 2 },
  { code: "ZR-00004-500G", qty: 1 },
];
const SITES = [
  { code: "en", lang: "en", prefix: "/en", gate: false, customer: { zip: "10000", city: "Zagreb", country: "HR", street: "Vukovarska 12", phone: "+385 91 111 2222" } },
  { code: "de", lang: "de", prefix: "/de", gate: true, customer: { zip: "10435", city: "Berlin", country: "DE", street: "Kastanienallee 12", phone: "+49 30 1234567" } },
] as const;

for (const site of SITES) {
  test(`look: ${site.code} mini-cart, coupon, and the shipping, payment and review steps refused match their baselines at 390 and 1280 px; axe finds nothing serious`, async ({ browser, baseURL }, testInfo) => {
    // Six screens at two widths with axe on each: a hang guard, as in checkout-look.spec.ts.
    test.setTimeout(300_000);
    const L = (key: string) => seedLabel(key, site.lang);
    const context = await lookContext(browser, baseURL!, testInfo);
    const page = await context.newPage();
    const problems: string[] = [];
    const p = site.prefix;

    await arrive(page, `${p}/webshop/`);
    for (const line of LINES) {
      const res = await bffPost(page, `${p}/api/nuxtapi/webshop/product/`, line);
      expect(res.status(), await res.text()).toBe(200);
    }
    await page.reload();
    await expect(page.locator(".cart-item")).toHaveCount(2);
    await lookAtWidths(page, `${site.code}-cart-lines`);
    problems.push(...(await axeProblems(page, "cart-lines", ["#main"])));

    // The mini-cart drawer over the cart, its lines loaded.
    await page.locator(".nav-cart").click();
    const drawer = page.getByRole("dialog", { name: L("cart_title") });
    await expect(drawer.locator(".mini-cart-line")).toHaveCount(2);
    await expect(drawer.locator(".free-shipping")).toBeVisible();
    // Nothing in it changes between runs.
    await lookAtWidths(page, `${site.code}-mini-cart`, { target: drawer, mask: [] });
    problems.push(...(await axeProblems(page, "mini-cart", [".mini-cart"])));
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    // A coupon through its box: the summary beside the lines, on its own.
    await page.locator(".coupon-toggle summary").click();
    await page.locator("#coupon-code").fill("ZRNO10");
    await page.locator(".coupon-form button").click();
    await expect(page.locator("#coupon-status")).toHaveText(L("coupon_applied"));
    await expect(page.locator(".coupon-code")).toHaveText("ZRNO10");
    // Checkout in the middle: the coupon's line in the totals above, the box below.
    await lookAtWidths(page, `${site.code}-cart-coupon`, { centre: page.locator(".cart-checkout") });
    problems.push(...(await axeProblems(page, "cart-coupon", [".cart-summary"])));

    // To the shipping step as a guest.
    if (site.gate) expect((await bffPost(page, `${p}/api/nuxtapi/webshop/continue-as-guest/`, {})).status()).toBe(200);
    const customer = await bffPost(page, `${p}/api/nuxtapi/webshop/customer/`, { type: "webshop.guest", email: `states-${site.code}@example.com`, first_name: "Ana", last_name: "Horvat", ...site.customer });
    expect(customer.status(), await customer.text()).toBe(200);
    await page.goto(`${p}/webshop/shipping/`);

    // Store pick-up without a store.
    const shipping = page.locator("form#shipping");
    await shipping.locator('input[value="pickup"]').check();
    await shipping.locator('button[type="submit"]').click();
    await expect(shipping.locator(".error-summary")).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAtWidths(page, `${site.code}-shipping-errors`);
    problems.push(...(await axeProblems(page, "shipping-errors", ["#main", ".checkout-header"])));
    await shipping.locator("#shipping-location").selectOption({ index: 1 });
    await shipping.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${p}/webshop/payment/$`));

    // No method chosen (a site with no default method starts so).
    const payment = page.locator("form#payment");
    await payment.locator('input[name="code"]:checked').evaluate((radio: HTMLInputElement) => (radio.checked = false));
    await payment.locator('button[type="submit"]').click();
    await expect(payment.locator(".error-summary")).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAtWidths(page, `${site.code}-payment-errors`);
    problems.push(...(await axeProblems(page, "payment-errors", ["#main", ".checkout-header"])));
    await payment.locator('input[value="bank-transfer"]').check();
    await payment.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${p}/webshop/review-order/$`));

    // Collected in a store: the shopper's address is titled as their details, not as where it is shipped.
    await expect(page.locator(".checkout-review-part h3").first()).toContainText(L("checkout_customer"));
    // "Order and pay" without the terms.
    const order = page.locator("form#order");
    await order.locator('button[type="submit"]').click();
    await expect(order.locator(".error-summary")).toBeFocused();
    await expect(order.locator(".field-error")).toHaveText(L("validation_terms"));
    await lookAtWidths(page, `${site.code}-review-errors`, { centre: order.locator(".error-summary") });
    // The summary's figures stay inside its box, "free shipping" in words too (de's are long).
    expect(await page.locator(".checkout-summary .cart-totals").evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    problems.push(...(await axeProblems(page, "review-errors", ["#main", ".checkout-header"])));

    await context.close();
    expect(problems).toEqual([]);
  });
}
