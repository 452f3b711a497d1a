import { describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { AuthJwtResponse } from "../../shared/contract/auth";
import { issueHandoff } from "../../commerce/lib/token";
import { call, claimsOf, confirmedAccount, isLogin, loginJwt, PASSWORD, userIdOf, visitor } from "./accounts-helpers";
import { api, db, json, placeOrder, readyToOrder } from "./checkout-helpers";
import { cookieHeader, get, stateOf, tokenFrom } from "./helpers";

/**
 * §7 "GET {api}/auth/generate-token/ with optional set_token_id, token_hash" — the case the spec
 * leaves to us: a shopper who pays on an external page and comes back without the shop's cookie
 * gets the session back (docs/behaviour/07-api.md "generate-token"). The API puts a one-time,
 * hour-long proof into the return paths it signs for the gateway; generate-token redeems it once,
 * and every earlier copy of that session stops counting; the storefront redeems it on the way
 * back, keeps a browser's own session, and never leaves the proof in the address bar.
 */

const THANKS = "/de/webshop/thank-you/";
const paths = (ident = "") => ({ ok_path: `${THANKS}${ident ? `?order_identificator=${ident}` : ""}`, cancel_path: "/de/webshop/canceled/", fail_path: "/de/webshop/failed-payment/" });

async function jwtOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  return v.parse(AuthJwtResponse, await res.json()).data.jwt;
}

/** A de card order (the redirect gateway) and the ok path the gateway would send the browser back to. */
async function paidReturn(token?: string) {
  const ready = await readyToOrder({ payment: "card", site: "de", ...(token ? { token } : {}) });
  const order = (await placeOrder(ready.token, "de")).body.data;
  const ident = order.order_identificator as string;
  const created = await api(`/webshop/order/${ident}/payment/?${new URLSearchParams(paths(ident))}`, { token: ready.token, site: "de" }).then(json);
  const request = new URL(created.data.redirect_url as string, "https://x").searchParams;
  const ok = new URL(request.get("ok_path")!, "https://x");
  return { token: ready.token, ident, ok, tokenId: ok.searchParams.get("set_token_id")!, proof: ok.searchParams.get("token_hash")! };
}

const redeem = (id: string, proof: string) => call(`/auth/generate-token/?set_token_id=${id}&token_hash=${encodeURIComponent(proof)}`);

describe("§7 generate-token: the handoff in a payment's return paths (API)", () => {
  it("the signed request's return paths carry the shopper's token id and an unguessable proof; the attempt keeps the plain paths", async () => {
    const { token, ok, tokenId, proof } = await paidReturn();
    expect(tokenId).toBe(claimsOf(token).jti);
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ok.pathname).toBe(THANKS);
    const row = await db.prepare("SELECT handoff_hash FROM tokens WHERE id = ?1").bind(tokenId).first<{ handoff_hash: string }>();
    // Only its digest is kept.
    expect(row!.handoff_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.handoff_hash).not.toContain(proof);
    const stored = await db.prepare("SELECT ok_path, cancel_path, fail_path FROM payments ORDER BY created_at DESC, rowid DESC LIMIT 1").first<Record<string, string>>();
    expect(Object.values(stored!).join(" ")).not.toContain("token_hash");
    // A second payment request replaces the proof: the first one opens nothing.
    const again = await paidReturn(token);
    expect(again.proof).not.toBe(proof);
    expect(claimsOf(await jwtOf(await redeem(tokenId, proof))).jti).not.toBe(tokenId);
  });

  it("redeems once, for that token with its user; every earlier JWT of the session stops counting", async () => {
    const { email } = await confirmedAccount("handoff");
    const session = await loginJwt(email, PASSWORD);
    const { jti, sub } = claimsOf(session);
    const proof = await issueHandoff(db, jti, 3600);
    const back = await jwtOf(await redeem(jti, proof));
    expect(claimsOf(back)).toMatchObject({ jti, sub });
    expect(await userIdOf(back)).toBe(sub);
    // The copy in the lost cookie (or anyone else's) is dead; the new one lives.
    expect((await isLogin(session)).status).toBe(401);
    expect((await isLogin(back)).status).toBe(200);
    // Single use.
    const second = claimsOf(await jwtOf(await redeem(jti, proof)));
    expect(second.jti).not.toBe(jti);
    expect(second.sub).toBeNull();
  });

  it.each([
    { name: "a wrong proof", prepare: async (id: string) => (await issueHandoff(db, id, 3600), "A".repeat(43)) },
    { name: "another token's proof", prepare: async () => issueHandoff(db, claimsOf(await visitor()).jti, 3600) },
    { name: "an expired proof", prepare: async (id: string) => { const p = await issueHandoff(db, id, 3600); await db.prepare("UPDATE tokens SET handoff_expires_at = datetime('now', '-1 second') WHERE id = ?1").bind(id).run(); return p; } },
    { name: "no proof issued", prepare: async () => "B".repeat(43) },
  ])("with $name: a new anonymous token, and the session is untouched", async ({ prepare }) => {
    const { email } = await confirmedAccount("noproof");
    const session = await loginJwt(email, PASSWORD);
    const { jti } = claimsOf(session);
    const fresh = claimsOf(await jwtOf(await redeem(jti, await prepare(jti))));
    expect(fresh.jti).not.toBe(jti);
    expect(fresh.sub).toBeNull();
    expect((await isLogin(session)).status).toBe(200);
  });

  it("a logged-out (revoked) session is not brought back, even with its proof", async () => {
    const { email } = await confirmedAccount("revoked");
    const session = await loginJwt(email, PASSWORD);
    const proof = await issueHandoff(db, claimsOf(session).jti, 3600);
    expect((await call("/auth/logout/", { token: session, body: {} })).status).toBe(200);
    expect(claimsOf(await jwtOf(await redeem(claimsOf(session).jti, proof))).jti).not.toBe(claimsOf(session).jti);
  });
});

