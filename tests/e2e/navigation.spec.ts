import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** Records every fetch state the progress bar shows, in sessionStorage (survives a full load). */
async function recordFetchStates(page: Page) {
  await page.evaluate(() => {
    const bar = document.querySelector(".nav-progress");
    if (!bar) throw new Error("no progress bar");
    const push = () => {
      const seen = JSON.parse(sessionStorage.getItem("states") ?? "[]") as string[];
      seen.push(bar.getAttribute("data-fetch-state") ?? "");
      sessionStorage.setItem("states", JSON.stringify(seen));
    };
    push();
    new MutationObserver(push).observe(bar, { attributes: true, attributeFilter: ["data-fetch-state"] });
  });
}

/** Holds every page-data answer of client-side navigation until the returned function is called. */
async function holdPageData(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/api\/nuxtapi\/pages\//, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const states = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem("states") ?? "[]") as string[]);

test("client-side navigation shows its fetch states: idle, then pending, then success", async ({ page, consoleProblems }) => {
  await page.goto("/");
  await waitForHydration(page);
  await recordFetchStates(page);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.locator("#site-nav a[href='/proizvodi/']").click();
  await expect(page.locator("body")).toHaveClass(/page-catalog-index/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true); // no full load
  expect(await states(page)).toEqual(["idle", "pending", "success"]);
  expect(consoleProblems).toEqual([]);
});

test("when the page data cannot be fetched, the state turns to error and the page loads in full", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await recordFetchStates(page);
  await page.route(/\/api\/nuxtapi\/pages\//, (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.locator("#site-nav a[href='/proizvodi/']").click();
  await expect(page).toHaveURL(/\/proizvodi\/$/);
  await expect(page.locator("body")).toHaveClass(/page-catalog-index/);
  expect(await states(page)).toEqual(["idle", "pending", "error"]);
});

test("the old page and layout stay on screen until the next page's data has arrived", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const homeHeading = (await page.locator("main h1").textContent()) ?? "";
  const release = await holdPageData(page);
  await page.locator("#site-nav a[href='/proizvodi/']").click();
  await expect(page.locator(".nav-progress")).toHaveAttribute("data-fetch-state", "pending");
  // While the data is on its way: the home page, its layout and its body classes are all still there.
  await expect(page.locator("main h1")).toHaveText(homeHeading);
  await expect(page.locator("body")).toHaveClass(/template-homepage/);
  await expect(page.locator(".layout-default")).toHaveCount(1);
  release();
  await expect(page.locator("body")).toHaveClass(/page-catalog-index/);
  await expect(page.locator(".nav-progress")).toHaveAttribute("data-fetch-state", "success");
});

test("navigating between two layouts: the about layout stays until the home page's data has arrived, then the default layout replaces it", async ({ page, consoleProblems }) => {
  await page.goto("/o-nama/");
  await waitForHydration(page);
  await expect(page.locator(".layout-about")).toHaveCount(1);
  const aboutHeading = (await page.locator("main h1").textContent()) ?? "";
  const release = await holdPageData(page);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  // Every DOM change from here: the layout and the heading are recorded together, so a frame with
  // the new layout around the old content (or the reverse) would show up (spec §2 layout wait).
  await page.evaluate((about) => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const layout = document.querySelector(".layout-about") ? "about" : document.querySelector(".layout-default") ? "default" : "none";
      const h1 = document.querySelector("main h1")?.textContent ?? "";
      seen.push(`${layout}:${h1 === about ? "about" : "other"}`);
    }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  }, aboutHeading);
  await page.locator("a.brand").click();
  await expect(page.locator(".nav-progress")).toHaveAttribute("data-fetch-state", "pending");
  // The new page's layout is known only with its data: until then nothing switches.
  await expect(page.locator(".layout-about")).toHaveCount(1);
  await expect(page.locator(".layout-default")).toHaveCount(0);
  await expect(page.locator("main h1")).toHaveText(aboutHeading);
  await expect(page.locator("body")).toHaveClass(/template-about/);
  release();
  await expect(page.locator(".layout-default")).toHaveCount(1);
  await expect(page.locator(".layout-about")).toHaveCount(0);
  await expect(page.locator("body")).toHaveClass(/template-homepage/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true); // client-side, no full load
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.filter((s) => s === "default:about" || s === "about:other" || s.startsWith("none:"))).toEqual([]);
  expect(seen.at(-1)).toBe("default:other");
  expect(consoleProblems).toEqual([]);
});

test("the page counts as hydrated only once its screen is: the first click inside the screen navigates client-side", async ({ page, consoleProblems }) => {
  // When <html data-hydrated> appears, is a link inside the screen already React's? (React keeps
  // its fiber on every DOM node it hydrated.) A screen left to React.lazy hydrates later, in its
  // Suspense boundary, and React holds clicks there back from the router until it has.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== "true") return;
      const link = document.querySelector(".product-card-title a");
      (window as unknown as { __screenHydrated?: boolean }).__screenHydrated = !!link && Object.keys(link).some((k) => k.startsWith("__reactFiber"));
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto("/proizvodi/");
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as { __screenHydrated?: boolean }).__screenHydrated)).toBe(true);

  await page.evaluate(() => ((window as unknown as { __sameWindow?: boolean }).__sameWindow = true));
  const link = page.locator(".product-card-title a").first();
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.locator(".product-detail h1")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameWindow?: boolean }).__sameWindow)).toBe(true);
  expect(consoleProblems).toEqual([]);
});
