import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { firstInteraction } from "../../../client/runtime/first-interaction";
import { INTERACTION_FALLBACK_MS, INTERACTION_SCROLL_PX } from "../../../shared/timings";
import { FakeWindow } from "./fakes";

/** Settles the promise's callbacks without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe("the first interaction (spec §4, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the spec's numbers: 8 s fallback, scrolling over 50 px", () => {
    expect([INTERACTION_FALLBACK_MS, INTERACTION_SCROLL_PX]).toEqual([8000, 50]);
  });

  it.each(["pointermove", "keydown", "click", "touchstart"])("%s counts as the first interaction", async (type) => {
    const win = new FakeWindow();
    let result: string | undefined;
    void firstInteraction(win).then((r) => (result = r));
    await flush();
    expect(result).toBeUndefined();
    win.fire(type);
    await flush();
    expect(result).toBe("interaction");
  });

  it("scrolling counts only past 50 px", async () => {
    const win = new FakeWindow();
    let result: string | undefined;
    void firstInteraction(win).then((r) => (result = r));
    win.scrollY = INTERACTION_SCROLL_PX;
    win.fire("scroll");
    await flush();
    expect(result).toBeUndefined();
    win.scrollY = INTERACTION_SCROLL_PX + 1;
    win.fire("scroll");
    await flush();
    expect(result).toBe("interaction");
  });

  it("without any interaction it resolves after 8 s, not a moment before", async () => {
    const win = new FakeWindow();
    let result: string | undefined;
    void firstInteraction(win).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(INTERACTION_FALLBACK_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe("timeout");
  });

  it("stops listening once resolved: later events and the fallback change nothing", async () => {
    const win = new FakeWindow();
    const results: string[] = [];
    void firstInteraction(win).then((r) => results.push(r));
    win.fire("click");
    win.fire("keydown");
    await vi.advanceTimersByTimeAsync(INTERACTION_FALLBACK_MS * 2);
    expect(results).toEqual(["interaction"]);
    expect(win.listening).toBe(0);
  });
});
