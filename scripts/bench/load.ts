import autocannon, { type AutocannonOptions, type AutocannonResult } from "autocannon";

export interface LoadTarget {
  label: string;
  path: string;
  headers: Record<string, string>;
}

export interface LoadFigures {
  label: string;
  path: string;
  /** Completed requests over the measured seconds of all rounds. */
  rps: number;
  /** Median of the rounds' p50 and the worst of their p99 (autocannon keeps one histogram per run). */
  p50Ms: number;
  p99Ms: number;
  /** Worst round's 97.5th percentile (autocannon's histogram). */
  p975Ms: number;
  /** 95th percentile of every measured response of all rounds (autocannon's histogram keeps no 95th, so the bench records each response's time). */
  p95Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationS: number;
  rounds: number[];
  /** Upstream calls seen during this target's runs (warm-up included). */
  upstreamCalls: number;
  /** workerd CPU milliseconds per request over the measured rounds (0 when not measurable). */
  cpuMsPerRequest: number;
}

/** One autocannon run; `times` (when given) receives every response's latency in ms. */
export function cannon(opts: AutocannonOptions, times?: number[]): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    if (times) instance.on("response", (_client, _status, _bytes, responseTime) => void times.push(responseTime));
  });
}

/** The p-th percentile (0–100) of `xs` by the nearest-rank rule; 0 for none. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Each target gets a short unrecorded warm-up, then the measured time is split into rounds that
 * take turns between the targets (bare, home, de, bare, home, de, ...), so a neighbour's load
 * spike on this shared VM hits every target alike and the ratios stay usable.
 * `countUpstream(reset)` reads the upstream counter; it is reset around each run.
 */
export async function loadRounds(
  base: URL,
  targets: LoadTarget[],
  opts: { warmupS: number; durationS: number; connections: number; rounds: number },
  countUpstream: () => Promise<number>,
  cpuSeconds: () => number = () => 0,
): Promise<LoadFigures[]> {
  const runs = targets.map(() => [] as AutocannonResult[]);
  const cpu = targets.map(() => 0);
  const calls = targets.map(() => 0);
  const times = targets.map(() => [] as number[]);
  const url = (t: LoadTarget) => new URL(t.path, base).href;
  for (const [i, t] of targets.entries()) {
    await countUpstream();
    if (opts.warmupS > 0) await cannon({ url: url(t), headers: t.headers, connections: opts.connections, duration: opts.warmupS });
    calls[i]! += await countUpstream();
  }
  const roundS = Math.max(1, Math.round(opts.durationS / opts.rounds));
  for (let r = 0; r < opts.rounds; r++) {
    for (const [i, t] of targets.entries()) {
      await countUpstream();
      const cpuBefore = cpuSeconds();
      runs[i]!.push(await cannon({ url: url(t), headers: t.headers, connections: opts.connections, duration: roundS }, times[i]));
      cpu[i]! += cpuSeconds() - cpuBefore;
      calls[i]! += await countUpstream();
    }
  }
  return targets.map((t, i) => {
    const rs = runs[i]!;
    const requests = rs.reduce((n, r) => n + r.requests.total, 0);
    const durationS = rs.reduce((n, r) => n + r.duration, 0);
    return {
      label: t.label,
      path: t.path,
      rps: durationS > 0 ? requests / durationS : 0,
      cpuMsPerRequest: requests > 0 ? (cpu[i]! * 1000) / requests : 0,
      p50Ms: median(rs.map((r) => r.latency.p50)),
      p99Ms: Math.max(...rs.map((r) => r.latency.p99)),
      p975Ms: Math.max(...rs.map((r) => r.latency.p97_5)),
      p95Ms: Number(percentile(times[i]!, 95).toFixed(2)),
      requests,
      non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
      errors: rs.reduce((n, r) => n + r.errors, 0),
      timeouts: rs.reduce((n, r) => n + r.timeouts, 0),
      durationS: Number(durationS.toFixed(2)),
      rounds: rs.map((r) => Math.round(r.duration > 0 ? r.requests.total / r.duration : 0)),
      upstreamCalls: calls[i]!,
    };
  });
}
