import type { Page } from "@playwright/test";
import { expect, seedLabel, test, waitForHydration } from "./fixtures";

/**
 * The abuse limits fire in a real browser (docs/security.md "Limits"): one client, five wrong
 * passwords a minute on one e-mail (`login_account_client`), the sixth is refused with 429 —
 * with JavaScript a notice above the form, without it a page in the site's language that says
 * when to try again and leads back to the form. Each test is its own client (./fixtures.ts), so
 * these refusals never reach another test.
 */
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
test.use({ userAgent: CHROME_UA });

/** Waits for a fresh one-minute window when fewer than `seconds` are left (the limiter's windows are fixed). */
async function freshWindow(seconds: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 100));
}

/** Seconds the six tries need inside one window: two on screen, four through the API. */
const WINDOW_NEEDED = 25;

/**
 * Tries two to five as the same client through the BFF (the screen's own two tries prove what a
 * shopper sees): four page loads fewer, so the six fit a short stretch of one window and the
 * test rarely has to wait for a fresh one.
 */
async function wrongPasswordsByApi(page: Page, email: string, from: number, to: number): Promise<number[]> {
  const origin = new URL(page.url()).origin;
  const statuses: number[] = [];
  for (let i = from; i < to; i++) {
    const res = await page.request.post("/api/nuxtapi/auth/login/", {
      data: { email, password: `Wrong-${i}-password` },
      headers: { origin, "sec-fetch-site": "same-origin" },
      maxRedirects: 0,
    });
    statuses.push(res.status());
  }
  return statuses;
}

test("hr: the sixth wrong password on one e-mail within a minute is refused, with JavaScript", async ({ page }) => {
  test.setTimeout(120_000);
  const L = (key: string) => seedLabel(key, "hr");
  const email = `e2e-limit-js-${Date.now()}@example.test`;
  await page.goto("/korisnik/login/");
  await waitForHydration(page);
  await freshWindow(WINDOW_NEEDED);
  const statuses: number[] = [];
  page.on("response", (res) => {
    if (res.url().endsWith("/api/nuxtapi/auth/login/")) statuses.push(res.status());
  });
  const tryOnScreen = async (i: number) => {
    await page.locator("#login-email").fill(email);
    await page.locator("#login-password").fill(`Wrong-${i}-password`);
    await page.locator("#login button[type=submit]").click();
    await expect.poll(() => statuses.length).toBe(i === 0 ? 1 : 2);
  };
  await tryOnScreen(0);
  const byApi = await wrongPasswordsByApi(page, email, 1, 5);
  await tryOnScreen(5);
  expect([statuses[0], ...byApi, statuses[1]]).toEqual([400, 400, 400, 400, 400, 429]);
  await expect(page.locator("#login .form-notice-error")).toHaveText(L("error_too_many_attempts"));
});

test("hr without JavaScript: the sixth wrong password is a 429 page that says when to try again and leads back", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.route("**/assets/*.js", (route) => route.abort());
  const L = (key: string) => seedLabel(key, "hr");
  const email = `e2e-limit-form-${Date.now()}@example.test`;
  await freshWindow(WINDOW_NEEDED);
  let last: { status: number; retryAfter: string | null } | null = null;
  page.on("response", (res) => {
    if (res.url().endsWith("/api/nuxtapi/auth/login/")) last = { status: res.status(), retryAfter: res.headers()["retry-after"] ?? null };
  });
  const tryOnScreen = async (i: number) => {
    await page.goto("/korisnik/login/");
    await page.locator("#login-email").fill(email);
    await page.locator("#login-password").fill(`Wrong-${i}-password`);
    await page.locator("#login button[type=submit]").click();
    await page.waitForLoadState("load");
  };
  await tryOnScreen(0);
  // Without JavaScript a wrong password is a 303 back to the form with its notice.
  expect(last).toEqual({ status: 303, retryAfter: null });
  expect(await wrongPasswordsByApi(page, email, 1, 5)).toEqual([400, 400, 400, 400]);
  await tryOnScreen(5);
  expect(last).toEqual({ status: 429, retryAfter: "60" });
  await expect(page.locator("h1")).toHaveText(L("error_too_many_retry").replace("{seconds}", "60"));
  await expect(page.locator("html")).toHaveAttribute("lang", "hr");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`too-many-${width}.png`), fullPage: true });
  }
  await page.locator("a.button").click();
  await page.waitForURL("**/korisnik/login/");
  await expect(page.locator("#login")).toBeVisible();
});
