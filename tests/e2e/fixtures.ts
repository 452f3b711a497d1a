import { test as base, expect, type APIRequestContext, type Browser, type Page, type TestInfo } from "@playwright/test";
import { labels, type LabelLang } from "../../commerce/seed/labels";
import { PAGE_SWAP_EVENT } from "../../shared/typeface";

/** The ten sites as a shopper reaches them on localhost: hr is the default, unprefixed. */
export interface TenantCase {
  code: string;
  /** Home page path. */
  home: string;
  /** Expected `<html lang>`. */
  htmlLang: string;
  /** Language of the tenant's labels in the seed. */
  labelLang: LabelLang;
}

export const TENANT_CASES: readonly TenantCase[] = [
  { code: "hr", home: "/", htmlLang: "hr", labelLang: "hr" },
  { code: "en", home: "/en/", htmlLang: "en", labelLang: "en" },
  { code: "si", home: "/si/", htmlLang: "sl", labelLang: "sl" },
  { code: "de", home: "/de/", htmlLang: "de", labelLang: "de" },
  { code: "at", home: "/at/", htmlLang: "de-AT", labelLang: "de" },
  { code: "it", home: "/it/", htmlLang: "it", labelLang: "it" },
  { code: "es", home: "/es/", htmlLang: "es", labelLang: "es" },
  { code: "rs", home: "/rs/", htmlLang: "sr-Latn", labelLang: "sr" },
  { code: "ba", home: "/ba/", htmlLang: "bs", labelLang: "bs" },
  { code: "me", home: "/me/", htmlLang: "cnr", labelLang: "cnr" },
];

export function tenantCase(code: string): TenantCase {
  const found = TENANT_CASES.find((t) => t.code === code);
  if (!found) throw new Error(`no tenant case ${code}`);
  return found;
}

/** A seeded label in one language: what the screen must show, read from the seed itself. */
export function seedLabel(key: string, lang: LabelLang): string {
  const text = labels[key]?.[lang];
  if (!text) throw new Error(`seed has no label ${key} in ${lang}`);
  return text;
}

export const TOKEN_COOKIE = "hapi_auth_token";

/** A desktop Chrome's user agent: headless Chromium's own is rightly served the bot page. */
export const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/**
 * A browser context of its own (the test's client address, necessary cookies only) logged in as
 * `who` on the site under `prefix` ("" is hr), at `width` px when given; the caller closes it.
 */
export async function loggedInPage(browser: Browser, baseURL: string, testInfo: TestInfo, prefix: string, who: { email: string; password: string }, width?: number): Promise<Page> {
  const viewport = width ? { viewport: { width, height: width === 390 ? 844 : 900 } } : {};
  const context = await browser.newContext({ userAgent: CHROME_UA, ...viewport, extraHTTPHeaders: { "cf-connecting-ip": e2eClientIp(testInfo) } });
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL }]);
  const page = await context.newPage();
  await arrive(page, `${prefix}/`);
  const login = await bffPost(page, `${prefix}/api/nuxtapi/auth/login/`, who);
  expect(login.status(), await login.text()).toBe(200);
  return page;
}

/** A same-origin BFF call from the page's own context (the cookie rides along). */
export async function bffPost(page: Page, path: string, data: object) {
  const origin = new URL(page.url()).origin;
  return page.request.post(path, { data, headers: { origin, "sec-fetch-site": "same-origin" } });
}

/**
 * Signs a new shopper up on the site under `prefix` ("" is hr, "/de" de) through the BFF, as the
 * form posts it, and returns the e-mail and the confirmation link (a path) the local outbox holds
 * (the page must have arrived first).
 */
