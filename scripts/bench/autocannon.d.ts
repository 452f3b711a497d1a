// The slice of autocannon 9's programmatic API the bench uses (the package ships no types).
declare module "autocannon" {
  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
  }
  interface Percentiles {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface AutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Percentiles;
    requests: Percentiles & { sent: number };
    throughput: Percentiles;
    statusCodeStats: Record<string, { count: number }>;
  }
  interface Instance {
    stop(): void;
    /** Every response, with its latency in ms (autocannon/lib/run.js `onResponse`). */
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): Instance;
  }
  function autocannon(opts: AutocannonOptions, cb: (err: Error | null, result: AutocannonResult) => void): Instance;
  export type { AutocannonOptions, AutocannonResult };
  export default autocannon;
}
