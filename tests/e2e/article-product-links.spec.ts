import { arrive, expect, test } from "./fixtures";
import { viewportOf, WIDTHS } from "./support/look";
import { PRODUCTS } from "../../commerce/seed/catalog/index";

/**
 * Product references in an article's body (issue 10; docs/behaviour/07-api.md "Product references
 * in editor HTML"): the editor's `<a href="product:ZR-00097">date</a>` is, on every site, a link to
 * that product's page there, and following it opens the product.
 */
const DATES = PRODUCTS.find((p) => p.code === "ZR-00097")!;
const CASES = [
  { site: "en", article: "/en/magazine/cooking-with-children-mess-that-pays-off/", word: "date", title: DATES.title.en, widths: WIDTHS },
  { site: "hr", article: "/magazin/kuhanje-s-djecom-nered-koji-se-isplati/", word: "datulja", title: DATES.title.hr, widths: [390] as const },
];

for (const { site, article, word, title, widths } of CASES) {
  for (const width of widths) {
    test(`/${site}/ article at ${width} px: the body's "${word}" opens ${title}`, async ({ page, baseURL, consoleProblems }, testInfo) => {
      await page.context().addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
      await page.setViewportSize(viewportOf(width));
      await arrive(page, article);
      const link = page.locator(".post-content").getByRole("link", { name: word, exact: true });
      await expect(link).toHaveAttribute("data-product", DATES.code);
      await expect(link).toHaveAttribute("title", title);
      const href = await link.getAttribute("href");
      expect(href).toMatch(site === "en" ? /^\/en\/[^/].*\/$/ : /^\/[^/].*\/$/);
      // No reference left unwritten anywhere on the page.
      expect(await page.locator('a[href^="product:" i]').count()).toBe(0);
      await link.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`article-body-link-${site}-${width}.png`) });
      await link.click();
      await expect(page).toHaveURL(new URL(href!, baseURL).href);
      await expect(page.locator("h1")).toHaveText(title);
      expect(consoleProblems).toEqual([]);
    });
  }
}
