export interface FlushFigures {
  runs: number;
  /** Medians, in ms from the start of the request. */
  headersMs: number;
  firstChunkMs: number;
  fullBodyMs: number;
  /** Runs whose first body chunk already held `</head>`. */
  headInFirstChunk: number;
  /** Runs whose first chunk was the whole body (nothing streamed after it). */
  wholeBodyInFirstChunk: number;
  firstChunkBytes: number;
  bodyBytes: number;
  chunks: number;
  status: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return 0;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Time to the response headers, to the first body chunk and to the end of the body, read
 * through fetch's stream reader, sequentially, `runs` times. Loopback, so the chunk boundaries
 * are the server's flushes (merged only if they land in one socket read).
 */
export async function measureFlush(
  url: string,
  headers: Record<string, string>,
  runs: number,
  /** Runs before each measured request, outside the timing (e.g. to empty the cache). */
  before?: () => Promise<void>,
): Promise<FlushFigures> {
  const hs: number[] = [];
  const firsts: number[] = [];
  const fulls: number[] = [];
  const firstBytes: number[] = [];
  const totals: number[] = [];
  const chunkCounts: number[] = [];
  let headIn = 0;
  let whole = 0;
  let status = 0;
  const decoder = new TextDecoder();
  for (let i = 0; i < runs; i++) {
    if (before) await before();
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    hs.push(performance.now() - t0);
    status = res.status;
    if (!res.body) throw new Error(`${url} answered without a body`);
    const reader = res.body.getReader();
    let first: Uint8Array | null = null;
    let total = 0;
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!first) {
        first = value;
        firsts.push(performance.now() - t0);
      }
      total += value.byteLength;
      chunks++;
    }
    fulls.push(performance.now() - t0);
    const firstText = first ? decoder.decode(first) : "";
    if (firstText.includes("</head>")) headIn++;
    if (first && first.byteLength === total) whole++;
    firstBytes.push(first?.byteLength ?? 0);
    totals.push(total);
    chunkCounts.push(chunks);
  }
  return {
    runs,
    headersMs: median(hs),
    firstChunkMs: median(firsts),
    fullBodyMs: median(fulls),
    headInFirstChunk: headIn,
    wholeBodyInFirstChunk: whole,
    firstChunkBytes: median(firstBytes),
    bodyBytes: median(totals),
    chunks: median(chunkCounts),
    status,
  };
}
