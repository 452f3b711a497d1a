import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page, TestInfo } from "@playwright/test";
import { CHROME_UA, e2eClientIp, expect, typefaceIn, waitForHydration } from "../fixtures";

/**
 * The reviewed look of the way to an order (issue 18, "Done when"), shared by checkout-look.spec.ts
 * and checkout-states.spec.ts: a screen at a phone's and a desktop's width as a committed baseline,
 * no sideways scrolling at 390 px, and axe's serious and critical findings. As in shop-look.spec.ts:
 * a real Chrome user agent (a headless one gets the bot page), animations off, the caret hidden,
 * the consent already chosen, and what may change between runs masked.
 */
export const WIDTHS = [390, 1280] as const;
/** One line for the masked delivery dates, whatever today's dates are called (../steady-dates.css). */
const STEADY_DATES = join(import.meta.dirname, "..", "steady-dates.css");
export const viewportOf = (width: number) => ({ width, height: width === 390 ? 844 : 900 });

/** A desktop browser of its own for a walk, the consent chosen (necessary only: the banner would cover the fold). */
export async function lookContext(browser: Browser, baseURL: string, testInfo: TestInfo): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: viewportOf(1280),
    userAgent: CHROME_UA,
    extraHTTPHeaders: { "cf-connecting-ip": e2eClientIp(testInfo) },
    reducedMotion: "reduce",
  });
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL }]);
  return context;
}

/**
 * The page (or `target` alone) at 390 and 1280 px against `${name}-${width}.png`, each width
 * checked for sideways scrolling; the page is left at 1280 px. `centre`: scrolled to the middle of
 * the screen at each width first (what the screen is about, below a phone's fold). `mask`: instead
 * of the usual ones (a drawer over the page hides them, but their boxes would still be painted).
 */
export async function lookAtWidths(page: Page, name: string, { target, centre, mask = masks(page) }: { target?: Locator; centre?: Locator; mask?: Locator[] } = {}): Promise<void> {
  await waitForHydration(page);
  await typefaceIn(page);
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll, `${name} is ${scroll} px wide at ${inner} px`).toBeLessThanOrEqual(inner);
    await centre?.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const options = lookOptions(mask);
    if (target) await expect(target).toHaveScreenshot(`${name}-${width}.png`, options);
    else await expect(page).toHaveScreenshot(`${name}-${width}.png`, options);
  }
}

/** How a baseline is taken: animations off, the caret hidden, `mask` masked (usually masks(page)), dates on one line. */
export function lookOptions(mask: Locator[]) {
  return { animations: "disabled", caret: "hide", mask, stylePath: STEADY_DATES, maxDiffPixelRatio: 0.01 } as const;
}

/**
 * axe's serious and critical findings (WCAG A and AA rules) within `include` (the screen's own
 * content: the site's header and footer are shop-look.spec.ts's), one line each, named `name`.
 */
export async function axeProblems(page: Page, name: string, include: readonly string[]): Promise<string[]> {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  for (const selector of include) builder = builder.include(selector);
  const axe = await builder.analyze();
  return axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.length}× ${v.nodes[0]?.target.join(" ")}`);
}

/** What differs from run to run: dates, the order's number and its payment reference, the cart count. */
export function masks(page: Page): Locator[] {
  return [
    page.locator(".consent"),
    page.locator(".cart-count"),
    // Only where shown: a folded order summary's date has a box but no pixels (issue 18).
    page.locator(".delivery-expected:visible"),
    page.locator(".checkout-order-number"),
    page.locator(".order-facts .order-number"),
    page.locator(".order-facts .order-date"),
    page.locator(".slip-reference dd"),
    page.locator(".slip-description dd"),
    page.locator(".checkout-method-when"),
  ];
}
