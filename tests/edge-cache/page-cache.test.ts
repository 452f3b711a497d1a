import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../../worker/index";
import { afterEach, describe, expect, it, vi } from "vitest";
import { faults, upstreamDown } from "../faults/faults";
import { BROWSER_UA, cookieHeader, get, GOOGLEBOT_UA, stateOf, tokenFrom, TOKEN_COOKIE, cspNonce } from "../integration/helpers";
import { staffCookie } from "../integration/content-pages";
import { PAGE_FRESH_SECONDS } from "../../worker/cache/manifest";

/**
 * The full-page cache for anonymous shoppers (docs/decisions/0011-edge-page-cache.md), with the cache
 * on (the `edge-cache` project). Each test uses its own site or query, since stored pages live
 * as long as the run.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** The HTML with every nonce attribute blanked: what two visitors' copies must share. */
const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, ' nonce=""');

async function view(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, { headers });
  return { res, state: res.headers.get("x-zrno-cache"), html: await res.text() };
}

/** A visitor token issued the way the browser gets one: by its first BFF call. */
async function visitorWithCart(items: number): Promise<Record<string, string>> {
  const res = await get("http://localhost/api/nuxtapi/webshop/cart/");
  const who = cookieHeader(tokenFrom(res.headers.get("set-cookie"))!);
  if (items > 0) {
    const pack = await db.prepare("SELECT v.code AS vcode FROM product_variations v JOIN products p ON p.id = v.product_id WHERE p.visible = 1 AND v.stock > 10 ORDER BY v.id LIMIT 1").first<{ vcode: string }>();
    const add = await get("http://localhost/api/nuxtapi/webshop/product/", {
      method: "POST",
      headers: { ...who, "content-type": "application/json", origin: "http://localhost", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ code: pack!.vcode, qty: items }),
    });
    expect(add.status).toBe(200);
  }
  return who;
}

afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  await faults.clear();
});

describe("anonymous pages come from the edge cache", () => {
  it("the first view renders and stores, the next is a hit with its own nonce, private for the browser", async () => {
    const first = await view("http://localhost/it/");
    expect(first.res.status).toBe(200);
    expect(first.state).toBe("miss");
    const again = await view("http://localhost/it/");
    expect(again.state).toBe("hit");
    expect(again.res.headers.get("cache-control")).toBe("private, no-cache");
    const nonce = cspNonce(again.res.headers.get("content-security-policy"));
    expect(nonce).not.toBe(cspNonce(first.res.headers.get("content-security-policy")));
    // Every element that carries a nonce carries this response's.
    const nonces = [...again.html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(1);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    expect(withoutNonce(again.html)).toBe(withoutNonce(first.html));
  });

  it("tracking parameters share one entry with the plain page, and the other parameters are sorted", async () => {
    expect((await view("http://localhost/es/?utm_source=news&gclid=abc&fbclid=x")).state).toBe("miss");
    const plain = await view("http://localhost/es/");
    expect(plain.state).toBe("hit");
    expect(plain.html).not.toContain("utm_source");
    expect((await view("http://localhost/es/?b=2&a=1")).state).toBe("miss");
    expect((await view("http://localhost/es/?a=1&b=2&utm_medium=mail")).state).toBe("hit");
  });

  it("a bot gets its own copy (the bot layout, no script), never the human one", async () => {
    await view("http://localhost/ba/");
    const bot = await view("http://localhost/ba/", { "user-agent": GOOGLEBOT_UA });
    expect(bot.state).toBe("miss");
    expect(bot.html).not.toContain("__STATE__");
    expect((await view("http://localhost/ba/", { "user-agent": GOOGLEBOT_UA })).state).toBe("hit");
  });

  it("concurrent misses share one render", async () => {
    const reads = vi.spyOn(env.CACHE, "get");
    // Straight into the Worker's fetch handler, so the four really are in flight together.
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => worker.fetch(new Request("http://localhost/me/", { headers: { "user-agent": BROWSER_UA } }), env as Env, createExecutionContext())),
    );
    expect(answers.map((a) => [a.status, a.headers.get("x-zrno-cache")])).toEqual(Array(4).fill([200, "miss"]));
    // The route table is read once per render: one render for four visitors.
    expect(reads.mock.calls.filter(([key]) => String(key) === "me:routes:")).toHaveLength(1);
  });
});

describe("a hot page is answered from the isolate's memory", () => {
  it("within MEMORY_CACHE_MS a hit reads no Cache API entry", async () => {
    const hot = { ...env, MEMORY_CACHE_MS: "60000" } as Env;
    const ask = () => worker.fetch(new Request("http://localhost/en/?hot=1", { headers: { "user-agent": BROWSER_UA } }), hot, createExecutionContext());
    expect((await ask()).headers.get("x-zrno-cache")).toBe("miss");
    const match = vi.spyOn(edgeCache(), "match");
    const again = await ask();
    expect([again.status, again.headers.get("x-zrno-cache")]).toEqual([200, "hit"]);
    expect(await again.text()).toContain('id="root"');
    expect(match).not.toHaveBeenCalled();
  });
});

