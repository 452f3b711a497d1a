import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { faults, fetchWith, type FaultRule } from "../faults/faults";
import { cookieHeader, get, tokenFrom, TOKEN_COOKIE } from "./helpers";

/**
 * A token the API refuses (401: forged, revoked, expired) is replaced ONCE for all of that
 * visitor's concurrent requests (docs/security.md B4); POST, PUT and DELETE are sent exactly once,
 * whatever happens (an order or a payment must never be placed twice).
 */
const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
/** Well-formed (it passes the cookie's shape check) but signed with a key the API does not hold. */
function forgedToken(jti: string): string {
  const now = Math.floor(Date.now() / 1000);
  const sig = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ jti, sub: 1, iat: now, exp: now + 3600 })}.${sig}`;
}

/** A visitor-bound read: the API checks the token's signature and its row (requireLiveToken). */
const READ = "/catalog/wishlist/";
const read = (token: string) => get(`http://localhost/api/nuxtapi${READ}`, { headers: cookieHeader(token) });
const count = (calls: { path: string; method: string }[], path: string, method = "GET") => calls.filter((c) => c.path === path && c.method === method).length;

let code = "";
beforeAll(async () => {
  // The server token and the redirect rules are fetched (and stored) before any count starts.
  expect((await fetchWith({}, "http://localhost/api/nuxtapi/routes/")).status).toBe(200);
  code = (await db.prepare("SELECT v.code FROM product_variations v JOIN products p ON p.id = v.product_id WHERE p.visible = 1 ORDER BY v.id LIMIT 1").first<{ code: string }>())!.code;
});
afterEach(() => faults.clear());

