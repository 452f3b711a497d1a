import { arrive, bffPost, CHROME_UA, expect, seedLabel, signUpOnHr, test, typefaceIn, waitForHydration } from "./fixtures";

/**
 * Issue 14 "Done when", reviews in a real browser (docs/decisions/0021-reviews-shoppers-write.md):
 * a shopper writes a review on the product page (no reload), staff approve it from the same page,
 * and it appears with the summary updated. The look of the section is kept as a baseline at 390
 * and 1280 px on a product nobody reviews in these tests.
 */
const PASSWORD = "Zobene-pahuljice-7";
const L = (key: string) => seedLabel(key, "hr");
/** Written to by the flow below: a product no other test looks at (its stars would change their pages). */
const WRITTEN = "/proizvodi/caj-od-sipka-proizvod-150/";
/** Never written to: its seeded reviews (Italian, Serbian, Spanish) make the baseline. */
const LOOK = "/proizvodi/oljusteno-proso-proizvod-10/";

/** Every approved rating the summary counts (none yet: no summary). */
const countOf = async (page: import("@playwright/test").Page) => {
  const counts = page.locator("#reviews .review-counts");
  return (await counts.count()) === 0 ? 0 : Number(await counts.getAttribute("data-count"));
};

test("a shopper writes a review, staff approve it, it appears with the summary updated", async ({ page, browser }, testInfo) => {
  await arrive(page, "/");
  const { email, confirmLink } = await signUpOnHr(page, PASSWORD);
  await page.goto(confirmLink);
  await expect(page.locator("main")).toContainText(L("auth_signup_confirmed"));
  // The page's own calls settle first: an answer still in flight could set the visitor's token
  // over the logged-in one the log-in below leaves in the cookie.
  await page.waitForLoadState("networkidle");
  const login = await bffPost(page, "/api/nuxtapi/auth/login/", { email, password: PASSWORD });
  expect(login.status()).toBe(200);

  await page.goto(WRITTEN);
  await waitForHydration(page);
  const before = await countOf(page);
  const form = page.locator("#review-form");
  await expect(form).toBeVisible();
  const title = `Naslov ${Date.now()}`;
  await form.getByLabel(L("review_stars").replace("{stars}", "4")).check();
  await form.getByLabel(L("review_title")).fill(title);
  await form.getByLabel(L("review_message")).fill("Muesli je hrskav, voće sočno, a pakiranje se dobro zatvara. <b>Preporučujem</b>.");
  await form.getByRole("button", { name: L("review_submit") }).click();
  // No reload: the notice, and the shopper's own review waiting in place of the form.
  await expect(page.locator("#reviews .form-notice-ok")).toHaveText(L("review_sent"));
  await expect(page.locator("#reviews .review-own-status")).toHaveText(L("review_pending"));
  await expect(form).toBeHidden();
  // Not shown to others yet.
  await expect(page.locator("#reviews .review-list")).not.toContainText(title);

  // Staff, in a browser of their own, approve it on the product page.
  const staff = await browser.newContext({ userAgent: CHROME_UA, extraHTTPHeaders: { "cf-connecting-ip": `10.99.${testInfo.workerIndex}.7` } });
  const editor = await staff.newPage();
  await arrive(editor, "/");
  const staffLogin = await bffPost(editor, "/api/nuxtapi/auth/login/", { email: "urednik@zrno.hr", password: "Zrno-urednik-2026" });
  expect(staffLogin.status()).toBe(200);
  await editor.goto(WRITTEN);
  await waitForHydration(editor);
  const queued = editor.locator(".review-queue .review-pending", { hasText: title });
  await expect(queued).toBeVisible();
  await queued.getByRole("button", { name: L("review_approve") }).click();
  await expect(editor.locator("#reviews .form-notice-ok")).toHaveText(L("review_approved_done"));
  await expect(editor.locator("#reviews .review-list").first()).toContainText(title);
  await staff.close();

  // The shopper sees it published, the summary and the stars at the top counting it.
  await page.reload();
  await waitForHydration(page);
  expect(await countOf(page)).toBe(before + 1);
  const bars = await page.locator("#reviews .review-histogram li").evaluateAll((lis) => lis.reduce((n, li) => n + Number((li as HTMLElement).dataset.count), 0));
  expect(bars).toBe(before + 1);
  await expect(page.locator(".product-buy .stars .votes")).toHaveText(`(${before + 1})`);
  const mine = page.locator("#reviews .review-list > li", { hasText: title });
  await expect(mine).toBeVisible();
  // Escaped, never markup.
  await expect(mine.locator(".review-text")).toContainText("<b>Preporučujem</b>");
  await expect(page.locator("#reviews .review-own-status")).toHaveText(L("review_published"));
});

