import autocannon, { type AutocannonOptions, type AutocannonResult } from "autocannon";

export interface LoadFigures {
  label: string;
  path: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationS: number;
}

export function cannon(opts: AutocannonOptions): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** A short unrecorded warm-up run, then the measured run, both at the same concurrency. */
export async function loadTest(
  base: URL,
  label: string,
  path: string,
  headers: Record<string, string>,
  opts: { warmupS: number; durationS: number; connections: number },
): Promise<LoadFigures> {
  const url = new URL(path, base).href;
  if (opts.warmupS > 0) await cannon({ url, headers, connections: opts.connections, duration: opts.warmupS });
  const r = await cannon({ url, headers, connections: opts.connections, duration: opts.durationS });
  return {
    label,
    path,
    rps: r.duration > 0 ? r.requests.total / r.duration : 0,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    durationS: r.duration,
  };
}