export async function signUp(page: Page, password: string, prefix = ""): Promise<{ email: string; confirmLink: string }> {
  const email = `kupac-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const signup = await bffPost(page, `${prefix}/api/nuxtapi/auth/signup/`, { email, password, first_name: "Iva", last_name: "Kovač", accept_terms: true });
  expect(signup.status(), await signup.text()).toBe(200);
  const outbox = await (await page.request.get(`/_dev/outbox/?to=${encodeURIComponent(email)}`)).text();
  const confirmLink = /href="https?:\/\/[^"/]+((?:\/[a-z]{2})?\/[a-z]+\/confirm-signup\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\/)"/.exec(outbox)?.[1];
  expect(confirmLink, "a confirmation link in the outbox").toBeTruthy();
  expect(confirmLink!.startsWith(`${prefix}/`)).toBe(true);
  return { email, confirmLink: confirmLink! };
}

/** signUp on hr (the default site, its account under /korisnik/). */
export const signUpOnHr = (page: Page, password: string) => signUp(page, password);

/**
 * Waits until the page is hydrated and React has committed the hydration. The `data-hydrated`
 * marker is set when `hydrateRoot` is called, which is before React has walked the tree, so a
 * mismatch could still be reported after it. A state change only commits after the hydration
 * has, so the menu toggle's round trip (clicked by event, works at any viewport width, then
 * clicked back) proves the tree is live and any hydration error has been logged by then.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // The home page's and a product's sections below the fold hydrate once their data has come from
  // the BFF (docs/decisions/0016-lean-pages.md); until then their cards are the server's markup.
  if ((await page.locator("article.home").count()) > 0) await expect(page.locator("html")).toHaveAttribute("data-home-below", "live");
  if ((await page.locator("article.product-detail").count()) > 0) await expect(page.locator("html")).toHaveAttribute("data-product-below", "live");
  const toggle = page.locator(".menu-toggle");
  if ((await toggle.count()) === 0) return;
  const before = await toggle.getAttribute("aria-expanded");
  const after = before === "true" ? "false" : "true";
  await toggle.dispatchEvent("click");
  await expect(toggle).toHaveAttribute("aria-expanded", after);
  await toggle.dispatchEvent("click");
  await expect(toggle).toHaveAttribute("aria-expanded", before ?? "false");
}

/**
 * Sets the page in its typeface, as a first visit's next navigation or a return visit has it, and
 * waits until it is: a first visit's page stays in the fallback until a navigation swaps a page in
 * (worker/render/hints.ts `typefaceScript`), so the same event is sent here, and before the faces
 * are in `document.fonts`, `document.fonts.ready` has nothing to wait for and would let a
 * screenshot catch the fallback. Screens are approved in the typeface most of their views have.
 */
export async function typefaceIn(page: Page): Promise<void> {
  await page.evaluate((event) => document.dispatchEvent(new Event(event)), PAGE_SWAP_EVENT);
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.includes("Figtree Variable")))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Follows a link to `href` as the router takes it (client-side navigation): a plain link of the
 * page's own, clicked, whatever the page shows at this width (the cart's header link opens the
 * mini-cart instead).
 */
export async function followLink(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    const a = document.createElement("a");
    a.href = to;
    document.body.appendChild(a);
    a.click();
  }, href);
}

/**
 * Opens `path` as a shopper does and waits until the page's first BFF call has issued the visitor
 * token (a page from the edge cache sets none: docs/decisions/0011-edge-page-cache.md). A test
 * that then calls the BFF out of band (page.request) shares the browser's cookie; sent earlier,
 * its call would be issued a token of its own that the page's first answer then replaces.
 */
export async function arrive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === TOKEN_COOKIE)).toBe(true);
}

/**
 * Holds back the browser's requests for a chunk (`name`: its file name before the hash), as on a
 * slow network, until `release`; `asked` counts them. For an island's code (client/components/island.tsx):
 * what the page does before it arrives, and once it has.
 */
export async function holdChunk(page: Page, name: string): Promise<{ asked: () => number; release: () => void }> {
  let asked = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  return { asked: () => asked, release };
}

/**
 * The client address a test plays (a private 10.0.0.0/8 address), from its title and repeat:
 * the same test is always the same client, different tests are different ones.
 */
export function e2eClientIp(testInfo: TestInfo): string {
  let h = 2166136261;
  for (const ch of `${testInfo.titlePath.join("\u0000")}\u0000${testInfo.repeatEachIndex}\u0000${testInfo.retry}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
}

/**
 * A test's own HTTP calls (`page.request`, `request`) go through Playwright's agent, which keeps
 * sockets alive between calls; the server closes one that sat idle, and a call that picked it up
 * in that instant failed with "socket hang up (ECONNRESET)" before the server saw it (CI runs
 * lost a test to it now and then). Playwright's `maxRetries` retries exactly that error, and only
 * it (never an HTTP status); every call gets it unless it says otherwise. Patched on the class,
 * which every request context shares, once.
 */
function retryStaleSockets(request: APIRequestContext): void {
  type Fetch = (this: APIRequestContext, url: Parameters<APIRequestContext["fetch"]>[0], options?: Parameters<APIRequestContext["fetch"]>[1]) => ReturnType<APIRequestContext["fetch"]>;
  const proto = Object.getPrototypeOf(request) as { fetch: Fetch; zrnoStaleSocketRetry?: true };
  if (proto.zrnoStaleSocketRetry) return;
  const fetch = proto.fetch;
  proto.fetch = function (url, options) {
    return fetch.call(this, url, { maxRetries: 2, ...options });
  };
  proto.zrnoStaleSocketRetry = true;
}

/**
 * `consoleProblems` collects every console error and warning and every uncaught page error
 * (React reports hydration mismatches through the console), for a test to assert it is empty.
 *
 * `extraHTTPHeaders`: each test is its own client. Under `wrangler dev` every browser would be
 * 127.0.0.1, so the abuse limits (worker/edge/limits.ts: per client, e.g. ten log-ins a minute)
 * would count all parallel tests together. Miniflare sets CF-Connecting-IP from the socket only
 * when the request carries none, so a test names its own; on Cloudflare the edge sets it and a
 * browser cannot. The limits themselves stay as in production (tests/e2e/abuse-limits.spec.ts
 * proves one fires).
 */
export const test = base.extend<{ consoleProblems: string[]; staleSocketRetry: void }>({
  staleSocketRetry: [
    async ({ request }, use) => {
      retryStaleSockets(request);
      await use();
    },
    { auto: true },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "cf-connecting-ip": e2eClientIp(testInfo) });
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
    await use(problems);
  },
});

export { expect };
