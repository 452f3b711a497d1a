import { describe, expect, it } from "vitest";
import { createReloadGuard } from "../../../client/runtime/reload-guard";
import { RELOAD_GUARD_SHORT_TTL_MS, RELOAD_GUARD_TTL_MS } from "../../../shared/timings";
import { memoryStorage } from "./fakes";

/** A guard over a fake tab: the clock, the path and the session storage are the test's. */
function tab(path = "/proizvodi/", storage = memoryStorage()) {
  const loads: (string | undefined)[] = [];
  const clock = { now: 1_000_000 };
  const guard = createReloadGuard({ storage: () => storage, now: () => clock.now, path: () => path, load: (t) => loads.push(t) });
  return { guard, loads, clock, storage };
}

describe("the reload loop guard (spec §4, §9)", () => {
  it("uses the spec's numbers: 10 s, and 2 s for idle and consent reloads", () => {
    expect([RELOAD_GUARD_TTL_MS, RELOAD_GUARD_SHORT_TTL_MS]).toEqual([10_000, 2000]);
  });

  it("reloads once per path within 10 s, then again after", () => {
    const t = tab();
    expect(t.guard.reload()).toBe(true);
    t.clock.now += RELOAD_GUARD_TTL_MS - 1;
    expect(t.guard.reload()).toBe(false);
    expect(t.guard.allowed()).toBe(false);
    t.clock.now += 1;
    expect(t.guard.reload()).toBe(true);
    expect(t.loads).toEqual([undefined, undefined]);
  });

  it.each(["idle", "consent"] as const)("a %s reload is guarded for 2 s only", (kind) => {
    const t = tab();
    expect(t.guard.reload(kind)).toBe(true);
    t.clock.now += RELOAD_GUARD_SHORT_TTL_MS - 1;
    expect(t.guard.reload(kind)).toBe(false);
    t.clock.now += 1;
    expect(t.guard.reload(kind)).toBe(true);
  });

  it("survives the reload it allowed: a fresh page of the same tab reads the same session storage", () => {
    const storage = memoryStorage();
    expect(tab("/", storage).guard.reload()).toBe(true);
    const afterReload = tab("/", storage);
    expect(afterReload.guard.reload()).toBe(false);
    expect(afterReload.loads).toEqual([]);
  });

  it("counts per path: another page may still reload, and a target URL counts for its own path", () => {
    const t = tab("/a/");
    expect(t.guard.reload()).toBe(true);
    expect(t.guard.reload("default", "http://localhost/b/?x=1")).toBe(true);
    expect(t.guard.reload("default", "/b/")).toBe(false);
    expect(t.loads).toEqual([undefined, "http://localhost/b/?x=1"]);
  });

  it("forgets expired paths instead of growing the entry forever", () => {
    const t = tab("/a/");
    t.guard.reload();
    t.clock.now += RELOAD_GUARD_TTL_MS + 1;
    t.guard.reload("default", "/b/");
    expect(Object.keys(JSON.parse(t.storage.data.get("zrno:reloads")!))).toEqual(["/b/"]);
  });

  it("refuses to reload where session storage is unusable: it could not see a loop coming", () => {
    const t = tab("/", memoryStorage(true));
    expect(t.guard.reload()).toBe(false);
    expect(t.loads).toEqual([]);
  });

  it("a corrupt entry (not JSON, or a __proto__ key) neither throws nor blocks for ever", () => {
    const storage = memoryStorage();
    storage.data.set("zrno:reloads", "{not json");
    expect(tab("/", storage).guard.reload()).toBe(false);
    storage.data.set("zrno:reloads", '{"__proto__":{"/":99999999999}}');
    expect(tab("/", storage).guard.reload()).toBe(true);
    expect(({} as Record<string, unknown>)["/"]).toBeUndefined();
  });
});
