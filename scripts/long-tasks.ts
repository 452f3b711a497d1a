/**
 * `npx tsx scripts/long-tasks.ts`: the main thread's long tasks (over 50 ms) while a page loads, with
 * what is inside each, from a Chrome trace (Playwright over CDP, Debian's Chromium, a phone's
 * viewport and user agent, the CPU slowed 4× by `Emulation.setCPUThrottlingRate`). It prints, per
 * load, each long task's start and length and the time of its top kinds of work (parse, style,
 * layout, paint, image raster, script), and the blocking time after the first contentful paint
 * (the sum over long tasks of their time over 50 ms, as Total Blocking Time counts it). Issue 12;
 * docs/decisions/0029-scripts-after-the-largest-paint.md.
 *
 * Env: LT_BASE (http://localhost:8799: a running server, e.g. scripts/e2e-server.sh), LT_PATHS (a
 * comma list of paths; "/"), LT_RUNS (3), LT_CPU (4), LT_TRACE_DIR (a directory to keep each trace
 * in, to open in DevTools), CHROMIUM_PATH.
 */
import { chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const BASE = process.env.LT_BASE ?? "http://localhost:8799";
const PATHS = (process.env.LT_PATHS ?? "/").split(",");
const RUNS = Number(process.env.LT_RUNS ?? 3);
const CPU = Number(process.env.LT_CPU ?? 4);
const BROWSER = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PHONE_UA = "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: what a busy machine's other processes do not lengthen. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string }; name?: string };
}

/** Kinds of work, by trace event name, summed inside each long task. */
const KINDS: Record<string, string> = {
  ParseHTML: "parse",
  UpdateLayoutTree: "style",
  Layout: "layout",
  Paint: "paint",
  PaintImage: "image",
  "Decode Image": "image",
  Rasterize: "paint",
  PrePaint: "paint",
  Layerize: "paint",
  EvaluateScript: "script",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  EventDispatch: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  MajorGC: "gc",
  MinorGC: "gc",
  "V8.GC_SCAVENGER": "gc",
};

export interface LongTask {
  start: number;
  dur: number;
  cpu: number;
  kinds: Record<string, number>;
}

/** Long tasks of the renderer's main thread, times in ms from navigation start, with the self time of each kind (nested events of one kind counted once). */
export function longTasks(events: TraceEvent[], url: string): { tasks: LongTask[]; fcp: number | null; lcp: number | null } {
  // The page's renderer: the one whose main frame navigated to the page (the trace is the browser's, and
  // a page closed just before can still be parsing in its own).
  const start = events.find((e) => e.name === "navigationStart" && (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL === url);
  const thread = start && events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === start.pid);
  if (!thread) return { tasks: [], fcp: null, lcp: null };
  const main = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X").sort((a, b) => a.ts - b.ts);
  const nav = start.ts;
  const mark = (name: string) => {
    const all = events.filter((e) => e.name === name && e.pid === thread.pid);
    const last = all.at(-1);
    return last ? (last.ts - nav) / 1000 : null;
  };
  const tasks: LongTask[] = [];
  for (const task of main) {
    if (task.name !== "RunTask" || Math.max(task.dur ?? 0, task.tdur ?? 0) < 50_000) continue;
    const end = task.ts + task.dur!;
    const kinds: Record<string, number> = {};
    // Count each kind's outermost events only, so a layout inside a script's call is the layout's.
    const open: { kind: string; end: number }[] = [];
    for (const e of main) {
      if (e.ts < task.ts || e.ts >= end || e === task) continue;
      const kind = KINDS[e.name];
      if (!kind || !e.dur) continue;
      while (open.length && open.at(-1)!.end <= e.ts) open.pop();
      const parent = open.at(-1);
      if (parent) {
        // Nested: a different kind inside takes its time from the parent's.
        if (parent.kind === kind) continue;
        kinds[parent.kind] = (kinds[parent.kind] ?? 0) - e.dur / 1000;
      }
      kinds[kind] = (kinds[kind] ?? 0) + e.dur / 1000;
      open.push({ kind, end: e.ts + e.dur });
    }
    tasks.push({ start: (task.ts - nav) / 1000, dur: task.dur! / 1000, cpu: (task.tdur ?? task.dur!) / 1000, kinds });
  }
  return { tasks, fcp: mark("firstContentfulPaint"), lcp: mark("largestContentfulPaint::Candidate") };
}

