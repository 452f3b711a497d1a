import { isbot } from "isbot";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/** Crawlers get the bot layout: full content, no client script, no visitor token. */
export function detectBots(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("isBot", isbot(c.req.header("user-agent") ?? ""));
    await next();
  };
}