describe("§7 generate-token: the storefront on the way back", () => {
  it("a browser that lost its cookie gets the session back, lands on the clean URL and sees its order", async () => {
    const { ok, tokenId, ident } = await paidReturn();
    const res = await get(`http://localhost${ok.pathname}${ok.search}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${THANKS}?order_identificator=${ident}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const restored = tokenFrom(res.headers.get("set-cookie"));
    expect(claimsOf(restored!).jti).toBe(tokenId);
    const page = await get(`http://localhost${res.headers.get("location")}`, { headers: cookieHeader(restored!) });
    expect(page.status).toBe(200);
    const screen = stateOf(await page.text()).screen as unknown as { kind: string; order: { order_identificator: string } | null };
    expect(screen.kind).toBe("webshop-thank-you");
    expect(screen.order?.order_identificator).toBe(ident);
  });

  it("the same session's browser gets a fresh copy of it (the link's old copy is dead)", async () => {
    const { ok, token, tokenId } = await paidReturn();
    const res = await get(`http://localhost${ok.pathname}${ok.search}`, { headers: cookieHeader(token) });
    expect(res.status).toBe(303);
    const renewed = tokenFrom(res.headers.get("set-cookie"));
    expect(claimsOf(renewed!).jti).toBe(tokenId);
    expect((await isLogin(token)).status).toBe(401);
    expect((await isLogin(renewed!)).status).toBe(200);
  });

  it("a browser with a session of its own keeps it: a planted link never replaces it, and its session is taken from whoever planted it", async () => {
    const planted = await paidReturn();
    const victim = await visitor();
    const res = await get(`http://localhost${planted.ok.pathname}${planted.ok.search}`, { headers: cookieHeader(victim) });
    expect(res.status).toBe(303);
    expect(res.headers.get("set-cookie")).toBeNull();
    // The proof is used up and the planter's copy no longer counts.
    expect((await isLogin(planted.token)).status).toBe(401);
    expect((await isLogin(victim)).status).toBe(200);
  });

  it("malformed handoff parameters: straight on to the clean URL, no API call, no cookie", async () => {
    const spy = vi.spyOn((env as unknown as { API: Fetcher }).API, "fetch");
    try {
      for (const q of ["set_token_id=x&token_hash=y", "set_token_id=../../etc&token_hash=%00", "token_hash=" + "A".repeat(43), "set_token_id=" + crypto.randomUUID()]) {
        const res = await get(`http://localhost${THANKS}?${q}&order_identificator=1-abc`);
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe(`${THANKS}?order_identificator=1-abc`);
        expect(res.headers.get("set-cookie")).toBeNull();
      }
      expect(spy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)).filter((u) => u.includes("generate-token"))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
