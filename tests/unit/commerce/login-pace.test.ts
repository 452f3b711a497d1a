import { describe, expect, it } from "vitest";
import { ACCOUNT_LIMITS, loginDelayMs, loginPace } from "../../../commerce/lib/rate-limit";

/** The commerce API's per-account slow-down of log-ins (docs/security.md, finding 2). */
describe("loginPace: failures per account slow log-ins down, the wait is capped, the owner never refused", () => {
  const { free, maxWaitMs, clientWindowSeconds } = ACCOUNT_LIMITS.loginFailures;

  it("no wait for the first free failures, then 250 ms doubling", () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(free)).toBe(0);
    expect([1, 2, 3, 4].map((k) => loginDelayMs(free + k))).toEqual([250, 500, 1000, 2000]);
  });

  it("the wait never passes the cap (1.5 s), however many failures", () => {
    expect(maxWaitMs).toBe(1500);
    for (const failures of [free + 4, free + 10, 1_000_000]) expect(loginPace(failures, 0)).toEqual({ wait: maxWaitMs });
    expect(loginPace(free + 2, 3)).toEqual({ wait: 500 });
  });

  it("past the cap a client that failed on the account itself gets Retry-After until its window ends", () => {
    const now = 1_800_000_000 + 17;
    expect(loginPace(free + 5, 1, now)).toEqual({ retryAfter: clientWindowSeconds - (now % clientWindowSeconds) });
  });

  it("past the cap a client with no failures on the account (the owner on their device) waits and is evaluated", () => {
    expect(loginPace(free + 50, 0)).toEqual({ wait: maxWaitMs });
  });

  it("an unnamed client cannot be told apart from the owner: it waits, never refused", () => {
    expect(loginPace(free + 50, null)).toEqual({ wait: maxWaitMs });
  });
});
