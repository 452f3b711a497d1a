import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchBuild } from "../../../client/runtime/build-watch";
import { BUILD_POLL_MS } from "../../../shared/timings";

describe("new build detection (spec §4)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("polls and reports a new build id once, then stops polling", async () => {
    const ids = ["b1", null, "b1", "b2", "b3"];
    const latest = vi.fn(async () => ids.shift() ?? null);
    const onNew = vi.fn();
    watchBuild("b1", latest, onNew);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS * 3);
    expect(onNew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(onNew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS * 5);
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(latest).toHaveBeenCalledTimes(4);
  });

  it("a failing poll is ignored; the next one asks again", async () => {
    const latest = vi.fn().mockRejectedValueOnce(new TypeError("offline")).mockResolvedValue("b2");
    const onNew = vi.fn();
    watchBuild("b1", latest, onNew);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(onNew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(onNew).toHaveBeenCalledTimes(1);
  });
});
