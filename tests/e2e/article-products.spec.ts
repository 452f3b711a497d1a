import { arrive, expect, seedLabel, test, typefaceIn } from "./fixtures";
import { axeProblems, lookOptions, masks, viewportOf, WIDTHS } from "./support/look";
import { POST_PRODUCTS } from "../../commerce/seed/content/index";
import { PRODUCTS } from "../../commerce/seed/catalog/index";

/**
 * An article's products (issue 10, "Article: shoppable products mentioned in it";
 * docs/decisions/0034-shoppable-articles.md): after the body, the shop's cards with price and
 * add-to-cart; one press puts the product in the cart and the header counts it.
 */
const L = (key: string) => seedLabel(key, "en");
const ARTICLE = "/en/magazine/cooking-with-children-mess-that-pays-off/";
/**
 * The first of the article's products whose card's package (its first) is in stock: a card adds
 * its first package, and the seed leaves some first packages sold out while a larger one is not.
 */
const BUYABLE = POST_PRODUCTS.get("mag-cooking-with-kids")!
  .map((code) => PRODUCTS.find((p) => p.code === code)!)
  .find((p) => p.variations[0]!.stock > 0)!;

for (const width of WIDTHS) {
  test(`article at ${width} px: a product added from "${L("article_products")}" makes the cart count 1`, async ({ page, baseURL, consoleProblems }) => {
    // The consent chosen: its banner would cover a card's button at the foot of a phone's screen.
    await page.context().addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
    await page.setViewportSize(viewportOf(width));
    await arrive(page, ARTICLE);
    const section = page.getByRole("region", { name: L("article_products") });
    // After the article's text, before its author box.
    const [body, products, footer] = await Promise.all([".post-content", ".post-products", ".post-footer"].map((s) => page.locator(s).boundingBox()));
    expect(products!.y).toBeGreaterThan(body!.y + body!.height - 1);
    expect(footer!.y).toBeGreaterThan(products!.y + products!.height - 1);

    const cards = section.locator(".product-card");
    expect(await cards.count()).toBeGreaterThan(0);
    // The section's top just under the sticky header, as a reader scrolling down meets it.
    await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - (document.querySelector(".site-header")?.getBoundingClientRect().height ?? 0)));
    await typefaceIn(page);
    // lookOptions without its style sheet: the page's CSP refuses an injected <style>, and the
    // section shows no delivery date for it to steady.
    const { stylePath: _none, ...options } = lookOptions(masks(page));
    await expect(page).toHaveScreenshot(`article-products-${width}.png`, options);

    expect(await axeProblems(page, "article's products", [".post-products"])).toEqual([]);

    const card = section.locator(".product-card", { hasText: BUYABLE.title.en });
    await card.locator(".card-add-button").click();
    await expect(page.getByRole("dialog", { name: L("cart_title") })).toBeVisible();
    await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");
    expect(consoleProblems).toEqual([]);
  });
}