describe("the cached HTML holds nothing personal", () => {
  it("two anonymous visitors with different carts get byte-identical HTML apart from the nonce", async () => {
    const [withItems, empty] = [await visitorWithCart(3), await visitorWithCart(0)];
    const a = await view("http://localhost/si/", withItems);
    const b = await view("http://localhost/si/", empty);
    const newcomer = await view("http://localhost/si/");
    expect([a.state, b.state, newcomer.state]).toEqual(["miss", "hit", "hit"]);
    expect(withoutNonce(a.html)).toBe(withoutNonce(b.html));
    expect(withoutNonce(newcomer.html)).toBe(withoutNonce(b.html));
    for (const who of [withItems, empty]) expect(a.html).not.toContain(who.cookie!.split("=")[1]);
    // The header asks for the counts after hydration; the page says nobody is logged in.
    expect(stateOf(a.html).session).toEqual({ hasToken: true, loggedIn: false });
  });

  it("a first visitor is not made to wait for a token: the page sets none, its first BFF call does", async () => {
    await view("http://localhost/at/");
    const first = await view("http://localhost/at/");
    expect(first.state).toBe("hit");
    expect(first.res.headers.get("set-cookie")).toBeNull();
    const count = await get("http://localhost/at/api/nuxtapi/webshop/cart-summary/");
    expect(tokenFrom(count.headers.get("set-cookie"))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("a logged-in shopper's page is never stored and never served to another visitor", async () => {
    const staff = await staffCookie();
    const own = await view("http://localhost/rs/", staff);
    expect(own.state).toBe("bypass");
    expect(stateOf(own.html).session.loggedIn).toBe(true);
    const anonymous = await view("http://localhost/rs/");
    expect(anonymous.state).toBe("miss");
    expect(stateOf(anonymous.html).session.loggedIn).toBe(false);
    // And a stored page is not handed to the shopper either.
    expect((await view("http://localhost/rs/", staff)).state).toBe("bypass");
  });

  it("a refused form's flash and a token that names no one readable keep the visitor on their own render", async () => {
    expect((await view("http://localhost/en/", { cookie: "zrno_form=abc" })).state).toBe("bypass");
    expect((await view("http://localhost/en/", { cookie: `${TOKEN_COOKIE}=a.b.c` })).state).toBe("bypass");
  });
});

describe("freshness and failure", () => {
  it("a publish (the clearCache that follows it) bumps the content version: the next view shows the change", async () => {
    const before = await view("http://localhost/");
    const titles = await db.prepare("SELECT post_id, title FROM post_i18n WHERE lang = 'hr'").all<{ post_id: number; title: string }>();
    const shown = titles.results.find((t) => t.title.length > 8 && before.html.includes(t.title));
    expect(shown, "a post teaser on the home page").toBeTruthy();
    const renamed = `Objavljeno ${Date.now()}`;
    await db.prepare("UPDATE post_i18n SET title = ?1 WHERE post_id = ?2 AND lang = 'hr'").bind(renamed, shown!.post_id).run();
    try {
      expect((await view("http://localhost/")).html).not.toContain(renamed);
      const version = await env.CACHE.get("hr:contentVersion:");
      const cleared = await get("http://localhost/api/nuxtapi/clearCache/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ keys: ["publish"] }) });
      expect(cleared.status).toBe(200);
      expect(await env.CACHE.get("hr:contentVersion:")).not.toBe(version);
      const after = await view("http://localhost/");
      expect(after.state).toBe("miss");
      expect(after.html).toContain(renamed);
    } finally {
      await db.prepare("UPDATE post_i18n SET title = ?1 WHERE post_id = ?2 AND lang = 'hr'").bind(shown!.title, shown!.post_id).run();
    }
  });

  it("with the commerce API failing, a cached page still answers 200, fresh and then stale", async () => {
    expect((await view("http://localhost/de/")).res.status).toBe(200);
    await faults.set(upstreamDown(503));
    const fresh = await view("http://localhost/de/");
    expect([fresh.res.status, fresh.state]).toEqual([200, "hit"]);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (PAGE_FRESH_SECONDS + 5) * 1000 });
    const stale = await view("http://localhost/de/");
    expect([stale.res.status, stale.state]).toEqual([200, "stale"]);
    expect(stale.html).toContain('id="root"');
  });

  it("the Cache API failing still renders the page", async () => {
    vi.spyOn(edgeCache(), "match").mockRejectedValue(new Error("cache unavailable"));
    vi.spyOn(edgeCache(), "put").mockRejectedValue(new Error("cache unavailable"));
    const res = await view("http://localhost/en/?broken-cache=1");
    expect(res.res.status).toBe(200);
    expect(stateOf(res.html).screen.kind).toBeTruthy();
  });
});
