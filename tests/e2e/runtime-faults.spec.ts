import type { Page, Route } from "@playwright/test";
import { expect, seedLabel, test } from "./fixtures";
import { countLoads, pauseClock, waitForRuntime } from "./runtime-fixtures";

/**
 * 401 and 503 from the BFF and a start-up without page data (docs/behaviour/08-errors.md), in Chromium with a
 * paused clock. The faults are injected by answering the BFF's page calls from the test.
 */

const isPages = (url: URL) => url.pathname.endsWith("/api/nuxtapi/pages/");
const answer = (status: number) => (route: Route) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ success: false, data: null }) });
const navLink = (page: Page, key: string) => page.locator("nav.site-nav a", { hasText: seedLabel(key, "hr") });

/** Counts the calls to one BFF path, answering them with `body` (or letting them through). */
async function watch(page: Page, suffix: string, body?: unknown): Promise<{ calls: number }> {
  const seen = { calls: 0 };
  await page.route(
    (url) => url.pathname.endsWith(suffix),
    (route) => {
      seen.calls++;
      return body === undefined ? route.continue() : route.fulfill({ contentType: "application/json", body: JSON.stringify(body) });
    },
  );
  return seen;
}

/**
 * The home page with every page call of the BFF answered `status`, and the `watched` BFF path
 * counted (answered `body`, or passed through); loads are counted from the ready page on.
 */
async function openWithFault(page: Page, status: 401 | 503, watched: string, body?: unknown) {
  const calls = await watch(page, watched, body);
  await page.route(isPages, answer(status));
  await pauseClock(page);
  await page.goto("/");
  await waitForRuntime(page);
  return { calls, loads: countLoads(page) };
}

const maintenance = (on: boolean) => ({ success: true, data: { maintenance: on } });

test.describe("a 503 from the BFF", () => {
  test("asks is-maintenance once per session; not in maintenance, it retries with a reload after 5 s", async ({ page }) => {
    const { calls: asked, loads } = await openWithFault(page, 503, "/api/nuxtapi/is-maintenance/", maintenance(false));

    await navLink(page, "nav_products").click();
    // The answer is kept for the session; the 5 s retry is scheduled in the same step.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("zrno:maintenance"))).toBe("0");
    expect(asked.calls).toBe(1);
    await page.clock.runFor(4999);
    expect(loads.urls).toEqual([]);
    const loaded = page.waitForEvent("load");
    await page.clock.runFor(1);
    await loaded;
    expect(loads.urls).toEqual(["/proizvodi/"]);

    // Another 503 in the same session: not asked again, retried again.
    await waitForRuntime(page);
    await navLink(page, "nav_home").click();
    // Its handler loads with the new page, so step the clock until the retry has happened.
    // A bound on the real time spent stepping, not a speed assertion: each poll steps the clock
    // one second, and under load five of them may not fit the default five real seconds.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          return loads.urls;
        },
        { timeout: 30_000 },
      )
      .toEqual(["/proizvodi/", "/"]);
    expect(asked.calls).toBe(1);
  });

  test("in maintenance it shows the maintenance screen with a refresh button, and refreshes after 60 s", async ({ page }) => {
    const { calls: asked, loads } = await openWithFault(page, 503, "/api/nuxtapi/is-maintenance/", maintenance(true));

    await navLink(page, "nav_products").click();
    const screen = page.getByRole("alertdialog");
    await expect(screen.getByRole("heading", { level: 1 })).toHaveText(seedLabel("maintenance_title", "hr"));
    await expect(screen).toContainText(seedLabel("maintenance_text", "hr"));
    await expect(screen.getByRole("button", { name: seedLabel("maintenance_refresh", "hr") })).toBeFocused();
    await page.clock.runFor(59_000);
    expect(loads.urls).toEqual([]);
    const refreshed = page.waitForEvent("load");
    await page.clock.runFor(1000);
    await refreshed;
    expect(loads.urls).toEqual(["/"]);
    expect(asked.calls).toBe(1);
  });

  test("a hover prefetch that meets a 503 does nothing on its own", async ({ page }) => {
    const { calls: asked, loads } = await openWithFault(page, 503, "/api/nuxtapi/is-maintenance/", maintenance(false));
    await navLink(page, "nav_products").hover();
    await page.clock.runFor(10_000);
    expect([asked.calls, loads.urls]).toEqual([0, []]);
  });
});

test.describe("a 401 from the BFF", () => {
  // (Several 401s at once sharing one renewal: tests/unit/runtime/unauthorized.test.ts.)
  test("renews the token (a fresh HttpOnly cookie) and loads the page; a 401 right after never loops", async ({ page, context }) => {
    const { calls: renewals, loads } = await openWithFault(page, 401, "/api/nuxtapi/token");
    const before = (await context.cookies()).find((c) => c.name === "hapi_auth_token")?.value;

    const loaded = page.waitForEvent("load");
    await navLink(page, "nav_products").click();
    await loaded;
    expect(renewals.calls).toBe(1);
    expect(loads.urls).toEqual(["/proizvodi/"]);
    const after = (await context.cookies()).find((c) => c.name === "hapi_auth_token");
    expect(after).toMatchObject({ httpOnly: true, secure: true });
    expect(after?.value).not.toBe(before);

    // Still 401 for this page, within the guard's 10 s: nothing is renewed or reloaded.
    await waitForRuntime(page);
    const refused = page.waitForEvent("console", (m) => m.type() === "error" && m.text().includes("401 again"));
    await navLink(page, "nav_products").click();
    await refused;
    await page.clock.runFor(10_000);
    expect(renewals.calls).toBe(1);
    expect(loads.urls).toEqual(["/proizvodi/"]);
  });
});

test.describe("a start without page data", () => {
  test("shows a loader, renews the token and reloads once; the second broken start does not reload again", async ({ page }) => {
    let release!: () => void;
    const renewing = new Promise<void>((resolve) => (release = resolve));
    const renewals = { calls: 0 };
    await page.route(
      (url) => url.pathname.endsWith("/api/nuxtapi/token"),
      async (route) => {
        renewals.calls++;
        await renewing;
        await route.continue();
      },
    );
    // Every load of the home page arrives without its embedded state.
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        const res = await route.fetch();
        const html = (await res.text()).replace(/<script type="application\/json" id="__STATE__"[^>]*>[\s\S]*?<\/script>/, "");
        await route.fulfill({ response: res, body: html });
      },
    );
    const loads = countLoads(page);
    await pauseClock(page);
    await page.goto("/");
    await expect(page.getByRole("progressbar")).toBeVisible();
    // The second start decides at once, on the guard's fake-clock time: it must not reload.
    const refused = page.waitForEvent("console", (m) => m.type() === "error" && m.text().includes("not reloading again"));
    release();
    await refused;
    await page.clock.runFor(15_000);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    expect(renewals.calls).toBe(1);
    expect(loads.urls).toEqual(["/", "/"]);
    // The server's page stays readable.
    await expect(page.locator(".hero h1")).toHaveText(seedLabel("welcome_title", "hr"));
  });
});
