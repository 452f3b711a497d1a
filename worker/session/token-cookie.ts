import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { renewOnce } from "./renew";

export const TOKEN_COOKIE = "hapi_auth_token";
/** One year (docs/behaviour/09-constants.md); the backend can revoke a token at any time (docs/decisions/0003). */
const TOKEN_MAX_AGE_S = 31_536_000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,1024}\.[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{1,512}$/;

/**
 * The session's two upstream calls, made by the data layer (worker/data/app-data.ts) and handed
 * in by worker/index.ts, so the session never imports it: `mint` issues a fresh anonymous token
 * for the request's site; `isLive` says whether the API still accepts a token (a 401 on
 * auth/is-login means no; any other failure is no proof, so it counts as live).
 */
interface TokenCalls {
  mint: (c: Context<AppEnv>) => Promise<string>;
  isLive: (c: Context<AppEnv>, token: string) => Promise<boolean>;
}

/** A cookie that is not a well-formed token is treated as no token at all. */
export function readToken(c: Context<AppEnv>): string | null {
  const value = getCookie(c, TOKEN_COOKIE);
  return value && TOKEN_SHAPE.test(value) ? value : null;
}

export function writeTokenCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, TOKEN_COOKIE, token, { maxAge: TOKEN_MAX_AGE_S, secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
}

/**
 * Every visitor gets a token on the first visit (docs/behaviour/04-states.md "Session"). Bots do not: they keep no
 * cookies, and a token per crawler hit would only fill the backend's token table.
 * If the backend cannot issue one, the page is still served anonymously.
 */
export function visitorToken(calls: TokenCalls): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("renewToken", () => renewVisitorToken(c, calls));
    let token = readToken(c);
    // The shared copy of a page is nobody's: its visitors get a token from their first BFF call.
    if (!token && !c.get("isBot") && !c.get("sharedCopy")) {
      try {
        token = await calls.mint(c);
        writeTokenCookie(c, token);
      } catch (err) {
        console.error("session: could not issue a visitor token", err);
      }
    }
    c.set("token", token);
    await next();
  };
}

/**
 * An API call with this visitor's token answered 401. If the token itself is dead (revoked,
 * expired or forged) a fresh anonymous token replaces it, shared by all of the visitor's
 * concurrent requests (./renew.ts), and the cookie is set on this response; a 401 about
 * something else (an account-only call, a wrong password) leaves a live token alone. If no token
 * can be issued the cookie is cleared, so the visitor is simply anonymous and the next page
 * issues one: never a retry loop.
 */
export async function renewVisitorToken(c: Context<AppEnv>, calls: TokenCalls): Promise<string | null> {
  const refused = c.get("token");
  if (!refused) return null;
  try {
    const fresh = await renewOnce(refused, async () => ((await calls.isLive(c, refused)) ? null : calls.mint(c)));
    if (!fresh) return null;
    writeTokenCookie(c, fresh);
    c.set("token", fresh);
    return fresh;
  } catch (err) {
    console.error("session: could not replace a refused visitor token", err);
    deleteCookie(c, TOKEN_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
    c.set("token", null);
    return null;
  }
}