/** The main thread's CPU time over the whole load by kind of work, each kind's events summed whole (a paint's time holds its pictures; "all" is every task). */
export function cpuByKind(events: TraceEvent[], url: string): Record<string, number> {
  const start = events.find((e) => e.name === "navigationStart" && (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL === url);
  if (!start) return {};
  const out: Record<string, number> = {};
  const names: Record<string, string> = { UpdateLayoutTree: "style", Layout: "layout", Paint: "paint", PaintImage: "image", ParseHTML: "parse", RunTask: "all" };
  for (const e of events) {
    const kind = names[e.name];
    if (kind && e.pid === start.pid && e.tid === start.tid && e.ph === "X") out[kind] = (out[kind] ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000;
  }
  return out;
}

async function main() {
  const browser = await chromium.launch({ executablePath: BROWSER, args: ["--no-sandbox", "--disable-dev-shm-usage"] });
  const summary: Record<string, number[]> = {};
  for (let run = 0; run < RUNS; run++) {
    for (const path of PATHS) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: PHONE_UA });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      const chunks: TraceEvent[] = [];
      cdp.on("Tracing.dataCollected", (d) => chunks.push(...(d.value as unknown as TraceEvent[])));
      const done = new Promise<void>((ok) => cdp.once("Tracing.tracingComplete", () => ok()));
      await cdp.send("Tracing.start", {
        transferMode: "ReportEvents",
        traceConfig: { includedCategories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8", "blink.user_timing", "loading", "toplevel", "disabled-by-default-devtools.timeline.frame"] },
      });
      const url = BASE + path;
      await page.goto(url, { waitUntil: "load" });
      // The scripts start after the largest paint and hydrate after that: wait for quiet.
      await page.waitForTimeout(4000);
      await cdp.send("Tracing.end");
      await done;
      await context.close();
      if (process.env.LT_TRACE_DIR) writeFileSync(join(process.env.LT_TRACE_DIR, `${path.replace(/\W+/g, "_")}-${run}.json`), JSON.stringify({ traceEvents: chunks }));
      const { tasks, fcp, lcp } = longTasks(chunks, url);
      const totals = cpuByKind(chunks, url);
      for (const [k, v] of Object.entries(totals)) (summary[`${path} total ${k}`] ??= []).push(Math.round(v));
      const after = tasks.filter((t) => fcp === null || t.start >= fcp);
      const tbt = after.reduce((s, t) => s + Math.max(0, t.dur - 50), 0);
      // The same counted on each task's CPU time: on a shared machine the wall time also holds other processes' turns.
      const cpuTbt = after.reduce((s, t) => s + Math.max(0, t.cpu - 50), 0);
      const key = path;
      (summary[key] ??= []).push(Math.round(tbt));
      (summary[`${key} (CPU)`] ??= []).push(Math.round(cpuTbt));
      // And over the whole load: where the first paint falls moves a busy machine's figure by hundreds of ms.
      (summary[`${key} (CPU, whole load)`] ??= []).push(Math.round(tasks.reduce((s, t) => s + Math.max(0, t.cpu - 50), 0)));
      console.log(`\n${key} run ${run + 1}: FCP ${fcp?.toFixed(0)} ms, LCP ${lcp?.toFixed(0)} ms, blocking after FCP ${tbt.toFixed(0)} ms (CPU ${cpuTbt.toFixed(0)} ms)`);
      for (const t of tasks) {
        const parts = Object.entries(t.kinds).filter(([, ms]) => ms >= 2).sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
        console.log(`  at ${t.start.toFixed(0).padStart(5)} ms: ${t.dur.toFixed(0).padStart(4)} ms (CPU ${t.cpu.toFixed(0).padStart(4)})  ${parts.join(", ")}`);
      }
    }
  }
  await browser.close();
  console.log("\nblocking after FCP, ms (median of runs):");
  for (const [key, list] of Object.entries(summary)) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(`  ${key}: ${sorted[Math.floor(sorted.length / 2)]} (${list.join(", ")})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
