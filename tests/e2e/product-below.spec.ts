import { expect, test, waitForHydration } from "./fixtures";

/**
 * A public product page's sections below the fold (docs/decisions/0016-lean-pages.md "Product
 * state: the sections below the fold"): "goes well with", more of its category and its recipes are
 * rendered by the server and not in the embedded state; the browser hydrates them from the BFF's
 * `catalog/product/below/` read, and the rest of the page does not wait for it.
 */
const BELOW = (url: URL) => url.pathname.endsWith("/api/nuxtapi/catalog/product/below/");
const OATS = "/en/products/organic-rolled-oats-product-1/";
const ids = (cards: Element[]) => cards.map((c) => c.getAttribute("data-product-id"));

test("the sections show before their data arrives and after; the read leaves before the scripts run, once; a related card then adds to the cart", async ({ page, consoleProblems }) => {
  let releaseRead!: () => void;
  const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/client-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const reads: string[] = [];
  await page.route(BELOW, async (route) => {
    reads.push(route.request().url());
    await readHeld;
    await route.continue();
  });
  await page.goto(OATS, { waitUntil: "commit" });
  // Preloaded by the page's loader: the read leaves while the entry script is still held.
  await expect.poll(() => reads.length).toBe(1);
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  releaseEntry();
  // The page above the fold hydrates while the read is held: the server's cards stay.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const related = await page.locator(".related .product-card").evaluateAll(ids);
  const goes = await page.locator(".goes-well-with .product-card").evaluateAll(ids);
  expect(related.length).toBeGreaterThan(0);
  expect(goes.length).toBeGreaterThan(0);
  await expect(page.locator(".product-recipes li").first()).toBeVisible();
  expect(await page.locator("html").getAttribute("data-product-below")).toBeNull();

  releaseRead();
  await waitForHydration(page);
  expect(await page.locator(".related .product-card").evaluateAll(ids)).toEqual(related);
  expect(await page.locator(".goes-well-with .product-card").evaluateAll(ids)).toEqual(goes);
  expect(reads).toHaveLength(1);
  expect(new URL(reads[0]!).searchParams.get("v")).toMatch(/^[0-9a-f]{16}$/);

  await page.locator(".related .product-card:has(.card-add) .card-add-button").first().click();
  await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");
  expect(new URL(page.url()).pathname).toBe(OATS);
  expect(consoleProblems).toEqual([]);
});

test("a related product opens client-side; back on the first product its sections come with the page answer, no second read", async ({ page, consoleProblems }) => {
  const reads: string[] = [];
  page.on("request", (r) => {
    if (BELOW(new URL(r.url()))) reads.push(r.url());
  });
  await page.goto(OATS);
  await waitForHydration(page);
  const related = await page.locator(".related .product-card").evaluateAll(ids);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  const link = page.locator(".related .product-card-title a").first();
  const title = (await link.textContent())!;
  await link.click();
  await expect(page.locator("main h1")).toHaveText(title);
  await expect(page.locator(".related .product-card").first()).toBeVisible();

  await page.goBack();
  await expect(page.locator("main h1")).not.toHaveText(title);
  await expect.poll(() => page.locator(".related .product-card").evaluateAll(ids)).toEqual(related);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true); // no full load
  expect(reads).toHaveLength(1); // the first view's read only
  expect(consoleProblems).toEqual([]);
});

test("a failed read keeps the server's sections as they are, their links and forms plain HTML", async ({ page, consoleProblems }) => {
  await page.route(BELOW, (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ success: false, data: null }) }));
  await page.goto(OATS);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect.poll(() => consoleProblems.some((p) => p.startsWith("warning: product/below:"))).toBe(true);
  expect(await page.locator(".related .product-card").count()).toBeGreaterThan(0);
  expect(await page.locator("html").getAttribute("data-product-below")).toBeNull();
  await expect(page.locator(".related form.card-add").first()).toHaveAttribute("action", /\/api\/nuxtapi\/webshop\/product\/$/);
  // The page above the fold is live: its own add to cart counts.
  await page.locator(".product-buy button[type=submit]").first().click();
  await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");
  expect(consoleProblems.filter((p) => !p.startsWith("warning: product/below:") && !p.includes("503"))).toEqual([]);
});

test("sections that moved under a cached page are rendered anew from the read, without a hydration error", async ({ page, consoleProblems }) => {
  // The read answers other sections than the page shows: the related cards in reverse.
  await page.route(BELOW, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { key: string; related: { id: number }[] } };
    body.data.related.reverse();
    body.data.key = body.data.key === "ffffffffffffffff" ? "0000000000000000" : "ffffffffffffffff";
    await route.fulfill({ response: res, json: body });
  });
  const html = await (await page.goto(OATS))!.text();
  const section = /<section class="related"[\s\S]*?<\/section>/.exec(html)![0];
  const server = [...section.matchAll(/data-product-id="(\d+)"/g)].map((m) => m[1]!);
  expect(server.length).toBeGreaterThan(1);
  await waitForHydration(page);
  await expect.poll(() => page.locator(".related .product-card").evaluateAll(ids)).toEqual([...server].reverse());
  await page.locator(".related .product-card:has(.card-add) .card-add-button").first().click();
  await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");
  expect(consoleProblems).toEqual([]);
});
