import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../worker/env";
import { LIMITERS, LIMITS, type LimitKind } from "../../../worker/edge/limits";
import { clientOf, throttle } from "../../../worker/edge/throttle";

/**
 * Every row of the limits table counts on its Workers Rate Limiting binding (wrangler.toml) and
 * refuses past its limit with the window as Retry-After — the forms that have no endpoint yet
 * (newsletter, sweepstake, contact, reviews) included. docs/security.md "Limits".
 */

const app = new Hono<AppEnv>();
app.post("/try/:kind", async (c) => {
  const kind = c.req.param("kind") as LimitKind;
  const refusal = await throttle(c, [[kind, c.req.header("x-subject")]]);
  return c.json({ refusal, client: clientOf(c) });
});

let n = 0;
async function tryOnce(kind: LimitKind, ip: string, subject: string) {
  const res = await app.request(`http://shop.test/try/${kind}`, { method: "POST", headers: { "cf-connecting-ip": ip, "x-subject": subject } }, env);
  return (await res.json()) as { refusal: { kind: string; retryAfter: number } | null; client: string };
}

describe("each limit counts and refuses", () => {
  it.each(Object.keys(LIMITS) as LimitKind[])("%s", async (kind) => {
    const { limit, period } = LIMITERS[LIMITS[kind].limiter];
    // A fresh window, so the burst is not split by the fixed one-minute boundary.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 5000) await new Promise((r) => setTimeout(r, left + 50));
    const ip = `192.0.2.${++n}`;
    const subject = `${kind}-${crypto.randomUUID()}@example.test`;
    for (let i = 0; i < limit; i++) expect((await tryOnce(kind, ip, subject)).refusal).toBeNull();
    expect((await tryOnce(kind, ip, subject)).refusal).toEqual({ kind, retryAfter: period });
    // Another client (or, per account, another account) is counted apart.
    const other = LIMITS[kind].per === "client" || LIMITS[kind].per === "account+client" ? `192.0.2.${++n}` : ip;
    const otherSubject = LIMITS[kind].per === "client" ? subject : `${subject}-2`;
    expect((await tryOnce(kind, other, otherSubject)).refusal).toBeNull();
  });
});

describe("the client", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:0:2::1", "2001:db8:0:2::/64"],
    ["2001:DB8::1", "2001:db8:0:0::/64"],
    ["", "local"],
    ["not an address", "local"],
  ])("CF-Connecting-IP %j counts as %j", async (ip, expected) => {
    expect((await tryOnce("login_client", ip, "x")).client).toBe(expected);
  });
});
