import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * docs/behaviour/02-screens-and-routes.md "Route resolution", docs/behaviour/04-states.md "Redirect rules": an internal link to an old address lands
 * where a full load of it lands. The router asks the pages endpoint, which applies the edge
 * rules; an internal target is followed in place (no full load, Back skips the old address),
 * an external one is loaded in full. One table, both paths, in a real browser.
 */
const CASES = [
  { from: "/o-zrnu/", to: "/o-nama/", bodyClass: /page-cms/ },
  { from: "/instashop/foo/", to: "/instashop/", bodyClass: /instashop/ },
  { from: "/de/o-zrnu/", to: "/de/ueber-uns/", bodyClass: /page-cms/, start: "/de/" },
];

/** Adds a link to `href` to the page and clicks it, as a shopper would an old link in a post. */
async function clickLinkTo(page: Page, href: string) {
  await page.evaluate((h) => {
    const a = document.createElement("a");
    a.href = h;
    a.id = "old-link";
    a.textContent = "old link";
    document.querySelector("main")?.insertAdjacentElement("afterbegin", a);
    return null;
  }, href);
  await page.locator("#old-link").click();
}

const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true);

for (const c of CASES) {
  test(`spec §4: a full load of ${c.from} lands on ${c.to}`, async ({ page }) => {
    await page.goto(c.from);
    await expect(page).toHaveURL(new RegExp(`${c.to.replace(/\//g, "\\/")}$`));
    await expect(page.locator("body")).toHaveClass(c.bodyClass);
  });

  test(`spec §4: clicking an internal link to ${c.from} navigates client-side to ${c.to}`, async ({ page, consoleProblems }) => {
    const start = c.start ?? "/";
    await page.goto(start);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await clickLinkTo(page, c.from);
    await expect(page).toHaveURL(new RegExp(`${c.to.replace(/\//g, "\\/")}$`));
    await expect(page.locator("body")).toHaveClass(c.bodyClass);
    expect(await marked(page)).toBe(true); // followed in place, no full load
    await page.goBack(); // the old address got no history entry of its own
    await expect(page).toHaveURL(new RegExp(`:\\d+${start.replace(/\//g, "\\/")}$`));
    expect(consoleProblems).toEqual([]);
  });
}

test("spec §4: an external redirect rule is loaded in full", async ({ page }) => {
  await page.route("https://www.facebook.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>facebook stub</title>" }));
  await page.goto("/");
  await waitForHydration(page);
  await clickLinkTo(page, "/facebook/");
  await expect(page).toHaveURL("https://www.facebook.com/zrno.shop");
});
