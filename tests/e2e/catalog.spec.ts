import { POSTS } from "../../commerce/seed/content/posts/index";
import { PUBLISH_CATEGORIES } from "../../commerce/seed/content/categories";
import { TENANTS } from "../../tenants";
import { TENANT_CASES, expect, seedLabel, test, waitForHydration } from "./fixtures";

/**
 * A shopper browses the catalogue in every site: home → products → a category → filter by an
 * attribute → sort by price → page 2 → a product. Every step is a click (client-side navigation
 * through the BFF), and the page never reloads or logs an error on the way.
 */
for (const tenant of TENANT_CASES) {
  test(`${tenant.code}: home → category → filtered, sorted, page 2 → product`, async ({ page, consoleProblems }) => {
    await page.goto(tenant.home);
    await waitForHydration(page);
    // A first visit shows the cookie banner over the foot of the window; a shopper answers it
    // (necessary cookies only) before filtering, as the filters may sit under it.
    await page.locator('form.consent button[name="choice"][value="none"]').click();
    await expect(page.locator("form.consent.is-decided")).toBeAttached();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await page.getByRole("navigation", { name: seedLabel("nav_home", tenant.labelLang) }).getByRole("link", { name: seedLabel("nav_products", tenant.labelLang) }).click();
    await expect(page.locator("body")).toHaveClass(/page-catalog-index/);

    await page.locator(".category-tiles a").first().click();
    await expect(page.locator("body")).toHaveClass(/page-catalog-category/);
    const categoryPath = new URL(page.url()).pathname;

    // Filter: the first attribute; the form submits itself on change.
    const attr = page.locator('.filters input[name="attr"]').first();
    const attrValue = await attr.getAttribute("value");
    await attr.check();
    await expect(page).toHaveURL(new RegExp(`attr=${attrValue}`));
    await expect(page.locator(".product-card").first()).toBeVisible();

    // Sort by price, lowest first: the prices on the page ascend.
    await page.locator('.listing select[name="sort"]').selectOption("price_asc");
    await expect(page).toHaveURL(/sort=price_asc/);
    const prices = await page.locator(".product-card .price-now").allTextContents();
    const numbers = prices.map((p) => Number(p.replace(/[^\d,.-]/g, "").replace(/\.(?=\d{3}\b)/g, "").replace(",", ".")));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    // Back to the whole category, then its second page: the first category holds more than one
    // page of products on every site (the seed checks keep it so), so the step is never skipped.
    await page.goto(categoryPath);
    await waitForHydration(page);
    const next = page.locator('.pagination a[rel="next"]');
    await expect(next).toHaveCount(1);
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText("2");

    const first = page.locator(".product-card-title a").first();
    const title = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(page.locator("body")).toHaveClass(/page-catalog-product/);
    await expect(page.locator("h1")).toHaveText(title);
    await expect(page.locator(".product-buy .price-now").first()).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });
}

for (const tenant of TENANT_CASES) {
  test(`${tenant.code}: search finds products and articles by a word of their title`, async ({ page, consoleProblems }) => {
    const words = TENANTS.find((x) => x.code === tenant.code)!.routeWords;
    await page.goto(`${tenant.home}${words.catalog}/`);
    await waitForHydration(page);
    const title = (await page.locator(".product-card-title a").first().textContent())?.trim() ?? "";
    const word = longestWord(title);
    await page.goto(`${tenant.home}${words.search}/`);
    await waitForHydration(page);
    await page.locator('.search-form input[name="search_q"]').fill(word);
    await page.locator(".search-form button[type=submit]").click();
    await expect(page).toHaveURL(/search_q=/);
    await expect(page.locator(".product-card-title a", { hasText: title }).first()).toBeVisible();

    // Articles too, with the content box ticked: a published article of a visible category.
    const post = POSTS.find((p) => p.status >= 3 && !p.redirect && PUBLISH_CATEGORIES.find((c) => c.code === p.category)?.visible)!;
    const postTitle = post.title[tenant.labelLang];
    await page.locator('.search-form input[name="search_q"]').fill(longestWord(postTitle));
    await page.locator('.search-form input[name="search_content"]').check();
    await page.locator(".search-form button[type=submit]").click();
    await expect(page).toHaveURL(/search_content=1/);
    await expect(page.locator(".search-content a", { hasText: postTitle }).first()).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });
}

function longestWord(title: string): string {
  return title.split(/[\s,.:;!?()«»„“"']+/).reduce((a, b) => (b.length > a.length ? b : a), "");
}

test("filters that match nothing say so, and one click brings the shelf back", async ({ page, consoleProblems }, testInfo) => {
  await page.goto("/en/products/grains-cereals/?price_from=9999");
  await waitForHydration(page);
  await page.locator('form.consent button[name="choice"][value="none"]').click();
  const empty = page.locator("p.empty");
  await expect(empty).toContainText(seedLabel("listing_no_match", "en"));
  await expect(page.locator(".product-grid")).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`no-match-${width}.png`) });
  }
  await empty.getByRole("link", { name: seedLabel("filter_clear", "en") }).click();
  await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  expect(consoleProblems).toEqual([]);
});
