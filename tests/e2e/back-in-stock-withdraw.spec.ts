import { CHROME_UA, expect, seedLabel, test, waitForHydration } from "./fixtures";
import type { LabelLang } from "../../commerce/seed/labels";
import { axeProblems } from "./support/look";

/**
 * Withdrawing a back-in-stock request (docs/decisions/0032-back-in-stock-requests.md
 * "Withdrawing"), as a shopper does it at a phone's and a desktop's width: ask on the page of a
 * product out of stock, follow the link the answer gives, confirm with the button, and find the
 * link used up afterwards; a made-up link says there is nothing to withdraw. Each width takes a
 * product the seed has out of stock that no other spec opens; the flow changes no stock.
 */
test.use({ userAgent: CHROME_UA });

const CASES = [
  { width: 390, path: "/proizvodi/crni-caj-assam-proizvod-138/", lang: "hr" as LabelLang, prefix: "" },
  { width: 1280, path: "/en/products/ceylon-black-tea-product-139/", lang: "en" as LabelLang, prefix: "/en" },
] as const;

for (const c of CASES) {
  test(`${c.width} px: notify me → withdraw link → confirm → withdrawn; the used and a made-up link say so`, async ({ page, context, baseURL }, testInfo) => {
    const L = (key: string) => seedLabel(key, c.lang);
    await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
    await page.setViewportSize({ width: c.width, height: c.width === 390 ? 844 : 900 });
    await page.goto(c.path);
    await waitForHydration(page);
    const section = page.locator("#back-in-stock");
    await expect(section.locator("form[data-live]")).toHaveCount(1);
    await section.getByLabel(L("back_in_stock_email")).fill(`kupac-${Date.now()}-${c.width}@example.com`);
    await section.getByRole("button", { name: L("back_in_stock_submit") }).click();
    await expect(section.getByRole("status")).toContainText(L("back_in_stock_subscribed"));
    const link = section.getByRole("link", { name: L("back_in_stock_withdraw_link") });
    await expect(link).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`withdraw-link-${c.width}.png`) });
    expect(await axeProblems(page, `withdraw link ${c.width}`, ["#back-in-stock"])).toEqual([]);

    // The link's page asks first: opening it withdrew nothing.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/api/nuxtapi/catalog/back-in-stock/withdraw/[A-Za-z0-9_-]{16}/[A-Za-z0-9_-]{43}/$`));
    const withdrawUrl = page.url();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(L("back_in_stock_withdraw_title"));
    await expect(page.locator("main")).toContainText(L("back_in_stock_withdraw_text"));
    const button = page.getByRole("button", { name: L("back_in_stock_withdraw_button") });
    await expect(button).toBeVisible();
    const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll).toBeLessThanOrEqual(inner);
    expect(await axeProblems(page, `withdraw confirm ${c.width}`, ["main"])).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`withdraw-confirm-${c.width}.png`), fullPage: true });

    // The button withdraws it, and the page says so.
    await button.click();
    await expect(page.getByRole("status")).toHaveText(L("back_in_stock_withdrawn"));
    await expect(page.locator("main form")).toHaveCount(0);
    expect(page.url()).toBe(withdrawUrl);
    expect(await axeProblems(page, `withdraw done ${c.width}`, ["main"])).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`withdraw-done-${c.width}.png`), fullPage: true });

    // Opened again later: already withdrawn (410), with the way home.
    const again = await page.goto(withdrawUrl);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole("status")).toHaveText(L("back_in_stock_already_withdrawn"));
    await expect(page.getByRole("link", { name: L("back_to_homepage") })).toBeVisible();

    // A made-up link: 404, no button.
    const madeUp = await page.goto(withdrawUrl.replace(/withdraw\/[A-Za-z0-9_-]{16}\//, "withdraw/AAAAAAAAAAAAAAAA/"));
    expect(madeUp?.status()).toBe(404);
    await expect(page.getByRole("alert")).toHaveText(L("back_in_stock_link_invalid"));
    await expect(page.getByRole("button")).toHaveCount(0);
    expect(await axeProblems(page, `withdraw invalid ${c.width}`, ["main"])).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`withdraw-invalid-${c.width}.png`), fullPage: true });
  });
}
