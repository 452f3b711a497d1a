import { describe, expect, it } from "vitest";
import { authUrl, bff, HR, loggedIn, page, postForm, postJson, SITES, visitorCookie } from "./auth-pages-helpers";

/**
 * Finding 1 of issue 13 (docs/security.md): an open redirect after log-out. `redirect=/.//evil.example`
 * answered `303 Location: //evil.example`, and the log-out page's `?redirect=` pre-filled it.
 * Every redirect parameter now goes through shared/safe-redirect.ts.
 */

const DE = SITES[1]!;
const BYPASSES = ["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/%2F/evil.example", "/\\evil.example", "/\t/evil.example", "https://evil.example/"];

describe("finding 1: no open redirect after log-out", () => {
  it.each(BYPASSES)("a log-out form with redirect=%j goes home, never to another host", async (redirect) => {
    const { who } = await loggedIn("redir-out");
    const out = await postForm(bff(HR, "logout"), who, { redirect });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/");
  });

  it("the JSON log-out answers home for a dot-segment bypass", async () => {
    const res = await postJson(bff(HR, "logout"), await visitorCookie(), { redirect: "/.//evil.example" });
    expect(await res.json()).toMatchObject({ success: true, redirect: "/" });
  });

  it("the log-out page does not pre-fill a bypass into its form", async () => {
    const { who } = await loggedIn("redir-page");
    const shown = await page(`${authUrl(HR, "logout")}?redirect=${encodeURIComponent("/.//evil.example")}`, who);
    expect(shown.state!.screen).toMatchObject({ kind: "auth-logout", redirect: null });
    expect(shown.html).not.toContain("evil.example");
  });

  it("a prefixed site's log-out stays under its prefix (another site's path goes to its home)", async () => {
    const who = await visitorCookie(DE);
    const other = await postForm(bff(DE, "logout"), who, { redirect: "/korisnik/" });
    expect(other.headers.get("location")).toBe("/de/");
    const own = await postForm(bff(DE, "logout"), who, { redirect: "/de/konto/" });
    expect(own.headers.get("location")).toBe("/de/konto/");
  });
});

describe("every redirect parameter takes the same rule", () => {
  it("log-in's redirect refuses a dot-segment bypass (back to the form with the field's error)", async () => {
    const res = await postForm(bff(HR, "login"), await visitorCookie(), { email: "x@example.test", password: "whatever-1", redirect: "/..//evil.example" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).not.toContain("evil.example");
  });

  it("a form's _back and a Referer that leave the site fall back to the form's own page", async () => {
    const res = await postForm(bff(HR, "forgotten-password"), await visitorCookie(), { email: "not-an-email", _back: "/%2e//evil.example" }, {
      origin: "http://localhost",
      "sec-fetch-site": "same-origin",
      referer: "http://localhost:9999/evil/",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/korisnik/forgotten-password/");
  });

  it("the wishlist's return path on a prefixed site cannot point at another site", async () => {
    const res = await postForm(`${DE.base}/api/nuxtapi/catalog/wishlist/`, await visitorCookie(DE), { code: "x", return: "/..//evil.example" });
    expect(res.headers.get("location") ?? "").not.toContain("evil.example");
  });
});
