import type { Page } from "@playwright/test";
import { BUILD_POLL_MS } from "../../shared/timings";
import { expect, seedLabel, test } from "./fixtures";
import { countLoads, pauseClock, waitForRuntime } from "./runtime-fixtures";

/**
 * First-visit parameters, hash links, the navigation guard and new-build detection (docs/behaviour/02-screens-and-routes.md,
 * docs/behaviour/04-states.md, docs/behaviour/07-api.md, docs/behaviour/08-errors.md) in Chromium, with a paused clock.
 */

const navLink = (page: Page, key: string) => page.locator("nav.site-nav a", { hasText: seedLabel(key, "hr") });

test("first-visit parameters: gclid is kept in local storage, rcmndref in session storage", async ({ page, context }) => {
  await page.goto("/?gclid=Cj0KCQiA_test-42&rcmndref=ana-friend&utm_source=news");
  await waitForRuntime(page);
  expect(await page.evaluate(() => [localStorage.getItem("gclid"), sessionStorage.getItem("rcmndref"), localStorage.getItem("rcmndref"), sessionStorage.getItem("gclid")])).toEqual([
    "Cj0KCQiA_test-42",
    "ana-friend",
    null,
    null,
  ]);
  // The ad click id outlives the visit (a new tab is a new session); the referral does not.
  const tab = await context.newPage();
  await tab.goto("/proizvodi/");
  await waitForRuntime(tab);
  expect(await tab.evaluate(() => [localStorage.getItem("gclid"), sessionStorage.getItem("rcmndref")])).toEqual(["Cj0KCQiA_test-42", null]);
});

test.describe("hash links", () => {
  test.use({ viewport: { width: 1000, height: 420 } });

  /** Top of the element relative to the document. */
  const topOf = (page: Page, id: string) => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top + window.scrollY, id);

  test("a same-page #link scrolls smoothly after 400 ms, leaving 80 px above the target", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await waitForRuntime(page);
    // A table-of-contents link, as a CMS page would have one.
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "#home-posts";
      a.id = "toc";
      a.textContent = "Članci";
      document.body.insertBefore(a, document.body.firstChild);
    });
    const target = await topOf(page, "home-posts");
    expect(target).toBeGreaterThan(400);
    await page.locator("#toc").click();
    await expect(page).toHaveURL(/#home-posts$/);
    await page.clock.runFor(399);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(target - 80));
  });

  test("arriving with a #hash lands 80 px above the target", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/#home-posts");
    await waitForRuntime(page);
    await page.clock.runFor(400);
    const target = await topOf(page, "home-posts");
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(target - 80));
  });
});

test.describe("the navigation guard", () => {
  for (const location of ["javascript:window.__pwned=1", "data:text/html,<script>parent.__pwned=1</script>", "vbscript:msgbox(1)", " JavaScript:window.__pwned=1"]) {
    test(`a page answer redirecting to ${JSON.stringify(location.slice(0, 16))} is never followed`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      await page.route(
        (url) => url.pathname.endsWith("/api/nuxtapi/pages/"),
        (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify({ success: false, status: 301, data: null, location }) }),
      );
      await page.goto("/");
      await waitForRuntime(page);
      const loads = countLoads(page);
      const loaded = page.waitForEvent("load");
      await navLink(page, "nav_products").click();
      await loaded;
      // The guard threw; the router fell back to loading the link's own page in full.
      expect(loads.urls).toEqual(["/proizvodi/"]);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(page).toHaveURL(/\/proizvodi\/$/);
      expect(errors.join("\n")).toMatch(/NavigationBlocked: navigation to a (javascript|data|vbscript): URL/);
    });
  }

  test("a redirect to another site of ours is followed", async ({ page }) => {
    await page.route(
      (url) => url.pathname.endsWith("/api/nuxtapi/pages/"),
      (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify({ success: false, status: 301, data: null, location: "http://127.0.0.1:" + new URL(page.url()).port + "/de/" }) }),
    );
    await page.goto("/");
    await waitForRuntime(page);
    await navLink(page, "nav_products").click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/de\/$/);
  });
});

test("a new build: after the poll notices it, the next navigation is a full page load", async ({ page }) => {
  let latest = "";
  await page.route(
    (url) => url.pathname === "/builds/latest.json",
    async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { id: string };
      await route.fulfill({ response: res, json: { ...body, id: latest || body.id } });
    },
  );
  await pauseClock(page);
  await page.goto("/");
  await waitForRuntime(page);
  // Time runs for the client-side navigation (React paces a screen swap with its own timers);
  // the polls come from runFor, since five minutes never pass in the test's real time.
  await page.clock.resume();
  const loads = countLoads(page);

  // Same build: client-side navigation, no document load.
  const polled = page.waitForResponse((r) => r.url().endsWith("/builds/latest.json"));
  await page.clock.runFor(BUILD_POLL_MS);
  await polled;
  await expect(page.locator("html")).not.toHaveAttribute("data-new-build", "true");
  await navLink(page, "nav_products").click();
  await expect(page).toHaveURL(/\/proizvodi\/$/);
  expect(loads.urls).toEqual([]);

  latest = "a-newer-build";
  await page.clock.runFor(BUILD_POLL_MS);
  await expect(page.locator("html")).toHaveAttribute("data-new-build", "true");
  const loaded = page.waitForEvent("load");
  await navLink(page, "nav_home").click();
  await loaded;
  expect(loads.urls).toEqual(["/"]);
});
