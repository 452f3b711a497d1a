import { HtmlValidate } from "html-validate";
import { bffPost, CHROME_UA, e2eClientIp, expect, loggedInPage, seedLabel, test, waitForHydration } from "./fixtures";
import type { LabelLang } from "../../commerce/seed/labels";
import { axeProblems } from "./support/look";

/**
 * The product page's stock form (docs/decisions/0036-warehouse-stock-form.md) as staff meet it at
 * a phone's and a desktop's width: the stock keeper (`warehouse_edit`) changes a figure, saves its
 * row without leaving the page, sees it saved and finds it after a reload; a bad figure is said
 * beside its field. Store staff who may only see stock get the table without a field, and a
 * shopper gets no table and never loads the form's script. Each width takes a product of its own
 * (no other spec edits them) and puts its figure back at the end, so a second run finds it as the
 * first did. Screenshots go to the test's output for review.
 */
test.use({ userAgent: CHROME_UA });

const CASES = [
  { width: 390, path: "/proizvodi/ekoloski-bademi-proizvod-63/", lang: "hr" as LabelLang, prefix: "" },
  { width: 1280, path: "/en/products/raw-hazelnuts-product-64/", lang: "en" as LabelLang, prefix: "/en" },
] as const;

const STOCK_KEEPER = { email: "skladiste@zrno.hr", password: "Zrno-skladiste-2026" };
const STORE_STAFF = { email: "trgovina@zrno.hr", password: "Zrno-trgovina-2026" };

for (const c of CASES) {
  test(`${c.width} px: the stock keeper changes a figure, saves its row and sees it saved; a bad figure is said beside its field`, async ({ browser, baseURL }, testInfo) => {
    const L = (key: string) => seedLabel(key, c.lang);
    const page = await loggedInPage(browser, baseURL!, testInfo, c.prefix, STOCK_KEEPER, c.width);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    let code = "";
    let before = 0;
    try {
      await page.goto(c.path);
      await waitForHydration(page);
      const section = page.locator("#warehouse-stock");
      // Its script has taken the rows over (without it, each row posts plainly).
      await expect(section).toHaveAttribute("data-live", "1");
      const row = section.locator('tr[data-warehouse="central"]');
      const field = row.locator('input[name="qty_0"]');
      code = (await field.getAttribute("data-code"))!;
      before = Number(await field.inputValue());
      const other = Number(await row.locator('input[name="qty_1"]').inputValue());
      // The field is named by its warehouse and its package.
      const pack = await section.locator("thead th").nth(1).textContent();
      const warehouse = (await row.locator("th").textContent())!;
      expect(warehouse.startsWith(L("warehouse_central"))).toBe(true);
      await expect(field).toHaveAccessibleName(`${warehouse} ${pack}`);

      // A negative figure is refused beside its field, nothing saved.
      await field.fill("-3");
      await row.getByRole("button", { name: L("warehouse_stock_save") }).click();
      await expect(row.locator(".field-error")).toHaveText(L("validation_stock_negative"));
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toBeFocused();
      await expect(section.getByRole("alert")).toHaveText(L("validation_form_errors"));
      await field.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`warehouse-stock-error-${c.width}.png`) });
      expect(await axeProblems(page, `warehouse stock error ${c.width}`, ["#warehouse-stock"])).toEqual([]);

      // A whole number is saved: the notice, the figure and the row's total.
      const next = before + 7;
      await field.fill(String(next));
      await row.getByRole("button", { name: L("warehouse_stock_save") }).click();
      await expect(section.getByRole("status")).toHaveText(L("warehouse_stock_saved"));
      await expect(row.locator(".field-error")).toHaveCount(0);
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
      await expect(row.locator("[data-total]")).toHaveText(String(next + other));
      await expect(row).toHaveAttribute("data-saved", "");
      expect(new URL(page.url()).hash).toBe("");
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`warehouse-stock-saved-${c.width}.png`) });
      await section.screenshot({ path: testInfo.outputPath(`warehouse-stock-table-${c.width}.png`) });
      expect(await axeProblems(page, `warehouse stock ${c.width}`, ["#warehouse-stock"])).toEqual([]);
      // Nothing of the table runs off a phone's screen but inside its own scroller.
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll).toBeLessThanOrEqual(inner);

      // The figure is the one the shop holds now.
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator('#warehouse-stock tr[data-warehouse="central"] input[name="qty_0"]')).toHaveValue(String(next));
      expect(scripts.some((u) => u.includes("warehouse-stock-live"))).toBe(true);
    } finally {
      if (code) {
        const back = await bffPost(page, `${c.prefix}/api/nuxtapi/catalog/stock/`, { variation_code: code, warehouse: "central", qty: before });
        expect(back.status(), await back.text()).toBe(200);
      }
      await page.context().close();
    }
  });

  test(`${c.width} px: store staff see the table without a field; a shopper sees no table and loads none of its script`, async ({ browser, baseURL, page, context }, testInfo) => {
    const L = (key: string) => seedLabel(key, c.lang);
    const store = await loggedInPage(browser, baseURL!, testInfo, c.prefix, STORE_STAFF, c.width);
    try {
      await store.goto(c.path);
      await waitForHydration(store);
      const section = store.locator("#warehouse-stock");
      await expect(section.getByRole("heading", { name: L("warehouse_stock_title") })).toBeVisible();
      await expect(section.locator('tr[data-warehouse="central"]')).toBeVisible();
      await expect(section.locator("input, form, button")).toHaveCount(0);
      await section.scrollIntoViewIfNeeded();
      await store.screenshot({ path: testInfo.outputPath(`warehouse-stock-read-only-${c.width}.png`) });
    } finally {
      await store.context().close();
    }

    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
    await page.setViewportSize({ width: c.width, height: c.width === 390 ? 844 : 900 });
    await page.goto(c.path);
    await waitForHydration(page);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator(".warehouse-stock, .warehouse-stock-slot")).toHaveCount(0);
    await expect(page.locator('input[name^="qty_"]')).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => u.includes("warehouse-stock"))).toEqual([]);
  });
}

