import type { Browser, Page, TestInfo } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { arrive, bffPost, CHROME_UA, expect, loggedInPage, seedLabel, signUpOnHr, test, typefaceIn, waitForHydration } from "./fixtures";
import type { LabelLang } from "../../commerce/seed/labels";
import { axeProblems } from "./support/look";

/**
 * A product out of stock (issue 10; docs/decisions/0032-back-in-stock-requests.md), as a shopper
 * meets it at a phone's and a desktop's width: no add-to-cart but "notify me" and in-stock
 * alternatives that lead to products one can buy; the shopper asks, the stock keeper restocks,
 * and the local outbox holds the one mail with the product's link. Each width takes a product of
 * its own that the seed has out of stock (no other spec opens them) and puts its stock back to
 * nothing at the end, so a second run finds it as the first did.
 */
test.use({ userAgent: CHROME_UA });

const CASES = [
  { width: 390, path: "/proizvodi/susene-visnje-proizvod-101/", lang: "hr" as LabelLang },
  { width: 1280, path: "/en/products/dried-mango-slices-product-102/", lang: "en" as LabelLang },
] as const;

const STOCK_KEEPER = { email: "skladiste@zrno.hr", password: "Zrno-skladiste-2026" };

/** The stock keeper's own browser, logged in on the site under `prefix`. */
const stockKeeper = (browser: Browser, baseURL: string, testInfo: TestInfo, prefix: string): Promise<Page> => loggedInPage(browser, baseURL, testInfo, prefix, STOCK_KEEPER);

/** The product's first package, from the page's embedded state. */
const firstPackage = (page: Page) =>
  page.evaluate(() => (JSON.parse(document.getElementById("__STATE__")!.textContent!) as { screen: { product: { variations: { code: string }[] } } }).screen.product.variations[0]!.code);

for (const c of CASES) {
  test(`${c.width} px: out of stock → alternatives in stock → notify me → restock → one mail with the product's link`, async ({ page, context, baseURL, browser }, testInfo) => {
    const L = (key: string) => seedLabel(key, c.lang);
    const prefix = c.path.startsWith("/en/") ? "/en" : "";
    await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
    await page.setViewportSize({ width: c.width, height: c.width === 390 ? 844 : 900 });
    await page.goto(c.path);
    await waitForHydration(page);
    const code = await firstPackage(page);
    const keeper = await stockKeeper(browser, baseURL!, testInfo, prefix);
    try {
      // No way to buy it, but a way to hear of it, and what to buy instead.
      await expect(page.locator(".add-to-cart-button")).toHaveCount(0);
      const section = page.locator("#back-in-stock");
      await expect(section.getByRole("heading", { name: L("back_in_stock_title") })).toBeVisible();
      const alternatives = page.locator(".alternatives");
      await expect(alternatives.getByRole("heading", { name: L("product_alternatives") })).toBeVisible();
      const cards = alternatives.locator(".product-card");
      expect(await cards.count()).toBeGreaterThan(0);
      await expect(cards.locator(".card-add-button").first()).toBeVisible();
      await typefaceIn(page);
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll).toBeLessThanOrEqual(inner);
      expect(await axeProblems(page, `back-in-stock ${c.width}`, ["#back-in-stock", ".alternatives"])).toEqual([]);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`back-in-stock-form-${c.width}.png`) });
      await expect(section).toHaveScreenshot(`back-in-stock-form-${c.width}.png`, { animations: "disabled", caret: "hide", maxDiffPixelRatio: 0.01, mask: [page.locator(".site-header")] });
      await alternatives.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`back-in-stock-alternatives-${c.width}.png`) });

      // An alternative is a product one can buy.
      const first = alternatives.locator(".product-card-title a").first();
      const title = (await first.textContent())!.trim();
      await first.click();
      await expect(page.locator("h1")).toHaveText(title);
      await waitForHydration(page);
      await expect(page.locator(".product-buy .add-to-cart-button")).toBeVisible();
      await expect(page.locator("#back-in-stock")).toHaveCount(0);
      await page.goto(c.path);
      await waitForHydration(page);
      // Its script has taken the form over (without it, the same form posts plainly).
      await expect(section.locator("form[data-live]")).toHaveCount(1);

      // A typo is said beside the field, without leaving the page.
      const email = `kupac-${Date.now()}-${c.width}@example.com`;
      const field = section.getByLabel(L("back_in_stock_email"));
      await field.fill("kupac@");
      await section.getByRole("button", { name: L("back_in_stock_submit") }).click();
      await expect(section.locator(".field-error")).toHaveText(L("validation_email"));
      await expect(field).toHaveAttribute("aria-invalid", "true");
      expect(new URL(page.url()).hash).toBe("");
      await field.fill(email);
      await section.getByRole("button", { name: L("back_in_stock_submit") }).click();
      await expect(section.getByRole("status")).toContainText(L("back_in_stock_subscribed"));
      await expect(section.getByRole("link", { name: L("back_in_stock_withdraw_link") })).toBeVisible();
      await expect(section.locator("form")).toHaveCount(0);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`back-in-stock-done-${c.width}.png`) });

      // The stock keeper counts some in: the shopper's one mail, in the site's language, links the product.
      const restock = await bffPost(keeper, `${prefix}/api/nuxtapi/catalog/stock/`, { variation_code: code, warehouse: "central", qty: 5 });
      expect(restock.status(), await restock.text()).toBe(200);
      expect((await restock.json()).data).toMatchObject({ available_qty: 5, mailed: 1 });
      const outbox = await (await page.request.get(`/_dev/outbox/?to=${encodeURIComponent(email)}`)).text();
      expect(outbox).toContain("back_in_stock");
      expect(outbox).toContain(L("mail_greeting_anonymous").replace(/,$/, ""));
      const links = [...outbox.matchAll(/<a href="(https?:\/\/[^"]+)">/g)].map((m) => new URL(m[1]!).pathname);
      expect(links).toEqual([c.path]);
      // A second restock mails nobody again.
      await bffPost(keeper, `${prefix}/api/nuxtapi/catalog/stock/`, { variation_code: code, warehouse: "central", qty: 0 });
      const again = await bffPost(keeper, `${prefix}/api/nuxtapi/catalog/stock/`, { variation_code: code, warehouse: "central", qty: 2 });
      expect((await again.json()).data).toMatchObject({ mailed: 0 });
    } finally {
      await bffPost(keeper, `${prefix}/api/nuxtapi/catalog/stock/`, { variation_code: code, warehouse: "central", qty: 0 });
      await keeper.context().close();
    }
  });
}

