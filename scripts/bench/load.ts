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
  /** Worst round's 97.5th percentile (autocannon keeps no 95th). */
  p975Ms: number;
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

export function cannon(opts: AutocannonOptions): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
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
      runs[i]!.push(await cannon({ url: url(t), headers: t.headers, connections: opts.connections, duration: roundS }));
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
