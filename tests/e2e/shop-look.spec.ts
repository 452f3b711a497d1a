import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { arrive, expect, followLink, seedLabel, test, typefaceIn, waitForHydration } from "./fixtures";
import { TYPEFACE_KEPT } from "../../shared/typeface";
import { axeProblems, lookContext, lookOptions, masks, viewportOf, WIDTHS } from "./support/look";

/**
 * How the shop looks to a shopper (issue 10): nothing on a phone scrolls sideways.
 */
test("the shop's typeface: a first visit stays in the fallback and takes Figtree at its first navigation; a return visit has it from the start; both faces self-hosted and loaded after the largest paint", async ({ page, baseURL }) => {
  const figtree = () => page.evaluate(() => [...document.fonts].filter((f) => f.family.includes("Figtree Variable")).map((f) => `${f.unicodeRange} ${f.status}`));
  await page.goto("/");
  await waitForHydration(page);
  // "Dobrodošli", "čokolada": the Latin face and the Latin Extended one (by unicode-range) are both
  // loaded once the scripts start, off the document: setting them now would lay the page out again.
  const fonts = () => page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.endsWith(".woff2")));
  await expect.poll(async () => (await fonts()).length).toBe(2);
  for (const f of await fonts()) expect(f).toMatch(new RegExp(`^${baseURL!.replace(/\/$/, "")}/assets/figtree-latin(-ext)?-wght-normal-[0-9a-f]{8}\\.woff2$`));
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), TYPEFACE_KEPT)).not.toBeNull();
  expect(await figtree()).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Figtree Variable", "Figtree Fallback",/);

  // The first client-side navigation swaps the page in set in Figtree.
  await followLink(page, (await page.locator("main a[href^='/proizvodi/']").first().getAttribute("href"))!);
  await expect.poll(figtree).toEqual([expect.stringMatching(/^U\+100-2BA, .* loaded$/), expect.stringMatching(/^U\+0-FF, .* loaded$/)]);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector("button")!).fontFamily)).toMatch(/^"Figtree Variable",/);

  // A return visit: the faces are in the document before the body is parsed, so the first layout has them.
  const [url] = await fonts();
  await page.reload({ waitUntil: "domcontentloaded" });
  expect((await figtree()).length).toBe(2);
  // Not preloaded: it comes after the largest paint (worker/render/hints.ts); kept a year like every asset.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  const res = await page.request.get(new URL(url!).pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("phone: the listing's filters fit 390 px with any language's words and any currency's figures", async ({ page, baseURL }) => {
  // The consent chosen: the German banner, in the shop's type, reaches up over the filters' button.
  await page.context().addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  // German words are the longest, dinar prices the widest figures.
  for (const path of ["/de/produkte/", "/rs/proizvodi/"]) {
    await page.goto(path);
    await waitForHydration(page);
    await typefaceIn(page);
    await page.locator(".filters-open").click();
    const bounds = page.locator(".price-range input");
    await expect(bounds).toHaveCount(2);
    for (const input of await bounds.all()) expect((await input.boundingBox())!.x + (await input.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test("phone: the undecided cookie banner is a compact sheet at the foot in the longest language, both choices side by side, the filters' button clear of it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/de/produkte/");
  await waitForHydration(page);
  await typefaceIn(page);
  const banner = (await page.locator(".consent").boundingBox())!;
  // At most a third of the screen (it was 45 % before the phone's layout), resting on its foot.
  expect(banner.height).toBeLessThanOrEqual(844 / 3);
  expect(banner.y + banner.height).toBeGreaterThan(844 - 24);
  const [reject, accept] = await Promise.all(["none", "all"].map((v) => page.locator(`.consent button[value="${v}"]`).boundingBox()));
  expect(reject!.y).toBe(accept!.y);
  expect(Math.abs(reject!.width - accept!.width)).toBeLessThanOrEqual(4);
  // The listing's filters button is above the banner, so a shopper can press it before choosing.
  const filters = (await page.locator(".filters-open").boundingBox())!;
  expect(filters.y + filters.height).toBeLessThanOrEqual(banner.y);
});

test("phone: the keyboard opens the filters drawer, a ticked filter applies at once with the drawer kept open, Escape closes it", async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await arrive(page, "/en/products/grains-cereals/");
  const drawer = page.getByRole("region", { name: seedLabel("filter_title", "en") });
  const open = page.locator(".filters-open");
  await expect(drawer).toBeHidden();
  // No button to press: the form's own is for a browser without a script.
  await expect(drawer.getByRole("button", { name: seedLabel("filter_apply", "en") })).toBeHidden();
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())!.width).toBeLessThanOrEqual(390);
  // Focus goes on into the drawer: the close button, then the first filter.
  await page.keyboard.press("Tab");
  await expect(drawer.locator(".filters-close")).toBeFocused();
  await page.keyboard.press("Tab");
  const organic = drawer.getByRole("checkbox", { name: /^Organic/ });
  await expect(organic).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\?(.*&)?attr=organic(&|$)/);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("checkbox", { name: /^Organic/ })).toBeChecked();
  const total = Number((await page.locator(".listing-count").innerText()).match(/\d+/)![0]);
  await expect(drawer.locator(".filters-foot .button")).toHaveText(seedLabel("filter_show_results", "en").replace("{count}", String(total)));
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
  // The active filter: a count on the button and a chip that removes it.
  await expect(open.locator(".filters-active")).toHaveText("1");
  await page.locator(".active-filters .filter-chip").click();
  await expect(page).toHaveURL(/\/en\/products\/grains-cereals\/$/);
  await expect(page.locator(".active-filters")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(consoleProblems).toEqual([]);
});

