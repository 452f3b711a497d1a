import { describe, expect, it } from "vitest";
import * as v from "valibot";
import type { ScreenOf } from "../../shared/screens";
import { HomeBelow } from "../../shared/screens/cms";
import { cookieHeader, get, GOOGLEBOT_UA, homeBelowOf, stateOf, tokenFrom } from "./helpers";

/**
 * The home page's sections below the fold (docs/decisions/0016-lean-pages.md "Home state: the
 * sections below the fold"): the page renders them but embeds only their key; the browser reads
 * them from `GET /api/nuxtapi/home/below/?v=<key>` (worker/bff/home.ts) and hydrates them.
 */
const BELOW = "/api/nuxtapi/home/below/";

async function home(base: string) {
  const html = await (await get(`${base}/`)).text();
  const state = stateOf(html);
  return { html, state, key: (state.screen as ScreenOf<"cms">).belowKey! };
}

/** The ids of the product cards in a page's main, in order. */
const cardIds = (html: string) => [...html.slice(html.indexOf("<main"), html.indexOf("</main>")).matchAll(/<article class="product-card" data-product-id="(\d+)"/g)].map((m) => Number(m[1]));

describe("the home page's sections below the fold", () => {
  it("the BFF answers the cards and teasers the server rendered, in its order, under the page's key", async () => {
    for (const base of ["http://localhost", "http://localhost/en"]) {
      const { html, state, key } = await home(base);
      const below = await homeBelowOf(base, state);
      expect(below.key).toBe(key);
      const rails = [below.featured!, ...below.rails!];
      expect(rails.map((r) => r.list.code)).toEqual(["on-sale", "bestsellers", "new"]);
      const ids = rails.flatMap((r) => r.products.map((p) => p.id));
      expect(ids.length).toBe(18);
      expect(cardIds(html)).toEqual(ids);
      // The teasers too, in the page's order: recipes, then articles.
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      const teasers = [...below.recipes!, ...below.posts!].map((p) => main.indexOf(`${p.url_without_domain}"`));
      expect(teasers.every((at) => at > 0)).toBe(true);
      expect([...teasers].sort((a, b) => a - b)).toEqual(teasers);
    }
  });

  it("the page's loader preloads the read with its scripts, by the URL and credentials mode the browser reads it with; bots get none", async () => {
    for (const [base, mount] of [["http://localhost", ""], ["http://localhost/en", "/en"]] as const) {
      const res = await get(`${base}/`);
      const html = await res.text();
      const key = (stateOf(html).screen as ScreenOf<"cms">).belowKey!;
      const url = `${mount}${BELOW}?v=${key}`;
      // After the largest paint, beside the scripts (worker/render/hints.ts scriptLoader): not in the head or the Link header.
      expect(html).toContain(`add(d.head,'link',{rel:'preload',as:'fetch',crossorigin:'anonymous',href:${JSON.stringify(url)}})`);
      expect(html.slice(0, html.indexOf("</head>"))).not.toContain(BELOW);
      expect(res.headers.get("link") ?? "").not.toContain(BELOW);
    }
    const bot = await get("http://localhost/", { headers: { "user-agent": GOOGLEBOT_UA } });
    expect(await bot.text()).not.toContain(BELOW);
    expect(bot.headers.get("link") ?? "").not.toContain(BELOW);
    // Other pages read nothing as they hydrate.
    const other = await (await get("http://localhost/o-nama/")).text();
    expect(other).toContain("(function(d){");
    expect(other).not.toContain("as:'fetch'");
  });

  it("the sites' answers are their own, and a client-side navigation's page answer carries them in full", async () => {
    const hr = await home("http://localhost");
    const en = await home("http://localhost/en");
    expect(en.key).not.toBe(hr.key);
    const res = await get(`http://localhost/en/api/nuxtapi/pages/?slug=${encodeURIComponent("/en/")}`);
    const screen = ((await res.json()) as { data: { screen: ScreenOf<"cms"> } }).data.screen;
    expect(screen.belowKey).toBe(en.key);
    expect(screen.below).toEqual(await homeBelowOf("http://localhost/en", en.state));
  });

  it("is the same for every visitor, sets no cookie, and may be kept by any cache while it is what the key names", async () => {
    const { key } = await home("http://localhost");
    // A first-time visitor (no cookie) and one who has a token.
    const first = await get(`http://localhost${BELOW}?v=${key}`, { headers: { "cf-connecting-ip": "10.9.1.1" } });
    const token = tokenFrom((await get("http://localhost/", { headers: { "cf-connecting-ip": "10.9.1.2" } })).headers.get("set-cookie"));
    expect(token).toBeTruthy();
    const second = await get(`http://localhost${BELOW}?v=${key}`, { headers: { ...cookieHeader(token!), "cf-connecting-ip": "10.9.1.2" } });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    for (const r of [first, second]) {
      expect(r.headers.get("set-cookie")).toBeNull();
      expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });

  it("a key that is not today's gets today's sections, not to be kept", async () => {
    const { key } = await home("http://localhost");
    const other = key === "0123456789abcdef" ? "fedcba9876543210" : "0123456789abcdef";
    const res = await get(`http://localhost${BELOW}?v=${other}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const below = v.parse(HomeBelow, ((await res.json()) as { data: unknown }).data);
    expect(below.key).toBe(key);
  });

  it("bad input is a 400, never a 500", async () => {
    const { key } = await home("http://localhost");
    for (const query of ["", "?v=", "?v=xyz", `?v=${key.slice(0, 15)}g`, `?v=${key}0`, `?v=${key}&v=${key}`, `?v=${key}&utm_source=x`, "?q=1"]) {
      const res = await get(`http://localhost${BELOW}${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { success: boolean }).success).toBe(false);
    }
    expect((await get(`http://localhost${BELOW}?v=${key}`, { method: "POST" })).status).toBe(404);
  });
});
