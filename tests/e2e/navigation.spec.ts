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
