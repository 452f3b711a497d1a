import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __injected?: number;
  }
}

/** Records every CSP violation on `window.__cspViolations`, from before the page's first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations?.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
}

function nonceOf(csp: string | null): string {
  const m = /'nonce-([^']+)'/.exec(csp ?? "");
  if (!m?.[1]) throw new Error(`no nonce in CSP: ${csp}`);
  return m[1];
}

test.describe("the Content Security Policy", () => {
  test("the page runs and hydrates with no CSP violation, every script carrying this response's nonce", async ({ page, consoleProblems }) => {
    await recordViolations(page);
    const res = await page.goto("/");
    const csp = (await res?.headerValue("content-security-policy")) ?? null;
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toContain("'unsafe-inline'");
    const nonce = nonceOf(csp);
    await waitForHydration(page);

    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(consoleProblems.filter((p) => /Content Security Policy/i.test(p))).toEqual([]);

    // Every script that could run (inline code or a src) carries the nonce; only JSON data may
    // go without. The DOM hides nonce attributes after parsing, so read the property.
    const scripts = await page.locator("script").evaluateAll((els) =>
      (els as HTMLScriptElement[]).map((s) => ({ type: s.type, src: s.src, hasCode: s.text.trim() !== "", nonce: s.nonce, hasNonceAttr: s.hasAttribute("nonce") })),
    );
    const executable = scripts.filter((s) => (s.src || s.hasCode) && s.type !== "application/json");
    expect(executable.length, "the client bundle is loaded by a script").toBeGreaterThan(0);
    for (const s of executable) expect(s, JSON.stringify(s)).toMatchObject({ nonce, hasNonceAttr: true });
  });

  test("each response gets a fresh nonce", async ({ request }) => {
    const a = await request.get("/");
    const b = await request.get("/");
    expect(nonceOf(a.headers()["content-security-policy"] ?? null)).not.toBe(nonceOf(b.headers()["content-security-policy"] ?? null));
  });

  test("an injected inline event handler does not run and is reported as a violation", async ({ page }) => {
    await recordViolations(page);
    await page.goto("/");
    await waitForHydration(page);

    // What an XSS through unsanitized HTML would look like: markup with an inline handler.
    await page.evaluate(() => {
      const div = document.createElement("div");
      div.innerHTML = `<img src="data:," onerror="window.__injected = 1">`;
      document.body.appendChild(div);
    });
    await page.waitForFunction(() => (window.__cspViolations?.length ?? 0) > 0);
    const violations = await page.evaluate(() => window.__cspViolations ?? []);
    expect(violations.map((v) => v.directive)).toEqual(["script-src-attr"]);
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  });

  test("a script injected into the HTML without the nonce does not run and is reported", async ({ page }) => {
    await recordViolations(page);
    // What a stored XSS in the markup would look like: the real response, CSP header and all,
    // with a parser-inserted inline script added.
    await page.route((url) => url.pathname === "/", async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace("</body>", "<script>window.__injected = 1</script></body>");
      await route.fulfill({ response: res, body });
    });
    await page.goto("/");
    await waitForHydration(page);

    expect(await page.evaluate(() => window.__cspViolations?.map((v) => v.directive))).toEqual(["script-src-elem"]);
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  });
});