test("footer: a phone opens a column from the keyboard, the others stay shut; a desktop shows every column", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/faq/");
  await waitForHydration(page);
  const help = page.locator(".footer-col-help");
  const payment = help.getByRole("link", { name: "Payment methods" });
  await expect(payment).toBeHidden();
  await help.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(payment).toBeVisible();
  await expect(page.locator(".footer-col-shop a").first()).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const column of await page.locator(".footer-col").all()) await expect(column.locator("a").first()).toBeVisible();
  await expect(page.locator(".footer-marks").first()).toBeVisible();
  // Never hydrated (no script of its own): outside #root, and a client-side click keeps it.
  await expect(page.locator("#root .site-footer")).toHaveCount(0);
  await page.locator(".footer-col-inspiration a").first().click();
  await expect(page).toHaveURL(/\/en\/recipes\/$/);
  await expect(page.locator("body > .site-footer .footer-col")).not.toHaveCount(0);
});

/** The address of the picture that is the page's largest paint so far ("" when it is text). */
function largestPaint(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) => resolve((list.getEntries().at(-1) as PerformanceEntry & { url?: string }).url ?? "")).observe({ type: "largest-contentful-paint", buffered: true }),
      ),
  );
}

test("home on a phone: the hero picture is the largest paint, only the rails scroll sideways, a rail's card fills the mini-cart", async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await arrive(page, "/en/");
  const lcp = await largestPaint(page);
  expect(lcp).toContain("/media/home/hero-");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const offers = page.locator(".home-on-sale");
  await expect(offers.locator(".product-card")).not.toHaveCount(0);
  expect(await offers.locator(".product-grid").evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(page.locator(".home-tiles img").first()).toBeVisible();
  await offers.locator(".card-add-button").first().click();
  await expect(page.getByRole("dialog", { name: seedLabel("cart_title", "en") })).toBeVisible();
  await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");
  expect(consoleProblems).toEqual([]);
});

