import { describe, expect, it } from "vitest";
import { appears, disappears, retryUntil } from "../../../client/state/retry-until";
import { WISHLIST_RETRY_MAX, WISHLIST_RETRY_MS } from "../../../shared/timings";

/**
 * The wishlist/compare retry of docs/behaviour/04-states.md with a fake clock: `sleep` records the waits and
 * resolves at once, so nothing here waits in real time.
 */
type List = { items: { shopping_cart_code: string; product: { code: string } }[] };
const list = (...codes: string[]): List => ({ items: codes.map((c) => ({ shopping_cart_code: c, product: { code: c.split("-")[0]! } })) });

function fakeClock() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

/** A backend whose answers are scripted: one entry per fetch, the last repeats. */
function scripted(answers: Array<List | Error>) {
  let fetches = 0;
  return {
    fetch: async () => {
      const a = answers[Math.min(fetches++, answers.length - 1)]!;
      if (a instanceof Error) throw a;
      return a;
    },
    get count() {
      return fetches;
    },
  };
}

const OPTS = { delayMs: WISHLIST_RETRY_MS, maxRetries: WISHLIST_RETRY_MAX };

describe("retryUntil (spec §9: 2000 ms, max 5)", () => {
  it("uses the spec's numbers", () => {
    expect([WISHLIST_RETRY_MS, WISHLIST_RETRY_MAX]).toEqual([2000, 5]);
  });

  it.each([
    { name: "an added item already there on the first fetch", answers: [list("A-1")], done: appears("A-1"), fetches: 1, ok: true },
    { name: "an added item that appears on the 3rd fetch", answers: [list(), list(), list("A-1")], done: appears("A-1"), fetches: 3, ok: true },
    { name: "an added item that never appears", answers: [list()], done: appears("A-1"), fetches: 1 + WISHLIST_RETRY_MAX, ok: false },
    { name: "a removed item that disappears on the 2nd fetch", answers: [list("A-1", "B-1"), list("B-1")], done: disappears("A-1"), fetches: 2, ok: true },
    { name: "a removed item that never disappears", answers: [list("A-1")], done: disappears("A-1"), fetches: 1 + WISHLIST_RETRY_MAX, ok: false },
    { name: "a product removed from compare by its product code", answers: [list("A-1", "A-2"), list("A-2"), list()], done: disappears("A"), fetches: 3, ok: true },
    { name: "failed fetches that count as tries", answers: [new Error("network"), new Error("503"), list("A-1")], done: appears("A-1"), fetches: 3, ok: true },
    { name: "a backend that keeps failing", answers: [new Error("network")], done: appears("A-1"), fetches: 1 + WISHLIST_RETRY_MAX, ok: false },
  ])("$name → $fetches fetches, a 2000 ms wait before each retry", async ({ answers, done, fetches, ok }) => {
    const clock = fakeClock();
    const backend = scripted(answers);
    const result = await retryUntil(backend.fetch, done, { ...OPTS, sleep: clock.sleep });
    expect(backend.count).toBe(fetches);
    expect(result.fetches).toBe(fetches);
    expect(result.done).toBe(ok);
    expect(clock.waits).toEqual(Array(fetches - 1).fill(2000));
  });

  it("never appearing stops after exactly 5 retries, answering the last list fetched", async () => {
    const clock = fakeClock();
    const backend = scripted([list("B-1")]);
    const result = await retryUntil(backend.fetch, appears("A-1"), { ...OPTS, sleep: clock.sleep });
    expect(clock.waits).toHaveLength(5);
    expect(result).toEqual({ done: false, value: list("B-1"), fetches: 6 });
  });

  it("an aborted retry (the screen went away) fetches no more", async () => {
    const ac = new AbortController();
    const backend = scripted([list()]);
    const sleep = async () => {
      if (backend.count === 2) ac.abort();
    };
    const result = await retryUntil(backend.fetch, appears("A-1"), { ...OPTS, sleep, signal: ac.signal });
    expect(backend.count).toBe(2);
    expect(result.done).toBe(false);
  });
});
