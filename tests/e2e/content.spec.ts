import type { Locator, Page } from "@playwright/test";
import { PUBLISH_CATEGORIES } from "../../commerce/seed/content/categories";
import { TENANTS } from "../../tenants";
import { TENANT_CASES, expect, seedLabel, test, waitForHydration, type TenantCase } from "./fixtures";

/**
 * The content half in a real browser, for the default site and a prefixed one: every hop is a
 * click on a link the page shows, taken over by client-side navigation (the window survives
 * each hop), and each hop must change both the address and what the page shows.
 */
const DESKTOP_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
test.use({ userAgent: DESKTOP_CHROME, viewport: { width: 1280, height: 900 } });

// Every site: each has its own words, slugs and texts for the same journeys.
const SITES = TENANT_CASES;

const words = (t: TenantCase) => TENANTS.find((x) => x.code === t.code)!.routeWords;
const recipesPath = (t: TenantCase) => `${t.home}${PUBLISH_CATEGORIES.find((c) => c.code === "recipes")!.slug[t.labelLang]}/`;

/** Marks the window: a full page load would lose the mark, a client-side navigation keeps it. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { __zrnoSameWindow: true }));
}

async function stillSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __zrnoSameWindow?: boolean }).__zrnoSameWindow === true);
}

/** Clicks a link and waits until the address is its href and the heading is `heading`. */
async function follow(page: Page, link: Locator, heading?: string) {
  const href = await link.getAttribute("href");
  const text = heading ?? ((await link.textContent()) ?? "").trim();
  expect(href).toBeTruthy();
  await link.click();
  // Generous: the dev server reloads while other files change; the hop itself is client-side.
  await expect(page).toHaveURL((url) => url.pathname + url.search === href, { timeout: 15_000 });
  await expect(page.locator("main h1")).toHaveText(text);
  return { href: href!, text };
}

for (const t of SITES) {
  test.describe(`content of ${t.code}`, () => {
    test("home → article → author → tag, by clicks, client-side", async ({ page, consoleProblems }) => {
      await page.goto(t.home);
      await waitForHydration(page);
      await markWindow(page);

      const article = await follow(page, page.locator(".home-post-list h3 a").first());
      await expect(page.locator(".author-box")).toBeVisible();
      await expect(page.locator("main time").first()).toBeVisible();

      const author = await follow(page, page.locator(".author-box a[rel=author]"));
      expect(author.href).toContain(`/${words(t).authors}/`);
      await expect(page.locator(".author-bio")).not.toBeEmpty();
      await expect(page.locator(".post-card").first()).toBeVisible();

      const tag = await follow(page, page.locator(".post-card-tags a").first());
      expect(tag.href).toContain(`/${words(t).tags}/`);
      await expect(page.locator(".post-card").first()).toBeVisible();
      expect(new Set([article.href, author.href, tag.href]).size).toBe(3);
      expect(await stillSameWindow(page)).toBe(true);
      expect(consoleProblems).toEqual([]);
    });

    test("recipes → recipe with its products, priced and linked", async ({ page, consoleProblems }) => {
      await page.goto(recipesPath(t));
      await waitForHydration(page);
      await markWindow(page);
      await expect(page.locator("main h1")).toHaveText(PUBLISH_CATEGORIES.find((c) => c.code === "recipes")!.title[t.labelLang]);

      await follow(page, page.locator(".post-card-title a").first());
      await expect(page.locator(".recipe-ingredients li").first()).toBeVisible();
      await expect(page.locator(".recipe-steps li").first()).toBeVisible();
      await expect(page.locator(".recipe-facts")).toContainText(seedLabel("recipe_servings", t.labelLang));
      const products = page.locator(".recipe-products .product-card");
      expect(await products.count()).toBeGreaterThan(0);
      // Each site prices in its own currency (RSD in Serbia, KM in Bosnia, € elsewhere).
      await expect(products.first().locator(".price-now")).toContainText(t.code === "rs" ? "RSD" : t.code === "ba" ? "KM" : "€");

      const product = products.first().locator(".product-card-title a");
      const productTitle = ((await product.textContent()) ?? "").trim();
      await follow(page, product, productTitle);
      expect(await stillSameWindow(page)).toBe(true);
      expect(consoleProblems).toEqual([]);
    });

    test("home → stores → a store with address, hours and a map link", async ({ page, consoleProblems }) => {
      await page.goto(t.home);
      await waitForHydration(page);
      await markWindow(page);

      await follow(page, page.locator("#site-nav").getByRole("link", { name: seedLabel("nav_locations", t.labelLang) }));
      const store = await follow(page, page.locator(".location-card h3 a").first());
      expect(store.href.split("/").filter(Boolean).length).toBe(t.code === "hr" ? 2 : 3);
      await expect(page.locator(".location-address")).toBeVisible();
      await expect(page.locator("table.hours tr")).toHaveCount(7);
      await expect(page.locator("a.map-link")).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
      expect(await stillSameWindow(page)).toBe(true);
      expect(consoleProblems).toEqual([]);
    });
  });
}
