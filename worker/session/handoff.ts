import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { tokenIdHint } from "./account-hint";
import { readToken, writeTokenCookie } from "./token-cookie";
import { requestUrl } from "../http/request-url";

/**
 * The session handoff of a payment's return (docs/behaviour/07-api.md "generate-token"): the
 * commerce API puts `set_token_id` + `token_hash` (a one-time proof, an hour long) into the
 * return paths it signs for the gateway, so a shopper whose cookie did not survive the trip (the
 * bank's page opened in another browser, a privacy mode, a cleared store) lands on the thank-you
 * page with their session, not as a stranger to their own order.
 *
 * On a GET carrying both, the proof is always redeemed (used up, so the link in the history is
 * dead), then the browser is sent on to the same URL without them (no secret stays in the
 * address bar or a Referer). The redeemed session becomes the browser's only when the browser has
 * none of its own, or already holds that same session: a link with somebody else's proof never
 * replaces a shopper's session, and redeeming it ends every other copy of the session it names
 * (the API bumps the token's generation), so no one can plant a session and keep watching it.
 */
const HANDOFF_PARAMS = ["set_token_id", "token_hash"] as const;
const TOKEN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROOF = /^[A-Za-z0-9_-]{43}$/;

/** generate-token with the handoff: the JWT it answers (that session's, or a fresh anonymous one when the proof fails). */
type RedeemHandoff = (c: Context<AppEnv>, tokenId: string, proof: string) => Promise<string>;

export function sessionHandoff(redeem: RedeemHandoff): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const asked = requestUrl(c.req.raw).searchParams;
    const tokenId = asked.get("set_token_id");
    const proof = asked.get("token_hash");
    if (tokenId === null && proof === null) return next();
    // The onward address drops the handoff: a copy, the request's own is shared (requestUrl).
    const url = new URL(c.req.url);
    for (const p of HANDOFF_PARAMS) url.searchParams.delete(p);
    const onward = c.redirect(url.pathname + url.search, 303);
    onward.headers.set("cache-control", "no-store");
    if (c.req.method !== "GET" || c.get("isBot") || !tokenId || !proof || !TOKEN_ID.test(tokenId) || !PROOF.test(proof)) return onward;

    let jwt: string;
    try {
      jwt = await redeem(c, tokenId, proof);
    } catch (err) {
      console.error("session: the handoff could not be redeemed", err);
      return onward;
    }
    const own = readToken(c);
    const handedOver = tokenIdHint(jwt) === tokenId;
    // A browser without a session takes whatever the API answered (the handed-over session, or a
    // fresh one); a browser with a session takes only a new copy of that same session.
    if (!own || (handedOver && tokenIdHint(own) === tokenId)) {
      writeTokenCookie(c, jwt);
      const res = c.redirect(url.pathname + url.search, 303);
      res.headers.set("cache-control", "no-store");
      return res;
    }
    return onward;
  };
}