describe("401 renews the visitor token", () => {
  it("a forged but well-formed cookie is replaced with a fresh token, and the read is answered with it", async () => {
    const forged = forgedToken("forged-one");
    await faults.set([]);
    const res = await read(forged);
    expect(res.status).toBe(200);
    const fresh = tokenFrom(res.headers.get("set-cookie"));
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(forged);
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/);
    const calls = (await faults.calls()).filter((c) => [READ, "/auth/is-login/", "/auth/generate-token/"].includes(c.path));
    expect(calls.map((c) => `${c.path} ${c.token === forged ? "forged" : c.token === fresh ? "fresh" : c.token}`)).toEqual([
      "/catalog/wishlist/ forged",
      // Is the token itself dead, or was the call refused for another reason? Dead: replace it.
      "/auth/is-login/ forged",
      "/auth/generate-token/ null",
      "/catalog/wishlist/ fresh",
    ]);
    // The fresh token is a real one: the next request with it needs no renewal.
    await faults.set([]);
    expect((await read(fresh!)).headers.get("set-cookie")).toBeNull();
    expect(count(await faults.calls(), "/auth/generate-token/")).toBe(0);
  });

  it("20 concurrent requests of one visitor with a refused token renew it once and all get the same new token", async () => {
    const forged = forgedToken("forged-burst");
    await faults.set([]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => read(forged)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const tokens = new Set(answers.map((r) => tokenFrom(r.headers.get("set-cookie"))));
    expect(tokens.size).toBe(1);
    expect([...tokens][0]).not.toBe(forged);
    expect(count(await faults.calls(), "/auth/generate-token/")).toBe(1);
  }, 30_000);

  it("two visitors renewing at the same time each get their own new token", async () => {
    const [a, b] = [forgedToken("visitor-a"), forgedToken("visitor-b")];
    await faults.set([]);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => read(i % 2 ? b : a)));
    const of = (i: number) => tokenFrom(answers[i]!.headers.get("set-cookie"));
    const forA = new Set([0, 2, 4, 6, 8].map(of));
    const forB = new Set([1, 3, 5, 7, 9].map(of));
    expect(forA.size).toBe(1);
    expect(forB.size).toBe(1);
    expect([...forA][0]).not.toBe([...forB][0]);
    expect(count(await faults.calls(), "/auth/generate-token/")).toBe(2);
  });

  it("never loops: when the API refuses the new token too, the read is asked twice and renewal happens once", async () => {
    const forged = forgedToken("forged-loop");
    await faults.set([{ path: READ, fault: { status: 401, body: JSON.stringify({ success: false, data: null, label_name: "error_unauthorized" }) } }]);
    const res = await read(forged);
    expect(res.status).toBe(401);
    const calls = await faults.calls();
    expect(count(calls, READ)).toBe(2);
    expect(count(calls, "/auth/is-login/")).toBe(1);
    expect(count(calls, "/auth/generate-token/")).toBe(1);
  });

  it("a live token refused one call (an account-only call, a wrong password) is kept: no new token", async () => {
    const live = tokenFrom((await read("")).headers.get("set-cookie"))!;
    await faults.set([{ path: READ, fault: { status: 401, body: JSON.stringify({ success: false, data: null, label_name: "auth_login_failed" }) } }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => read(live)));
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(401));
    for (const r of answers) expect(r.headers.get("set-cookie")).toBeNull();
    const calls = await faults.calls();
    expect(count(calls, READ)).toBe(5);
    expect(count(calls, "/auth/is-login/")).toBe(1);
    expect(count(calls, "/auth/generate-token/")).toBe(0);
  });

  it("when no new token can be issued, the refused cookie is cleared and the visitor is simply anonymous", async () => {
    const forged = forgedToken("forged-no-issue");
    await faults.set([{ path: "/auth/generate-token/", fault: { status: 503 } }]);
    const res = await read(forged);
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^${TOKEN_COOKIE}=; Max-Age=0`));
    expect(count(await faults.calls(), READ)).toBe(1);
  });
});

describe("POST, PUT and DELETE are sent exactly once (no duplicate order or payment)", () => {
  /** A change through the BFF: the API path it reaches, and its body. */
  const CHANGES = {
    "placing an order": { bff: "/webshop/order/", api: "/webshop/order/", body: () => ({ accept_terms: true }) },
    "saving to the wishlist": { bff: READ, api: READ, body: () => ({ code, qty: 1 }) },
  };
  const post = (change: keyof typeof CHANGES, token: string, vars: Record<string, string> = {}) =>
    fetchWith(vars, `http://localhost/api/nuxtapi${CHANGES[change].bff}`, {
      method: "POST",
      headers: { ...cookieHeader(token), ...SAME_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(CHANGES[change].body()),
    });
  let token = "";
  beforeAll(async () => {
    token = tokenFrom((await read("")).headers.get("set-cookie")) ?? "";
    expect(token).not.toBe("");
  });

  const FAILURES: Array<{ name: string; fault: FaultRule["fault"]; vars?: Record<string, string> }> = [
    { name: "a 503", fault: { status: 503 } },
    { name: "a 500", fault: { status: 500 } },
    { name: "a timeout", fault: { hangMs: 30_000 }, vars: { UPSTREAM_TIMEOUT_MS: "300" } },
    { name: "a broken answer", fault: { truncate: true } },
  ];
  const CASES = (Object.keys(CHANGES) as (keyof typeof CHANGES)[]).flatMap((change) => FAILURES.map((f) => ({ change, ...f })));
  it.each(CASES)("$change failing with $name reaches the API exactly once", async ({ change, fault, vars }) => {
    await faults.set([{ method: "POST", path: CHANGES[change].api, fault }]);
    const res = await post(change, token, vars);
    // A failure the browser sees (a truncated answer keeps the API's own refusal status).
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(count(await faults.calls(), CHANGES[change].api, "POST")).toBe(1);
  });

  it("a wishlist change with a refused token is sent once; the token is renewed, the 401 goes to the browser", async () => {
    const forged = forgedToken("forged-post");
    await faults.set([]);
    const res = await post("saving to the wishlist", forged);
    expect(res.status).toBe(401);
    expect(tokenFrom(res.headers.get("set-cookie"))).not.toBe(forged);
    const calls = await faults.calls();
    expect(count(calls, READ, "POST")).toBe(1);
    expect(count(calls, "/auth/generate-token/")).toBe(1);
  });
});
