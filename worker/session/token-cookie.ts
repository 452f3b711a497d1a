import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { dataContext } from "../data/context";
import { generateVisitorToken } from "../data/app-data";

export const TOKEN_COOKIE = "hapi_auth_token";
/** One year (spec §9); the backend can revoke a token at any time (docs/decisions/0003). */
export const TOKEN_MAX_AGE_S = 31_536_000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,1024}\.[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{1,512}$/;

/** A cookie that is not a well-formed token is treated as no token at all. */
export function readToken(c: Context<AppEnv>): string | null {
  const value = getCookie(c, TOKEN_COOKIE);
  return value && TOKEN_SHAPE.test(value) ? value : null;
}

export function writeTokenCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, TOKEN_COOKIE, token, { maxAge: TOKEN_MAX_AGE_S, secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
}

/**
 * Every visitor gets a token on the first visit (spec §4 "Session"). Bots do not: they keep no
 * cookies, and a token per crawler hit would only fill the backend's token table.
 * If the backend cannot issue one, the page is still served anonymously.
 */
export function visitorToken(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let token = readToken(c);
    if (!token && !c.var.isBot) {
      try {
        token = await generateVisitorToken(dataContext(c));
        writeTokenCookie(c, token);
      } catch (err) {
        console.error("session: could not issue a visitor token", err);
      }
    }
    c.set("token", token);
    await next();
  };
}
