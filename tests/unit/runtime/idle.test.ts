import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchIdle, watchUnsavedInput } from "../../../client/runtime/idle";
import { IDLE_DEBOUNCE_MS, IDLE_RELOAD_DEFAULT_MINUTES } from "../../../shared/timings";
import { FakeWindow } from "./fakes";

const IDLE_MS = IDLE_RELOAD_DEFAULT_MINUTES * 60_000;

describe("idle reload (spec §4, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the spec's numbers: 15 minutes, events debounced 500 ms", () => {
    expect([IDLE_RELOAD_DEFAULT_MINUTES, IDLE_DEBOUNCE_MS]).toEqual([15, 500]);
  });

  it("fires once after the idle time without activity", () => {
    const onIdle = vi.fn();
    watchIdle(new FakeWindow(), IDLE_MS, onIdle);
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(IDLE_MS * 3);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("activity restarts the wait, 500 ms after the last event of a burst", () => {
    const win = new FakeWindow();
    const onIdle = vi.fn();
    watchIdle(win, IDLE_MS, onIdle);
    vi.advanceTimersByTime(IDLE_MS - 1000);
    for (let i = 0; i < 5; i++) {
      win.fire("pointermove");
      vi.advanceTimersByTime(100);
    }
    // The burst ended 100 ms ago; the wait restarts 500 ms after its last event.
    vi.advanceTimersByTime(IDLE_DEBOUNCE_MS - 100 + IDLE_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(["keydown", "scroll", "wheel", "touchstart", "pointerdown"])("%s counts as activity", (type) => {
    const win = new FakeWindow();
    const onIdle = vi.fn();
    watchIdle(win, IDLE_MS, onIdle);
    vi.advanceTimersByTime(IDLE_MS - 1);
    win.fire(type);
    vi.advanceTimersByTime(IDLE_MS);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("never fires in the middle of a burst that outlasts the idle time", () => {
    const win = new FakeWindow();
    const onIdle = vi.fn();
    watchIdle(win, 2000, onIdle);
    for (let t = 0; t < 5000; t += 100) {
      win.fire("pointermove");
      vi.advanceTimersByTime(100);
    }
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("stops watching when told", () => {
    const win = new FakeWindow();
    const onIdle = vi.fn();
    const stop = watchIdle(win, IDLE_MS, onIdle);
    stop();
    vi.advanceTimersByTime(IDLE_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
    expect(win.listening).toBe(0);
  });
});

describe("unsaved input holds the idle reload back", () => {
  /** An event whose target sits inside a form, or not. */
  const typed = (inForm: boolean) => ({ type: "input", target: { closest: (sel: string) => (sel === "form" && inForm ? {} : null) } }) as unknown as Event;

  it("typing into a form marks it unsaved until a form is sent", () => {
    const doc = new FakeWindow();
    const unsaved = watchUnsavedInput(doc);
    expect(unsaved()).toBe(false);
    doc.dispatchEvent(typed(false));
    expect(unsaved()).toBe(false);
    doc.dispatchEvent(typed(true));
    expect(unsaved()).toBe(true);
    doc.fire("submit");
    expect(unsaved()).toBe(false);
  });
});
