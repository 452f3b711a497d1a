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
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/api\/nuxtapi\/pages\//, async (route) => {
    await gate;
    await route.continue();
  });
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
