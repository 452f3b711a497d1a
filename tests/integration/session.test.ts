import { describe, expect, it } from "vitest";
import { cookieHeader, get, GOOGLEBOT_UA, stateOf, TOKEN_COOKIE, tokenFrom } from "./helpers";

const HOME = "http://localhost/";
const COOKIE_ATTRIBUTES = /^hapi_auth_token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/;

describe("bots", () => {
  it.each([
    { name: "Googlebot", ua: GOOGLEBOT_UA },
    { name: "Bingbot", ua: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" },
  ])("$name gets the bot layout with the full content, no client script, no state and no cookie", async ({ ua }) => {
    const res = await get(HOME, { headers: { "user-agent": ua } });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    const html = await res.text();
    expect(html).toContain('class="layout-bot"');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('id="__STATE__"');
    expect(html).not.toContain("/assets/client.js");
    // full content: hero labels, the CMS text and the footer address
    expect(html).toContain("<h1>Dobrodošli u Zrno</h1>");
    expect(html).toContain("cjelovite žitarice, hladno prešana ulja");
    expect(html).toContain("Ilica 42, 10000 Zagreb");
    expect(html).toContain('<link rel="canonical"');
  });

  it("a bot gets the 404 screen with the bot layout too", async () => {
    const res = await get("http://localhost/de/nicht-da/", { headers: { "user-agent": GOOGLEBOT_UA } });
    expect(res.status).toBe(404);
    expect(res.headers.get("set-cookie")).toBeNull();
    const html = await res.text();
    expect(html).toContain('class="layout-bot"');
    expect(html).toContain("Seite nicht gefunden");
    expect(html).not.toContain('<script type="module"');
  });

  it("a browser gets the default layout (the bot layout is not the default)", async () => {
    const html = await (await get(HOME)).text();
    expect(html).not.toContain("layout-bot");
    expect(html).toContain('class="layout-default"');
  });
});

describe("session cookie", () => {
  it("issues hapi_auth_token on the first visit: one year, Path=/, HttpOnly, Secure, SameSite=Lax", async () => {
    const res = await get(HOME);
    expect(res.headers.get("set-cookie")).toMatch(COOKIE_ATTRIBUTES);
    const token = tokenFrom(res.headers.get("set-cookie"));
    expect(token).not.toBeNull();
    const html = await res.text();
    expect(html).not.toContain(token!);
    expect(JSON.stringify(stateOf(html))).not.toContain(token!);
    expect(stateOf(html).session.hasToken).toBe(true);
  });

  it("does not set the cookie again when the visitor already holds a token", async () => {
    const token = tokenFrom((await get(HOME)).headers.get("set-cookie"));
    expect(token).not.toBeNull();
    const res = await get(HOME, { headers: cookieHeader(token!) });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    const html = await res.text();
    expect(html).not.toContain(token!);
    expect(stateOf(html).session.hasToken).toBe(true);
  });

  it("gives every first visitor their own token", async () => {
    const a = tokenFrom((await get(HOME)).headers.get("set-cookie"));
    const b = tokenFrom((await get(HOME)).headers.get("set-cookie"));
    expect(a).not.toBeNull();
    expect(a).not.toBe(b);
  });

  it.each([
    { name: "a short non-token", value: "abc" },
    { name: "a 5000-character value", value: "x".repeat(5000) },
    { name: "punctuation garbage", value: "!!%%$$<script>alert(1)</script>" },
    { name: "a token with too many parts", value: "a.b.c.d" },
    { name: "an empty value", value: "" },
    { name: "a broken percent escape", value: "%E0%A4%A" },
  ])("replaces a malformed cookie ($name) with a fresh token, never a 500", async ({ value }) => {
    const res = await get(HOME, { headers: { cookie: `${TOKEN_COOKIE}=${value}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(COOKIE_ATTRIBUTES);
    const fresh = tokenFrom(res.headers.get("set-cookie"));
    expect(fresh).not.toBe(value);
    const html = await res.text();
    expect(html).not.toContain(fresh!);
    if (value.length > 3) expect(html).not.toContain(value);
  });

  it("ignores other cookies and still issues the token", async () => {
    const res = await get(HOME, { headers: { cookie: "other=1; consent=all" } });
    expect(res.headers.get("set-cookie")).toMatch(COOKIE_ATTRIBUTES);
  });
});
