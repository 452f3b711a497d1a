import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMaintenanceHandler } from "../../../client/runtime/maintenance";
import { MAINTENANCE_REFRESH_MS, MAINTENANCE_RETRY_MS } from "../../../shared/timings";
import { memoryStorage } from "./fakes";

function app(answer: () => Promise<boolean>, storage = memoryStorage()) {
  const calls = { asked: 0, shown: 0, retries: [] as (string | undefined)[] };
  const on503 = createMaintenanceHandler({
    storage: () => storage,
    isMaintenance: () => {
      calls.asked++;
      return answer();
    },
    show: () => void calls.shown++,
    retry: (target) => void calls.retries.push(target),
  });
  return { on503, calls, storage };
}

describe("a 503 from the BFF (spec §4 'Reload and maintenance')", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the spec's numbers: retry after 5 s; the maintenance screen refreshes every 60 s", () => {
    expect([MAINTENANCE_RETRY_MS, MAINTENANCE_REFRESH_MS]).toEqual([5000, 60_000]);
  });

  it("not in maintenance: retries with a reload after 5 s, not before", async () => {
    const a = app(async () => false);
    await a.on503("/proizvodi/");
    await vi.advanceTimersByTimeAsync(MAINTENANCE_RETRY_MS - 1);
    expect(a.calls.retries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(a.calls).toMatchObject({ asked: 1, shown: 0, retries: ["/proizvodi/"] });
  });

  it("in maintenance: shows the maintenance screen and does not reload", async () => {
    const a = app(async () => true);
    await a.on503();
    await vi.advanceTimersByTimeAsync(MAINTENANCE_RETRY_MS * 2);
    expect(a.calls).toMatchObject({ asked: 1, shown: 1, retries: [] });
  });

  it("asks once per session: the answer outlives the page in session storage", async () => {
    const storage = memoryStorage();
    const first = app(async () => false, storage);
    await first.on503();
    const afterReload = app(async () => true, storage);
    await afterReload.on503();
    expect(afterReload.calls.asked).toBe(0);
    await vi.advanceTimersByTimeAsync(MAINTENANCE_RETRY_MS);
    expect(afterReload.calls.retries).toEqual([undefined]);
  });

  it("many 503s at once ask once and schedule one retry", async () => {
    let answer!: (v: boolean) => void;
    const a = app(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const all = Promise.all([a.on503(), a.on503(), a.on503()]);
    answer(false);
    await all;
    await vi.advanceTimersByTimeAsync(MAINTENANCE_RETRY_MS);
    expect(a.calls).toMatchObject({ asked: 1, retries: [undefined] });
  });

  it("a question that cannot be answered counts as 'not in maintenance': the reload reaches the server's own page", async () => {
    const a = app(async () => {
      throw new Error("is-maintenance 502");
    });
    await a.on503();
    await vi.advanceTimersByTimeAsync(MAINTENANCE_RETRY_MS);
    expect(a.calls).toMatchObject({ asked: 1, shown: 0, retries: [undefined] });
  });

  it("still works where session storage is disabled (asks once per page then)", async () => {
    const a = app(async () => true, memoryStorage(true));
    await a.on503();
    await a.on503();
    expect(a.calls).toMatchObject({ asked: 1, shown: 2 });
  });
});