test("without JavaScript the stock keeper's row posts plainly and comes back to the table with the notice and the saved figure", async ({ browser, baseURL }, testInfo) => {
  const L = (key: string) => seedLabel(key, "hr");
  const PATH = "/proizvodi/jezgre-oraha-proizvod-66/";
  // Log in with a browser that runs scripts, then carry its cookies to one that does not.
  const withJs = await loggedInPage(browser, baseURL!, testInfo, "", STOCK_KEEPER, 1280);
  const cookies = await withJs.context().cookies();
  await withJs.context().close();
  const context = await browser.newContext({ userAgent: CHROME_UA, javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { "cf-connecting-ip": e2eClientIp(testInfo) } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  let code = "";
  let before = 0;
  try {
    await page.goto(PATH);
    const row = page.locator('#warehouse-stock tr[data-warehouse="central"]');
    const field = row.locator('input[name="qty_1"]');
    code = (await field.getAttribute("data-code"))!;
    before = Number(await field.inputValue());
    await field.fill(String(before + 2));
    await row.getByRole("button", { name: L("warehouse_stock_save") }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}#warehouse-stock$`));
    await expect(page.locator("#warehouse-stock .warehouse-stock-status")).toHaveText(L("warehouse_stock_saved"));
    await expect(page.locator('#warehouse-stock tr[data-warehouse="central"] input[name="qty_1"]')).toHaveValue(String(before + 2));
  } finally {
    if (code) {
      const back = await page.request.post("/api/nuxtapi/catalog/stock/", { data: { variation_code: code, warehouse: "central", qty: before }, headers: { origin: new URL(baseURL!).origin, "sec-fetch-site": "same-origin" } });
      expect(back.status(), await back.text()).toBe(200);
    }
    await context.close();
  }
});

test("the stock keeper's and store staff's product pages are valid HTML, with the forms and the read-only table", async ({ browser, baseURL }, testInfo) => {
  const validator = new HtmlValidate({ extends: ["html-validate:standard"], rules: { "no-inline-style": "off" } });
  for (const [who, forms] of [[STOCK_KEEPER, true], [STORE_STAFF, false]] as const) {
    const page = await loggedInPage(browser, baseURL!, testInfo, "", who);
    try {
      const html = await (await page.request.get(CASES[0].path)).text();
      expect(html).toContain('id="warehouse-stock"');
      expect(html.includes('class="warehouse-stock-row"')).toBe(forms);
      const report = await validator.validateString(html);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${who.email}: ${m.ruleId}: ${m.message}`))).toEqual([]);
    } finally {
      await page.context().close();
    }
  }
});