test("newsletter: a phone signs up in the footer, lands back on the form, confirms from the mailed link and gets the coupon", async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await arrive(page, "/en/faq/");
  const email = `e2e-news-${Date.now()}@example.test`;
  const form = page.locator("#newsletter");
  await form.getByLabel(seedLabel("newsletter_email", "en")).fill(email);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: seedLabel("newsletter_subscribe", "en") }).click();
  await expect(page).toHaveURL(/\/en\/faq\/#newsletter$/);
  await expect(form.getByRole("status")).toHaveText(seedLabel("newsletter_check_inbox", "en"));
  await expect(form).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(`/_dev/outbox/?to=${encodeURIComponent(email)}`);
  await page.locator("a[href*='/newsletter/confirm/']").first().click();
  await page.getByRole("button", { name: seedLabel("newsletter_confirm_button", "en") }).click();
  await expect(page).toHaveURL(/\/en\/#newsletter$/);
  await expect(page.locator("#newsletter").getByRole("status")).toContainText(/WELCOME15/);
  expect(consoleProblems).toEqual([]);
});

test("product gallery: the keyboard opens the zoom, enlarges the picture in a scrolling pane and Escape closes it", async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await arrive(page, "/en/products/alpine-fruit-muesli-product-33/");
  const zoom = page.locator("#product-zoom");
  await expect(zoom).toBeHidden();
  await page.getByRole("button", { name: /^Enlarge the picture: / }).focus();
  await page.keyboard.press("Enter");
  await expect(zoom).toBeVisible();
  await typefaceIn(page);
  await expect(zoom).toHaveScreenshot("product-zoom-390.png", { animations: "disabled", caret: "hide", maxDiffPixelRatio: 0.01 });
  const pane = zoom.locator(".zoom-pane");
  const fitted = await pane.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(fitted[0]).toBeLessThanOrEqual(fitted[1]!);
  await zoom.getByRole("checkbox", { name: "Zoom in" }).press("Space");
  // 2.5 times the pane, centred: it scrolls both ways, started in the middle.
  await expect.poll(() => pane.evaluate((el) => el.scrollWidth / el.clientWidth)).toBeGreaterThan(2.4);
  await expect.poll(() => pane.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.keyboard.press("Escape");
  await expect(zoom).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(consoleProblems).toEqual([]);
});

test("product on a phone: once its own 'add to cart' has scrolled away a bar at the foot adds the chosen quantity; never over the cookie banner, never on a desktop", async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await arrive(page, "/en/products/alpine-fruit-muesli-product-33/");
  const bar = page.locator(".sticky-buy");
  const own = page.locator(".add-to-cart-button");
  const title = (await page.locator(".product-buy h1").innerText()).trim();
  const barButton = bar.getByRole("button", { name: `${seedLabel("cart_add", "en")}: ${title}` });
  await expect(own).toBeVisible();
  await expect(bar).toBeHidden();
  // It rises in, unless motion is reduced (as from here on, so its box is where it rests).
  expect(await bar.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.2s");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await bar.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0s");
  // The quantity chosen above is the bar's too.
  await page.locator(".add-to-cart").getByRole("button", { name: seedLabel("cart_increase", "en") }).click();
  const price = await page.locator(".price-block .price-now").innerText();
  // Scrolled past the button while the cookie banner is undecided: the banner stays uncovered.
  await page.mouse.wheel(0, 1400);
  await expect(own).not.toBeInViewport();
  await expect(page.locator(".consent")).toBeInViewport();
  await expect(bar).toBeHidden();
  await page.locator(".consent").getByRole("button", { name: seedLabel("consent_reject_all", "en") }).click();
  await expect(bar).toBeVisible();
  await expect(bar.locator(".sticky-buy-title")).toHaveText(title);
  await expect(bar.locator(".sticky-buy-price")).toHaveText(`2 × ${price}`);
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(844);
  expect(Math.round(box.width)).toBe(390);
  await typefaceIn(page);
  await expect(bar).toHaveScreenshot("product-sticky-bar-390.png", { animations: "disabled", caret: "hide", maxDiffPixelRatio: 0.01 });
  // Pressed: the two go in, and the mini-cart opens on them (the form's own status line is out of sight).
  await barButton.click();
  const miniCart = page.getByRole("dialog", { name: seedLabel("cart_title", "en") });
  await expect(miniCart).toBeVisible();
  await expect(page.locator(".nav-cart .cart-count")).toHaveText("(2)");
  await expect(bar).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(miniCart).toBeHidden();
  await expect(barButton).toBeFocused();
  // Back up to the button: the bar goes.
  await page.mouse.wheel(0, -1400);
  await expect(own).toBeInViewport();
  await expect(bar).toBeHidden();
  // One jump from above the button to far below it (as a link to the reviews does) shows it too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(own).not.toBeInViewport();
  await expect(bar).toBeVisible();
  // A desktop shows the buy row beside the gallery and never the bar.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.mouse.wheel(0, 1400);
  await expect(own).not.toBeInViewport();
  await expect(bar).toBeHidden();
  expect(consoleProblems).toEqual([]);
});

