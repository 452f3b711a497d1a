/**
 * Search latency for `npm run bench` (issue #11, docs/decisions/0011-search-engine.md): the
 * header box's suggestions at the commerce API (called directly) and through the storefront
 * Worker (KV miss: a query not asked before; KV hit: the same query again), and the results page
 * rendered without the page cache, each beside the bare health answer measured in the same
 * interleaved loop, so the ratio holds when the machine's speed drifts.
 */
export interface LatencyRow {
  label: string;
  n: number;
  p50Ms: number;
  p95Ms: number;
  /** This row's p50 over the bare health answer's p50 of the same run. */
  overBare: number;
}

type Fetcher = (i: number) => Promise<Response>;

/** Query words a shopper might type, in Croatian (the default site): prefixes of seeded titles. */
const WORDS = ["čokol", "pahulj", "zobene", "bademi", "lješnj", "kakao", "riža", "brašno", "med", "čaj", "orasi", "sjemenke", "datulje", "kokos", "mlijeko", "ulje", "sol", "heljda", "proso", "chia"];

/** The i-th query: never the same twice within a run (so a Worker KV miss), still words that find products. */
export function nthQuery(i: number): string {
  const word = WORDS[i % WORDS.length]!;
  const cut = Math.max(2, word.length - Math.floor(i / WORDS.length) % 3);
  return `${word.slice(0, cut)}${i >= WORDS.length * 3 ? ` ${WORDS[(i * 7) % WORDS.length]!.slice(0, 3)}` : ""}`;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;

/** Runs the targets round-robin `n` times each (bare first in every round) and reports p50/p95. */
export async function searchLatency(targets: { label: string; fetch: Fetcher }[], n: number): Promise<LatencyRow[]> {
  const times = targets.map(() => [] as number[]);
  for (let i = 0; i < n; i++) {
    for (const [t, target] of targets.entries()) {
      const started = performance.now();
      const res = await target.fetch(i);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${target.label} answered ${res.status}`);
      times[t]!.push(performance.now() - started);
    }
  }
  const rows = targets.map((target, t) => {
    const sorted = [...times[t]!].sort((a, b) => a - b);
    return { label: target.label, n, p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), overBare: 0 };
  });
  const bare = rows[0]!.p50Ms;
  for (const r of rows) r.overBare = bare > 0 ? r.p50Ms / bare : 0;
  return rows;
}
