import { describe, expect, it } from "vitest";
import { cpuByKind, longTasks } from "../../scripts/long-tasks";

const URL = "http://localhost:8799/";
const PAGE = { pid: 2, tid: 20 };
/** A renderer left from the page before: it parsed more, and its tasks are not the page's. */
const STALE = { pid: 1, tid: 10 };
const ms = (n: number) => n * 1000;

function x(at: { pid: number; tid: number }, name: string, ts: number, dur: number, tdur = dur) {
  return { ...at, ph: "X", cat: "devtools.timeline", name, ts: ms(ts), dur: ms(dur), tdur: ms(tdur) };
}

const events = [
  { ...STALE, ph: "M", cat: "__metadata", name: "thread_name", ts: 0, args: { name: "CrRendererMain" } },
  { ...PAGE, ph: "M", cat: "__metadata", name: "thread_name", ts: 0, args: { name: "CrRendererMain" } },
  { ...STALE, ph: "R", cat: "blink.user_timing", name: "navigationStart", ts: ms(900), args: { data: { documentLoaderURL: "http://localhost:8799/before/" } } },
  { ...PAGE, ph: "R", cat: "blink.user_timing", name: "navigationStart", ts: ms(1000), args: { data: { documentLoaderURL: URL } } },
  ...Array.from({ length: 5 }, (_, i) => x(STALE, "ParseHTML", 1000 + i, 1)),
  x(STALE, "RunTask", 1010, 300),
  x(PAGE, "ParseHTML", 1005, 4),
  { ...PAGE, ph: "R", cat: "loading", name: "firstContentfulPaint", ts: ms(1100) },
  // Before the first paint: long, but not counted in the blocking time.
  x(PAGE, "RunTask", 1020, 70),
  x(PAGE, "UpdateLayoutTree", 1021, 60),
  // A frame: style, a layout, a paint with a picture drawn inside it.
  x(PAGE, "RunTask", 1200, 120, 90),
  x(PAGE, "UpdateLayoutTree", 1201, 20),
  x(PAGE, "Layout", 1222, 40),
  x(PAGE, "Paint", 1270, 30),
  x(PAGE, "PaintImage", 1280, 12),
  // Short: no long task.
  x(PAGE, "RunTask", 1400, 45),
  x(PAGE, "FunctionCall", 1401, 44),
];

describe("the long-task list of a trace (scripts/long-tasks.ts)", () => {
  it("lists the page's own long tasks, with what is inside each", () => {
    const { tasks, fcp } = longTasks(events as never, URL);
    expect(fcp).toBe(100);
    expect(tasks.map((t) => [t.start, t.dur, t.cpu])).toEqual([
      [20, 70, 70],
      [200, 120, 90],
    ]);
    // The picture's time is its own, not the paint's too.
    expect(tasks[1]!.kinds).toEqual({ style: 20, layout: 40, paint: 18, image: 12 });
  });

  it("sums the page's main-thread time by kind over the whole load", () => {
    expect(cpuByKind(events as never, URL)).toMatchObject({ style: 80, layout: 40, paint: 30, image: 12, parse: 4, all: 205 });
  });

  it("finds nothing in a trace without the page", () => {
    expect(longTasks(events as never, "http://localhost:8799/other/").tasks).toEqual([]);
  });
});