test("a logged-in shopper finds their own address filled in, by the page's script only", async ({ page, context, baseURL }) => {
  const PRODUCT = "/proizvodi/suhe-sljive-bez-kostica-proizvod-95/";
  const L = (key: string) => seedLabel(key, "hr");
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  await arrive(page, "/");
  const password = "Suhe-sljive-2026";
  const { email, confirmLink } = await signUpOnHr(page, password);
  await page.goto(confirmLink);
  await expect(page.locator("main")).toContainText(L("auth_signup_confirmed"));
  // The page's own calls settle first, so none sets the visitor's token over the logged-in one.
  await page.waitForLoadState("networkidle");
  expect((await bffPost(page, "/api/nuxtapi/auth/login/", { email, password })).status()).toBe(200);
  // The server's HTML names nobody: the field comes empty and the script fills it in.
  const html = await (await page.request.get(PRODUCT)).text();
  expect(/<section id="back-in-stock"[\s\S]*?<\/section>/.exec(html)?.[0]).toMatch(/name="email"[^>]*value=""/);
  await page.goto(PRODUCT);
  await waitForHydration(page);
  const field = page.locator("#back-in-stock").getByLabel(L("back_in_stock_email"));
  await expect(field).toHaveValue(email);
  await page.locator("#back-in-stock").getByRole("button", { name: L("back_in_stock_submit") }).click();
  await expect(page.locator("#back-in-stock").getByRole("status")).toContainText(L("back_in_stock_subscribed"));
});

test("the page of a product out of stock is valid HTML, with the form and the alternatives", async ({ request }) => {
  const validator = new HtmlValidate({ extends: ["html-validate:standard"], rules: { "no-inline-style": "off" } });
  for (const path of ["/proizvodi/suhe-sljive-bez-kostica-proizvod-95/", "/en/products/pitted-prunes-product-95/"]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('id="back-in-stock"');
    expect(html).toContain('class="product-rail alternatives"');
    const report = await validator.validateString(html);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${path}: ${m.ruleId}: ${m.message}`))).toEqual([]);
  }
});
