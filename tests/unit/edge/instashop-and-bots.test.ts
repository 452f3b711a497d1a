import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../worker/env";
import { isbot } from "isbot";
import { detectBots, isBotAgent } from "../../../worker/edge/bots";
import { instashop } from "../../../worker/edge/instashop";
import { resolveTenant } from "../../../worker/edge/tenant";

/** The two middlewares on a bare app after tenant resolution, as worker/index.ts orders them. */
function app() {
  const a = new Hono<AppEnv>();
  a.use("*", resolveTenant(), detectBots(), instashop());
  a.get("*", (c) => c.json({ path: c.get("site").path, isBot: c.get("isBot") }));
  return a;
}
const fetchPath = (path: string, headers: Record<string, string> = {}) => app().request(`http://localhost${path}`, { headers });

describe("instashop: one page for the social shop", () => {
  it.each([
    ["/instashop/post-123/", "/instashop/"],
    ["/instashop/a/b/c/", "/instashop/"],
    ["/de/instashop/anything/", "/de/instashop/"],
    ["/rs/instashop/x/", "/rs/instashop/"],
  ])("%s → 301 %s", async (path, location) => {
    const res = await fetchPath(path);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(location);
  });

  it.each(["/instashop/", "/de/instashop/", "/instashopping/", "/proizvodi/instashop/x/"])("%s passes through", async (path) => {
    expect((await fetchPath(path)).status).toBe(200);
  });
});

describe("bot detection with isbot", () => {
  it.each([
    ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", true],
    ["Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", true],
    ["facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", true],
    ["curl/8.5.0", true],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36", false],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1", false],
  ])("%s → bot %s", async (ua, bot) => {
    expect(await (await fetchPath("/", { "user-agent": ua })).json()).toMatchObject({ isBot: bot });
  });

  it("the isolate's kept verdicts answer each agent as isbot does, also long ones and the second time", async () => {
    const human = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
    const longBot = `Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) ${"x".repeat(600)}`;
    const longHuman = `${human} ${"Gecko/1 ".repeat(80)}`;
    for (let round = 0; round < 2; round++) {
      for (const [ua, bot] of [[human, false], [longBot, true], [longHuman, isbot(longHuman)], ["curl/8.5.0", true]] as const) {
        expect(isBotAgent(ua), ua.slice(0, 40)).toBe(bot);
        expect(await (await fetchPath("/", { "user-agent": ua })).json()).toMatchObject({ isBot: bot });
      }
    }
  });

  it("a request without a user agent is not taken for a bot (it still gets the page, with script)", async () => {
    expect(await (await fetchPath("/")).json()).toMatchObject({ isBot: false });
  });
});
