import { isbot } from "isbot";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/**
 * Verdicts on user agents this isolate has seen: isbot's pattern is one long regular expression
 * run on every request, also every page-cache hit, while a site's visitors send few distinct
 * agents (docs/decisions/0011-edge-page-cache.md "Hit cost"). Bounded, and only ordinary-length
 * agents are kept, so odd ones cannot fill it.
 */
const verdicts = new Map<string, boolean>();
const VERDICTS_MAX = 500;
const VERDICT_MAX_UA_CHARS = 512;

export function isBotAgent(ua: string): boolean {
  let verdict = verdicts.get(ua);
  if (verdict === undefined) {
    verdict = isbot(ua);
    if (ua.length <= VERDICT_MAX_UA_CHARS) {
      if (verdicts.size >= VERDICTS_MAX) verdicts.delete(verdicts.keys().next().value as string);
      verdicts.set(ua, verdict);
    }
  }
  return verdict;
}

/** Crawlers get the bot layout: full content, no client script, no visitor token. */
export function detectBots(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("isBot", isBotAgent(c.req.header("user-agent") ?? ""));
    await next();
  };
}