test("the reviews section: sort, language filter and its look at 390 and 1280 px", async ({ page, context, baseURL }) => {
  // The consent chosen (necessary only): the banner would cover the section.
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  await page.goto(LOOK);
  await waitForHydration(page);
  const section = page.locator("#reviews");
  await expect(section).toHaveAttribute("data-live", "");
  await expect(section.locator(".review-login")).toContainText(L("review_login_prompt"));
  const items = section.locator(".review-list > li");
  await expect(items).toHaveCount(3);
  // Reviews written on other sites say so, in their own language's name.
  await expect(section.locator(".review-lang").first()).toContainText(L("review_written_in").replace("{language}", ""));
  // Lowest first, then only Croatian (none here).
  await section.getByLabel(L("review_sort")).selectOption("lowest");
  await expect.poll(async () => (await items.locator(".stars").evaluateAll((s) => s.map((e) => (e.textContent ?? "").split("★").length - 1)))).toEqual(
    [...(await items.locator(".stars").evaluateAll((s) => s.map((e) => (e.textContent ?? "").split("★").length - 1)))].sort((a, b) => a - b),
  );
  await section.getByLabel(L("review_only_mine_lang").replace("{language}", "Hrvatski")).check();
  await expect(section.locator(".review-none-in-lang")).toBeVisible();
  await section.getByLabel(L("review_only_mine_lang").replace("{language}", "Hrvatski")).uncheck();
  await expect(items).toHaveCount(3);
  await section.getByLabel(L("review_sort")).selectOption("newest");
  await expect(section.locator(".review-more")).toBeHidden();
  await typefaceIn(page);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo().outputPath(`reviews-${width}.png`), fullPage: false });
    // The seed dates its reviews on the day it runs, the sticky header may cover the top and a
    // phone's sticky add-to-cart bar the foot: all masked.
    await expect(section).toHaveScreenshot(`reviews-${width}.png`, { maxDiffPixelRatio: 0.01, mask: [section.locator("time"), page.locator(".site-header"), page.locator(".sticky-buy")] });
  }
});

function testInfo() {
  return test.info();
}

test("an older answer never undoes a newer choice: sorting, then filtering before the sort's answer is back", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  await page.goto(LOOK);
  await waitForHydration(page);
  const section = page.locator("#reviews");
  // The section's script has made it live: before that, a change of the sort or the filter is the
  // plain form's, which waits for its button.
  await expect(section).toHaveAttribute("data-live", "");
  const isSortOnly = (url: URL) => url.pathname.endsWith("/catalog/reviews/") && url.searchParams.get("sort") === "lowest" && !url.searchParams.has("lang");
  // The sort's answer is held until the filter's has been drawn: a slow network's order.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isSortOnly, async (route) => {
    await held;
    await route.continue();
  });
  await section.getByLabel(L("review_sort")).selectOption("lowest");
  await section.getByLabel(L("review_only_mine_lang").replace("{language}", "Hrvatski")).check();
  await expect(section.locator(".review-none-in-lang")).toBeVisible();
  const finished = page.waitForEvent("requestfinished", (r) => isSortOnly(new URL(r.url())));
  release();
  await finished;
  // Let the page take the late answer in (its body, then its handler), then look again.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(section.locator(".review-none-in-lang")).toBeVisible();
  await expect(section.locator(".review-list > li")).toHaveCount(0);
});
