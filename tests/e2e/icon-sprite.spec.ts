import type { Page } from "@playwright/test";
import { ICON_SPRITE_URL } from "../../client/components/icon-sprite.generated";
import { expect, followLink, test, waitForHydration } from "./fixtures";

/**
 * The icons come from one immutable sprite file (scripts/gen-icons.ts), not from the page
 * (docs/decisions/0011-edge-page-cache.md "Leaner pages"). A <use> the browser could
 * not fill (a CSP that blocks it, a wrong name, a missing file) draws nothing but keeps its <svg>'s
 * box, so each test measures what the <use> itself drew (a line, the minus, is drawn with no height).
 */
async function drawn(page: Page, selector: string): Promise<{ href: string | null; width: number; height: number }[]> {
  const all = await page.locator(selector).evaluateAll((uses) =>
    (uses as SVGUseElement[]).map((u) => {
      const box = u.getBBox();
      // An icon of a part hidden at this width (the menu's toggle on a wide screen) draws nothing either.
      return { href: u.getAttribute("href"), width: box.width, height: box.height, shown: u.ownerSVGElement?.checkVisibility() ?? false };
    }),
  );
  return all.filter((u) => u.shown).map(({ shown: _shown, ...u }) => u);
}

async function violations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { cspBlocked: string[] }).cspBlocked = [];
    document.addEventListener("securitypolicyviolation", (e) => (window as unknown as { cspBlocked: string[] }).cspBlocked.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
}

test("the header's, the cards' and the footer's icons are drawn from the sprite file, which the CSP allows and the browser keeps a year", async ({ page, consoleProblems }) => {
  await violations(page);
  const sprite = page.waitForResponse((r) => r.url().endsWith(ICON_SPRITE_URL));
  await page.goto("/");
  const res = await sprite;
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/svg+xml");
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await waitForHydration(page);
  // No sprite in the page: every icon names the file.
  expect(await page.locator("symbol").count()).toBe(0);
  for (const selector of ["header use", "main .product-card use", "footer use"]) {
    const icons = await drawn(page, selector);
    expect(icons.length, selector).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(icon.href, selector).toMatch(new RegExp(`^${ICON_SPRITE_URL.replaceAll(".", "\\.")}#i-[a-z-]+$`));
      expect(icon.width + icon.height, `${selector} ${icon.href}`).toBeGreaterThan(0);
    }
  }
  expect(await page.evaluate(() => (window as unknown as { cspBlocked: string[] }).cspBlocked)).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("icons the browser renders after a client-side navigation are the server's markup and drawn", async ({ page, consoleProblems }) => {
  await page.goto("/");
  await waitForHydration(page);
  const serverIcon = await page.locator("main .product-card .card-add-button svg").first().evaluate((svg) => svg.outerHTML);
  await followLink(page, (await page.locator("a.nav-cart").getAttribute("href"))!);
  await expect(page.locator("body")).toHaveClass(/page-webshop/);
  // The empty cart's bestseller cards are rendered by the browser alone.
  const card = page.locator("main .product-card .card-add-button svg").first();
  await expect(card).toBeVisible();
  expect(await card.evaluate((svg) => svg.outerHTML)).toBe(serverIcon);
  for (const icon of await drawn(page, "main .product-card use")) expect(icon.width + icon.height).toBeGreaterThan(0);
  expect(consoleProblems).toEqual([]);
});

test.describe("a search engine's crawler", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
  test("the bot layout draws its icons from the same file", async ({ page }) => {
    await page.goto("/");
    const icons = await drawn(page, "header use, footer use");
    expect(icons.length).toBeGreaterThan(0);
    await expect.poll(async () => (await drawn(page, "header use, footer use")).every((i) => i.width + i.height > 0)).toBe(true);
  });
});
