import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "../../../client/runtime/wait-for";
import { ANALYTICS_READY_MAX_MS, ANALYTICS_READY_POLL_MS, SCRIPT_WAIT_ATTEMPTS, SCRIPT_WAIT_MS } from "../../../shared/timings";

describe("waiting for a script (spec §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the spec's numbers: 1 s × 5 by default; analytics every 1 s up to 20 s", () => {
    expect([SCRIPT_WAIT_MS, SCRIPT_WAIT_ATTEMPTS, ANALYTICS_READY_POLL_MS, ANALYTICS_READY_MAX_MS]).toEqual([1000, 5, 1000, 20_000]);
  });

  it("answers at once when the check already holds", async () => {
    const check = vi.fn(() => true);
    await expect(waitFor(check)).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("looks again every second and answers as soon as the check holds", async () => {
    let ready = false;
    const check = vi.fn(() => ready);
    const result = waitFor(check);
    await vi.advanceTimersByTimeAsync(2 * SCRIPT_WAIT_MS);
    ready = true;
    await vi.advanceTimersByTimeAsync(SCRIPT_WAIT_MS);
    await expect(result).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it("gives up after 5 waits of 1 s by default", async () => {
    const check = vi.fn(() => false);
    let done: boolean | undefined;
    void waitFor(check).then((r) => (done = r));
    await vi.advanceTimersByTimeAsync(SCRIPT_WAIT_ATTEMPTS * SCRIPT_WAIT_MS - 1);
    expect(done).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(false);
    expect(check).toHaveBeenCalledTimes(SCRIPT_WAIT_ATTEMPTS + 1);
  });

  it("the analytics poll lasts 20 s at most", async () => {
    const check = vi.fn(() => false);
    let done: boolean | undefined;
    void waitFor(check, ANALYTICS_READY_POLL_MS, ANALYTICS_READY_MAX_MS / ANALYTICS_READY_POLL_MS).then((r) => (done = r));
    await vi.advanceTimersByTimeAsync(ANALYTICS_READY_MAX_MS - 1);
    expect(done).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(false);
  });
});
