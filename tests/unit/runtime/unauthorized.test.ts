import { describe, expect, it } from "vitest";
import { createReloadGuard } from "../../../client/runtime/reload-guard";
import { createUnauthorizedHandler } from "../../../client/runtime/unauthorized";
import { RELOAD_GUARD_TTL_MS } from "../../../shared/timings";
import { memoryStorage } from "./fakes";

function tab(storage = memoryStorage(), clock = { now: 5_000_000 }) {
  const loads: (string | undefined)[] = [];
  let renewals = 0;
  const guard = createReloadGuard({ storage: () => storage, now: () => clock.now, path: () => "/", load: (t) => loads.push(t) });
  const on401 = createUnauthorizedHandler(guard, async () => void renewals++);
  return { on401, loads, storage, clock, renewals: () => renewals };
}

describe("a 401 from any call (spec §8)", () => {
  it("asks the BFF for a fresh token, then reloads once", async () => {
    const t = tab();
    await t.on401();
    expect([t.renewals(), t.loads]).toEqual([1, [undefined]]);
  });

  it("concurrent 401s share one renewal and one reload", async () => {
    const t = tab();
    await Promise.all([t.on401(), t.on401(), t.on401()]);
    expect([t.renewals(), t.loads.length]).toEqual([1, 1]);
  });

  it("never loops: a 401 right after the reload neither renews nor reloads", async () => {
    const storage = memoryStorage();
    const clock = { now: 5_000_000 };
    await tab(storage, clock).on401();
    clock.now += 1000;
    const reloaded = tab(storage, clock);
    await reloaded.on401();
    expect([reloaded.renewals(), reloaded.loads]).toEqual([0, []]);
  });

  it("a later 401, past the guard's 10 s, is handled again", async () => {
    const storage = memoryStorage();
    const clock = { now: 5_000_000 };
    await tab(storage, clock).on401();
    clock.now += RELOAD_GUARD_TTL_MS;
    const later = tab(storage, clock);
    await later.on401();
    expect([later.renewals(), later.loads.length]).toEqual([1, 1]);
  });

  it("a failed renewal still reloads: the server issues a token to a visitor without a valid one", async () => {
    const storage = memoryStorage();
    const loads: unknown[] = [];
    const guard = createReloadGuard({ storage: () => storage, now: () => 1, path: () => "/", load: (t) => loads.push(t) });
    await createUnauthorizedHandler(guard, () => Promise.reject(new Error("offline")))("/x/");
    expect(loads).toEqual(["/x/"]);
  });
});
