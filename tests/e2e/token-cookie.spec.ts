import type { BrowserContext } from "@playwright/test";
import { TOKEN_COOKIE, expect, test, waitForHydration } from "./fixtures";

/**
 * A page from the edge cache sets no cookie (docs/decisions/0011-edge-page-cache.md): the token
 * comes with the page's first BFF call after hydration (the header's cart count).
 */
async function tokenArrives(context: BrowserContext) {
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === TOKEN_COOKIE)).toBe(true);
}

test.describe("the visitor token cookie", () => {
  test("the first visit sets an HttpOnly, Secure, SameSite=Lax token that page scripts cannot read", async ({ page, context }) => {
    expect(await context.cookies()).toEqual([]);
    await page.goto("/");
    await waitForHydration(page);
    await tokenArrives(context);

    const cookies = await context.cookies();
    const token = cookies.find((c) => c.name === TOKEN_COOKIE);
    expect(token, `cookies set: ${cookies.map((c) => c.name).join(", ")}`).toBeDefined();
    expect(token).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(token?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // About a year (docs/behaviour/09-constants.md), not a session cookie.
    const days = ((token?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(360);

    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain(TOKEN_COOKIE);
    expect(visible).not.toContain(token?.value ?? "<none>");
    // Nor does the embedded page state carry it.
    expect(await page.locator("#__STATE__").textContent()).not.toContain(token?.value ?? "<none>");
  });

  test("a returning visitor keeps the same token across pages and tenants", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await tokenArrives(context);
    const first = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE);
    expect(first).toBeDefined();

    const again = await page.goto("/de/");
    expect(again?.status()).toBe(200);
    expect(await again?.headerValue("set-cookie")).toBeNull();
    const second = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE);
    expect(second?.value).toBe(first?.value);
  });
});
