import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { cookieHeader, get, GOOGLEBOT_UA, stateOf, TOKEN_COOKIE, tokenFrom } from "./helpers";
import { REGISTRY_SITES } from "./registry-sites";

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
    expect(html).not.toMatch(/\/assets\/client[^"]*\.js/);
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
    expect(html).not.toMatch(/\/assets\/client[^"]*\.js/);
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

/**
 * The BFF reads the visitor's cookie and calls the commerce API with it (docs/behaviour/07-api.md): bearer token,
 * base host and language headers on every call, `lang` appended to POST and PUT bodies, and
 * `ignoreCache` on calls that are not cached. Checked on the calls the Worker really makes.
 */
describe("the BFF calls the API as the visitor", () => {
  interface Sent {
    path: string;
    method: string;
    search: URLSearchParams;
    headers: Headers;
    body: string | null;
  }

  async function sentDuring(run: () => Promise<unknown>): Promise<Sent[]> {
    const spy = vi.spyOn(env.API, "fetch");
    try {
      await run();
      return spy.mock.calls.map(([input, init]) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        const i = (init ?? {}) as RequestInit;
        return { path: url.pathname, method: i.method ?? "GET", search: url.searchParams, headers: new Headers(i.headers), body: typeof i.body === "string" ? i.body : null };
      });
    } finally {
      spy.mockRestore();
    }
  }

  const PINNED = [
    { site: "de", base: "http://localhost/de", host: "www.zrno.de", lang: "de" },
    { site: "si", base: "http://localhost/si", host: "www.zrno.eu", lang: "sl" },
    { site: "rs", base: "http://localhost/rs", host: "www.zrno.rs", lang: "sr" },
  ];
  // The pinned sites, then every other site of the registry.
  const OTHERS = REGISTRY_SITES.filter((s) => !PINNED.some((p) => p.site === s.code)).map((s) => ({ site: s.code, base: s.base, host: s.host, lang: s.lang }));
  it.each([...PINNED, ...OTHERS])("$site: the cart read and a cart change carry the cookie's token, $host and $lang", async ({ base, host, lang }) => {
    const token = tokenFrom((await get(`${base}/api/nuxtapi/webshop/is-cart-empty/`)).headers.get("set-cookie"));
    expect(token).not.toBeNull();
    const who = cookieHeader(token!);
    const sameOrigin = { origin: "http://localhost", "sec-fetch-site": "same-origin", "content-type": "application/json" };

    const sent = await sentDuring(async () => {
      await get(`${base}/api/nuxtapi/webshop/cart/`, { headers: who });
      await get(`${base}/api/nuxtapi/webshop/product/`, { method: "POST", headers: { ...who, ...sameOrigin }, body: JSON.stringify({ code: "NO-SUCH-ITEM", qty: 1 }) });
      await get(`${base}/api/nuxtapi/webshop/product/`, { method: "PUT", headers: { ...who, ...sameOrigin }, body: JSON.stringify({ code: "NO-SUCH-ITEM", qty: 2 }) });
    });

    const calls = sent.filter((s) => s.path === "/webshop/cart/" || s.path === "/webshop/product/");
    expect(calls.map((s) => `${s.method} ${s.path}`)).toEqual(["GET /webshop/cart/", "POST /webshop/product/", "PUT /webshop/product/"]);
    for (const call of calls) {
      expect(call.headers.get("authorization")).toBe(`Bearer ${token}`);
      expect(call.headers.get("x-base-host")).toBe(host);
      expect(call.headers.get("x-lang")).toBe(lang);
      // Visitor-bound calls are never cached: the backend is told to skip its cache too.
      expect(call.search.get("ignoreCache")).toBe("1");
    }
    expect(calls[0]?.body).toBeNull();
    expect(JSON.parse(calls[1]?.body ?? "null")).toEqual({ code: "NO-SUCH-ITEM", qty: 1, lang });
    expect(JSON.parse(calls[2]?.body ?? "null")).toEqual({ code: "NO-SUCH-ITEM", qty: 2, lang });
  });

  it("cached start-up calls use the server token, not the visitor's, and do not ask the backend to skip its cache", async () => {
    const token = tokenFrom((await get("http://localhost/it/api/nuxtapi/webshop/is-cart-empty/")).headers.get("set-cookie"));
    expect(token).not.toBeNull();
    await clearCache("http://localhost/it", ["labels"]);
    const sent = await sentDuring(() => get("http://localhost/it/api/nuxtapi/labels?lang=it", { headers: cookieHeader(token!) }));
    const labels = sent.find((s) => s.path === "/misc/labels/");
    expect(labels).toBeDefined();
    expect(labels?.headers.get("authorization")).toMatch(/^Bearer /);
    expect(labels?.headers.get("authorization")).not.toBe(`Bearer ${token}`);
    expect(labels?.headers.get("x-lang")).toBe("it");
    expect(labels?.search.has("ignoreCache")).toBe(false);
  });
});

async function clearCache(base: string, keys: string[]) {
  const res = await get(`${base}/api/nuxtapi/clearCache/`, { method: "POST", body: JSON.stringify({ keys }), headers: { "content-type": "application/json" } });
  expect(res.status).toBe(200);
}