/** How many lines `el`'s text takes: the distinct tops of its text's boxes. */
const linesOf = (el: Element) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
};

test("search page on a phone: its own box takes the row with its button, 'also articles' below, in the longest language", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/en/search/?search_q=oats", "/de/suche/?search_q=hafer"]) {
    await show(page, path);
    const form = page.locator(".search-page .search-form");
    const [box, field, button, facet] = await Promise.all([form, form.locator("input[type=search]"), form.locator("button[type=submit]"), form.locator(".facet")].map(async (l) => (await l.boundingBox())!));
    // The field and its button share the first row; the field has all of it but the button.
    expect(Math.abs(field!.y + field!.height / 2 - (button!.y + button!.height / 2)), path).toBeLessThan(2);
    expect(field!.width, path).toBeGreaterThan(box!.width - button!.width - 24);
    expect(button!.x + button!.width, path).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
    // The checkbox on a row of its own below them.
    expect(facet!.y, path).toBeGreaterThanOrEqual(field!.y + field!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

/** The German, Italian and Spanish versions of an English page (the longest words), from its hreflang links, on a phone. */
async function longestLanguagesOf(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  return Promise.all((["de", "it", "es"] as const).map(async (lang) => [lang, (await page.locator(`link[rel=alternate][hreflang=${lang}]`).getAttribute("href"))!] as const));
}

test("recipe on a phone: 'add all ingredients to cart' reads on one line in German, on at most two balanced ones in Italian and Spanish", async ({ page }) => {
  for (const [lang, href] of await longestLanguagesOf(page, "/en/recipes/homemade-almond-butter/")) {
    await show(page, href);
    const button = page.getByRole("button", { name: seedLabel("recipe_add_all_to_cart", lang) });
    await expect(button).toBeVisible();
    // In the shop's 16 px type (Figtree, docs/decisions/0030-shop-typeface.md) the Italian and
    // Spanish words may take a second line, balanced; never a smaller type to keep one.
    const lines = await button.locator("span").evaluate(linesOf);
    if (lang === "de") expect(lines, lang).toBe(1);
    else expect(lines, lang).toBeLessThanOrEqual(2);
    expect(await button.evaluate((b) => getComputedStyle(b).fontSize), lang).toBe("16px");
    const box = (await button.boundingBox())!;
    expect(box.x + box.width, lang).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test("form controls are in the shop's type; on a phone the product's 'add to cart' reads on one line beside the stepper in German, Italian and Spanish", async ({ page }) => {
  for (const [lang, href] of await longestLanguagesOf(page, "/en/products/alpine-fruit-muesli-product-33/")) {
    await show(page, href);
    // Not the browser's 13.33 px control font: buttons, fields and lists take the body's.
    const fonts = await page.evaluate(() => [document.body, ...document.querySelectorAll(".add-to-cart-button, .search-box input, .stepper input, .save-buttons button")].map((el) => `${getComputedStyle(el).fontFamily} ${getComputedStyle(el).fontSize}`));
    expect(new Set(fonts).size, `${lang}: ${fonts.join(" | ")}`).toBe(1);
    const button = page.getByRole("button", { name: seedLabel("cart_add", lang), exact: true });
    expect(await button.evaluate(linesOf), lang).toBe(1);
    const [b, s] = await Promise.all([button.boundingBox(), page.locator(".quantity .stepper").boundingBox()]);
    expect(Math.abs(b!.y + b!.height - (s!.y + s!.height)), lang).toBeLessThan(2);
    expect(b!.x + b!.width, lang).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(390);
  }
});

test("article and recipe covers: square art shown whole — the phone's width, beside the title on a desktop — and the phone's largest paint", async ({ page }) => {
  for (const path of ["/en/magazine/cooking-with-children-mess-that-pays-off/", "/en/recipes/homemade-almond-butter/", "/recepti/domaci-maslac-od-badema/"]) {
    await page.setViewportSize({ width: 390, height: 844 });
    await show(page, path);
    const cover = page.locator(".post-cover");
    await expect(cover).toHaveAttribute("fetchpriority", "high");
    const lcp = await largestPaint(page);
    expect(lcp, path).toContain("/media/posts/");
    const shown = async () => (await cover.boundingBox())!;
    let box = await shown();
    // Uncropped: the box is as square as the picture (no object-fit cutting off a face).
    expect(Math.abs(box.width - box.height), path).toBeLessThan(1);
    expect(box.width, path).toBeGreaterThan(340);
    await page.setViewportSize({ width: 1280, height: 900 });
    box = await shown();
    expect(Math.abs(box.width - box.height), path).toBeLessThan(1);
    const title = (await page.locator(".post-header h1").boundingBox())!;
    expect(box.x, path).toBeGreaterThan(title.x + title.width);
    // Beside the title, within the first screen.
    expect(box.y + box.height, path).toBeLessThan(900);
  }
});

test("stores on a phone: the map's markers are links the keyboard follows to their store's card; open now is filled in after hydration", async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await arrive(page, "/en/stores/");
  const map = page.getByRole("group", { name: "Map of our stores" });
  await expect(map).toBeVisible();
  // The drawing is the shop's own file: no tile server, nothing from elsewhere.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((e) => e.name.endsWith("/media/map/region.svg")))).toBe(true);
  const markers = map.locator("a.map-marker");
  expect(await markers.count()).toBeGreaterThan(5);
  const madrid = map.getByRole("link", { name: "Zrno Madrid" });
  await madrid.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#store-madrid$/);
  const card = page.locator("#store-madrid");
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  await expect(card.locator(".open-now")).toHaveText(/^(Open now · until|Closed now · opens) /);
  await expect(card.getByRole("link", { name: /\+34 91/ })).toHaveAttribute("href", "tel:+34911234567");
  await expect(card.getByRole("link", { name: "Get directions" })).toHaveAttribute("href", /openstreetmap\.org\/directions\?route=%3B40\.4238%2C-3\.7016$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(consoleProblems).toEqual([]);
});

type Width = (typeof WIDTHS)[number];
type Screens = readonly (readonly [name: string, path: string])[];

/**
 * A shopper's browser at a phone's or a desktop's width (./support/look.ts: a real Chrome, the
 * consent chosen), its clock at a weekday noon in every store's time zone, so what a page works
 * out from the time (e.g. "open now", which wraps to two lines after closing) is the same
 * whenever the suite runs.
 */
async function shopperAt(browser: Browser, baseURL: string, testInfo: TestInfo, width: Width): Promise<{ context: BrowserContext; page: Page }> {
  const context = await lookContext(browser, baseURL, testInfo);
  await context.clock.setFixedTime(new Date("2026-11-25T11:00:00Z"));
  const page = await context.newPage();
  await page.setViewportSize(viewportOf(width));
  return { context, page };
}

/** Opens a screen as a shopper sees it: hydrated, its fonts loaded. Returns its HTTP status. */
async function show(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  await waitForHydration(page);
  await typefaceIn(page);
  return response?.status() ?? 0;
}

/** The screens of the issue's "Done when", on the international and the Croatian (unprefixed) site. */
const LOOK: Record<"en" | "hr", Screens> = {
  en: [
    ["home", "/en/"],
    ["listing", "/en/products/grains-cereals/"],
    ["product", "/en/products/alpine-fruit-muesli-product-33/"],
    ["article", "/en/magazine/cooking-with-children-mess-that-pays-off/"],
    ["recipe", "/en/recipes/homemade-almond-butter/"],
    ["faq", "/en/faq/"],
    ["search", "/en/search/?search_q=oats"],
    ["stores", "/en/stores/"],
    ["account", "/en/account/login/"],
    ["404", "/en/no-such-page/"],
  ],
  hr: [
    ["home", "/"],
    ["listing", "/proizvodi/zitarice-i-pahuljice/"],
    ["product", "/proizvodi/alpski-vocni-muesli-proizvod-33/"],
    ["article", "/magazin/kuhanje-s-djecom-nered-koji-se-isplati/"],
    ["recipe", "/recepti/domaci-maslac-od-badema/"],
    ["faq", "/cesto-postavljana-pitanja/"],
    ["search", "/pretraga/?search_q=zob"],
    ["stores", "/poslovnice/"],
    ["account", "/korisnik/login/"],
    ["404", "/nepostoji/"],
  ],
};

/**
 * The reviewed look of each screen, above the fold, against its committed baseline
 * `<site>-<name>-<width>.png`: one test per site and width, one browser each (Playwright runs
 * them side by side), the screens one after another in the same page. Each check is soft, so one
 * changed screen does not hide the others. "Open now" is masked besides ./support/look.ts's masks.
 */
for (const [site, screens] of Object.entries(LOOK)) {
  for (const width of WIDTHS) {
    test(`look on /${site === "hr" ? "" : `${site}/`} at ${width} px: ${screens.map(([name]) => name).join(", ")} match their baselines`, async ({ browser, baseURL }, testInfo) => {
      const { context, page } = await shopperAt(browser, baseURL!, testInfo, width);
      for (const [name, path] of screens) {
        await show(page, path);
        await expect.soft(page).toHaveScreenshot(`${site}-${name}-${width}.png`, lookOptions([...masks(page), page.locator(".open-now")]));
      }
      await context.close();
    });
  }
}

/** Every page type a shopper reaches without signing in or filling a cart (checkout-look.spec.ts has the way to an order). */
const PAGE_TYPES: Screens = [
  ...LOOK.en,
  ["products", "/en/products/"],
  ["list", "/en/products/on-sale/"],
  ["search, nothing found", "/en/search/?search_q=zzzzqx"],
  ["wishlist", "/en/wishlist/"],
  ["compare", "/en/products/?special_view=compare"],
  ["cart", "/en/webshop/"],
  ["brands", "/en/brands/"],
  ["brand", "/en/brands/bergkorn-hollerer/"],
  ["authors", "/en/authors/"],
  ["author", "/en/authors/ana-bilic/"],
  ["tag", "/en/tags/breakfast-1/"],
  ["product tag", "/en/product-tags/breakfast-6/"],
  ["magazine", "/en/magazine/"],
  ["recipes", "/en/recipes/"],
  ["news", "/en/news/"],
  ["newsletter", "/en/newsletter/"],
  ["about", "/en/about-us/"],
  ["contact", "/en/contact/"],
  ["delivery", "/en/info/delivery-info/"],
  ["sign-up", "/en/account/signup/"],
  ["home, Croatian", "/"],
];

/**
 * axe on every page type, whole page, at both widths (a phone's drawers and a desktop's sidebars
 * are different markup): nothing serious or critical under the WCAG A and AA rules. One test per
 * width, apart from the baselines, so Playwright runs it beside them.
 */
for (const width of WIDTHS) {
  test(`axe at ${width} px: ${PAGE_TYPES.length} page types have nothing serious or critical`, async ({ browser, baseURL }, testInfo) => {
    // Thirty-one pages and an axe run on each: a hang guard, not a speed limit.
    test.setTimeout(600_000);
    const { context, page } = await shopperAt(browser, baseURL!, testInfo, width);
    const problems: string[] = [];
    for (const [name, path] of PAGE_TYPES) {
      // The page itself, not the 404 screen in its place (a renamed slug would test nothing).
      expect.soft(await show(page, path), path).toBe(name === "404" ? 404 : 200);
      // The whole page: the site's header and footer are checked here (checkout-look.spec.ts leaves them to this file).
      problems.push(...(await axeProblems(page, `${name} (${path})`, [])));
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
