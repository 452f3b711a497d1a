/**
 * `npm run bench`: rough performance figures of the storefront, no pass/fail.
 *
 * Builds both Worker bundles as `wrangler deploy --dry-run --minify` would (production React),
 * runs them on one direct Miniflare instance (never load-test `wrangler dev`: it adds a proxy hop, dev-mode React and per-request logging) with a
 * counting proxy between the storefront's API binding and the commerce worker, on a fresh D1
 * and an in-memory KV, and prints: upstream calls per page view, head flush timing, the JavaScript
 * weight of each shopper page; per page type (home, category, product, article, recipe, search)
 * the HTML, embedded state and gz JS bytes; the first view of a visitor without a cookie against
 * a warm one; and throughput of each page type through the edge page cache and with it bypassed,
 * against the bare health response and a constant 58 KB body, with the ratio of every round, p50,
 * p97.5 and workerd CPU per request. The last line is `BENCH {json}` with every number.
 *
 * Knobs (env): BENCH_PORT (8810), BENCH_DURATION s (10), BENCH_WARMUP s (2),
 * BENCH_CONNECTIONS (10), BENCH_ROUNDS alternating rounds the duration is split into (2),
 * BENCH_VIEWS warm views per tenant for the upstream count (20), BENCH_SEARCH_RUNS (60),
 * BENCH_PAGES a comma list of page types to load (all six by default; e.g. `home` for a smoke run:
 * `BENCH_PAGES=home BENCH_DURATION=1 BENCH_WARMUP=0 BENCH_ROUNDS=1 BENCH_SEARCH_RUNS=3 BENCH_VIEWS=2`).
 */
import { existsSync, mkdtempSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { buildBundles } from "./bench/build";
import { BROWSER_UA, closeHarness, envNumber, runScript, startHarness, TOKEN_COOKIE, tokenFrom, type Harness, type UpstreamCounts } from "./bench/harness";
import { loadRounds, type LoadFigures, type LoadTarget } from "./bench/load";
import { measureFlush, type FlushFigures } from "./bench/flush";
import { REFRESH_MINUTES } from "../worker/cache/manifest";
import { JS_BUDGET_GZ_KB, jsWeight, type JsWeight } from "./bench/js-weight";
import { workerdCpuSeconds } from "./bench/cpu";
import { nthQuery, searchLatency, type LatencyRow } from "./bench/search";

const ROOT = resolve(import.meta.dirname, "..");
const PUBLIC_DIR = join(ROOT, "public");
const PORT = envNumber("BENCH_PORT", 8810);
const DURATION_S = envNumber("BENCH_DURATION", 10);
const WARMUP_S = envNumber("BENCH_WARMUP", 2);
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 10);
const WARM_VIEWS = envNumber("BENCH_VIEWS", 20);
const ROUNDS = envNumber("BENCH_ROUNDS", 2);
const FLUSH_RUNS = 15;
const COLD_FLUSH_RUNS = 5;
const UPSTREAM_BUDGET_PER_VIEW = 1;

const GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (x: number) => x.toFixed(1);
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

function table(headers: string[], rows: (string | number)[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? "").length)));
  const line = (cells: (string | number)[]) => cells.map((c, i) => (i === 0 ? pad(c, widths[i]!) : lpad(c, widths[i]!))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

function section(title: string) {
  console.log(`\n== ${title} ==`);
}

async function view(base: URL, path: string, headers: Record<string, string>): Promise<{ status: number; html: string; res: Response }> {
  const res = await fetch(new URL(path, base), { headers, redirect: "manual" });
  const html = await res.text();
  return { status: res.status, html, res };
}

interface CallsFigures {
  label: string;
  path: string;
  views: number;
  calls: number;
  perView: number;
  byPath: Record<string, number>;
}

async function upstreamPerView(h: Harness, label: string, path: string, headers: Record<string, string>, views: number): Promise<CallsFigures> {
  await h.counts(true);
  for (let i = 0; i < views; i++) {
    const { status } = await view(h.url, path, headers);
    if (status !== 200) throw new Error(`${path} answered ${status} during the upstream count`);
  }
  const c = await h.counts(true);
  return { label, path, views, calls: c.total, perView: c.total / views, byPath: c.byPath };
}

const fmtPaths = (byPath: Record<string, number>) =>
  Object.entries(byPath)
    .map(([p, n]) => `${p}×${n}`)
    .join(", ") || "-";

const roundFlush = (f: FlushFigures) => ({
  ...f,
  headersMs: Number(ms(f.headersMs)),
  firstChunkMs: Number(ms(f.firstChunkMs)),
  fullBodyMs: Number(ms(f.fullBodyMs)),
});

/** Median full-body time of `runs` sequential views. */
async function medianFetchMs(url: URL, headers: Record<string, string>, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers, redirect: "manual" });
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * One live page per type the issue budgets (home, category, product, article, recipe, search),
 * found in the route table: the first row of the kind that answers 200 (the seed hides some).
 */
async function pageTypePaths(base: URL, headers: Record<string, string>): Promise<{ label: string; path: string }[]> {
  const routes = (await (await fetch(new URL("/api/nuxtapi/routes/", base), { headers })).json()) as { data: { path: string; controller: string; action: string; template: string }[] };
  const live = async (match: (r: { controller: string; action: string; template: string }) => boolean) => {
    for (const r of routes.data.filter(match).slice(0, 8)) {
      const res = await fetch(new URL(r.path, base), { headers, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status === 200) return r.path;
    }
    throw new Error("no live page of a budgeted type in the route table");
  };
  return [
    { label: "home", path: "/" },
    { label: "category", path: await live((r) => r.controller === "catalog" && r.action === "category") },
    { label: "product", path: await live((r) => r.action === "product") },
    { label: "article", path: await live((r) => r.action === "detail" && r.template === "post") },
    { label: "recipe", path: await live((r) => r.action === "detail" && r.template === "recipe") },
    { label: "search", path: `${await live((r) => r.action === "search")}?search_q=pahuljice` },
  ];
}

async function main() {
  if (!existsSync(join(PUBLIC_DIR, "assets", "client.css"))) {
    console.error("public/assets/client.css is missing: run `npm run build` first, then `npm run bench`.");
    process.exit(1);
  }
  for (const f of ["tenants/index.generated.ts", "commerce/seed/seed.generated.sql", "worker/build-id.generated.ts"]) {
    if (!existsSync(join(ROOT, f))) {
      console.error(`${f} is missing: run \`npm run build\` first, then \`npm run bench\`.`);
      process.exit(1);
    }
  }
  const started = performance.now();
  const machine = {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? "?",
    memGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadavg1: Number(loadavg()[0]!.toFixed(2)),
  };
  section("Machine");
  console.log(`${machine.cores} cores (${machine.cpu}), ${machine.memGiB} GiB, Node ${machine.node}, load average (1 min) ${machine.loadavg1}`);
  console.log("Note: figures are rough. This is a shared 2-core VM, and autocannon takes about one core itself; trust ratios over absolute req/s.");

  const tmp = mkdtempSync(join(tmpdir(), "zrno-bench-"));
  let harness: Harness | null = null;
  try {
    section("Harness");
    const bundles = await buildBundles(ROOT, tmp);
    console.log(`Bundles built with wrangler deploy --dry-run --minify in ${(bundles.buildMs / 1000).toFixed(1)} s:`);
    console.log(`  storefront ${bundles.storefront}`);
    console.log(`  commerce   ${bundles.commerce}`);
    console.log(`  React build in the storefront bundle: ${bundles.reactProduction ? "production" : "NOT production (figures are meaningless)"}`);
    harness = await startHarness(ROOT, bundles, PORT, join(tmp, "d1"));
    const h = harness;
    console.log(`Miniflare (one workerd: storefront → counting proxy → commerce, fresh D1, in-memory KV) on ${h.url.href}`);
    console.log(`D1 migrated and seeded in ${ms(h.seedMs)} ms`);

    const browser = { "user-agent": BROWSER_UA, accept: "text/html" };
    const bot = { "user-agent": GOOGLEBOT_UA, accept: "text/html" };

    // --- 3. upstream calls: the cold first view (fresh KV, no cookie), then warm views
    section("Upstream calls per page view (budget: ≤ 1 per warm view)");
    await h.counts(true);
    const coldHr = await view(h.url, "/", browser);
    const coldHrCounts: UpstreamCounts = await h.counts(true);
    if (coldHr.status !== 200) throw new Error(`GET / answered ${coldHr.status}:\n${coldHr.html.slice(0, 500)}`);
    // A page from the edge cache sets no cookie: the first BFF call (the header's cart count) does.
    const firstCall = await fetch(new URL("/api/nuxtapi/webshop/cart-summary/", h.url), { headers: browser });
    await firstCall.arrayBuffer();
    const token = tokenFrom(firstCall);
    const withCookie = { ...browser, cookie: `${TOKEN_COOKIE}=${token}` };
    const coldDe = await view(h.url, "/de/", withCookie);
    const coldDeCounts = await h.counts(true);
    if (coldDe.status !== 200) throw new Error(`GET /de/ answered ${coldDe.status}`);
    // Let the cold views' KV writes (waitUntil) land before counting warm views.
    for (let i = 0; i < 3; i++) {
      await view(h.url, "/", withCookie);
      await view(h.url, "/de/", withCookie);
    }
    const warm = [
      await upstreamPerView(h, "home hr", "/", withCookie, WARM_VIEWS),
      await upstreamPerView(h, "home de", "/de/", withCookie, WARM_VIEWS),
    ];
    console.log(
      table(
        ["view", "path", "views", "upstream calls", "per view", "budget", "calls"],
        [
          ["cold first view hr (no cookie, empty KV)", "/", 1, coldHrCounts.total, coldHrCounts.total, "info", fmtPaths(coldHrCounts.byPath)],
          ["cold first view de (cookie, empty KV)", "/de/", 1, coldDeCounts.total, coldDeCounts.total, "info", fmtPaths(coldDeCounts.byPath)],
          ...warm.map((w) => [
            `warm ${w.label} (cookie)`,
            w.path,
            w.views,
            w.calls,
            w.perView.toFixed(2),
            w.perView <= UPSTREAM_BUDGET_PER_VIEW ? "≤ 1 ok" : "≤ 1 OVER",
            fmtPaths(w.byPath),
          ]),
        ],
      ),
    );

    // --- 4. head flush: warm (KV filled), then cold (every cache kind of the tenant cleared before each run)
    section("Head flush (home /, cookie; medians)");
    const homeUrl = new URL("/", h.url).href;
    const flushWarm: FlushFigures = await measureFlush(homeUrl, withCookie, FLUSH_RUNS);
    const clearAll = async () => {
      // A JSON body: the BFF's guards refuse a POST whose body has no media type (415).
      const res = await fetch(new URL("/api/nuxtapi/clearCache/", h.url), { method: "POST", headers: { ...withCookie, "content-type": "application/json" }, body: JSON.stringify({ keys: Object.keys(REFRESH_MINUTES) }) });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`clearCache answered ${res.status}`);
    };
    await h.counts(true);
    const flushCold: FlushFigures = await measureFlush(homeUrl, withCookie, COLD_FLUSH_RUNS, clearAll);
    const coldFlushCalls = (await h.counts(true)).total / COLD_FLUSH_RUNS;
    const flushRow = (label: string, f: FlushFigures) => [
      label,
      f.runs,
      f.status,
      ms(f.headersMs),
      ms(f.firstChunkMs),
      ms(f.fullBodyMs),
      f.chunks,
      f.firstChunkBytes,
      f.bodyBytes,
      `${f.headInFirstChunk}/${f.runs}`,
      `${f.wholeBodyInFirstChunk}/${f.runs}`,
    ];
    console.log(
      table(
        ["home /", "runs", "status", "headers ms", "first chunk ms", "full body ms", "chunks", "1st chunk B", "body B", "</head> in 1st", "whole body in 1st"],
        [flushRow("warm KV", flushWarm), flushRow(`cold KV (${coldFlushCalls.toFixed(1)} upstream calls/run)`, flushCold)],
      ),
    );
    console.log(
      flushWarm.headInFirstChunk === flushWarm.runs
        ? "Warm: the first chunk carries the document head in every run."
        : `Warm: the first chunk lacked </head> in ${flushWarm.runs - flushWarm.headInFirstChunk} of ${flushWarm.runs} runs.`,
    );
    console.log(
      `Cold minus warm time to first chunk: ${ms(flushCold.firstChunkMs - flushWarm.firstChunkMs)} ms` +
        " (how long the first byte waits for upstream data; a head flushed before the data would keep this near 0).",
    );

    // --- 5. JavaScript weight
    section(`JavaScript per page (gzip -9; budget ${JS_BUDGET_GZ_KB} KB per shopper page, 0 for bots)`);
    // The product page loads the catalogue chunk too (preloaded by the server), so it is the
    // heaviest shopper page; its path comes from the route table.
    const routes = (await (await fetch(new URL("/api/nuxtapi/routes/", h.url), { headers: withCookie })).json()) as { data: { path: string; action: string; visible?: boolean }[] };
    const productPath = routes.data.find((r) => r.action === "product" && r.visible !== false)?.path ?? "/";
    const pages: { label: string; path: string; headers: Record<string, string>; budget: number }[] = [
      { label: "home (browser)", path: "/", headers: withCookie, budget: JS_BUDGET_GZ_KB * 1024 },
      { label: "product (browser)", path: productPath, headers: withCookie, budget: JS_BUDGET_GZ_KB * 1024 },
      { label: "404 (browser)", path: "/bench-no-such-page/", headers: withCookie, budget: JS_BUDGET_GZ_KB * 1024 },
      // The webshop and account families are the largest screen chunks.
      { label: "cart (browser)", path: "/webshop/", headers: withCookie, budget: JS_BUDGET_GZ_KB * 1024 },
      { label: "log-in (browser)", path: "/korisnik/login/", headers: withCookie, budget: JS_BUDGET_GZ_KB * 1024 },
      { label: "home (Googlebot)", path: "/", headers: bot, budget: 0 },
      { label: "product (Googlebot)", path: productPath, headers: bot, budget: 0 },
      { label: "404 (Googlebot)", path: "/bench-no-such-page/", headers: bot, budget: 0 },
    ];
    // hr (these pages' site) has consent-bound scripts: once a shopper allows them, the page
    // also loads the consent chunk, so the budget is checked against that worst case.
    const weights: (JsWeight & { budgetBytes: number; afterConsentGzBytes: number; withinBudget: boolean })[] = [];
    for (const p of pages) {
      const { status, html } = await view(h.url, p.path, p.headers);
      const w = jsWeight(p.label, p.path, status, html, h.url, PUBLIC_DIR);
      const consent = p.budget > 0 ? w.lazy.find((f) => /\/consent-[^/]*\.js$/.test(f.url)) : undefined;
      const afterConsentGzBytes = w.totalGzBytes + (consent?.gzBytes ?? 0);
      weights.push({ ...w, budgetBytes: p.budget, afterConsentGzBytes, withinBudget: afterConsentGzBytes <= p.budget && w.unresolved.length === 0 });
    }
    console.log(
      table(
        ["page", "status", "files", "inline scripts", "raw KB", "gz KB", "+ consent chunk gz KB", "budget KB", "verdict", "+ lazy chunks gz KB", "files"],
        weights.map((w) => [
          w.label,
          w.status,
          w.files.length,
          w.inlineScripts,
          kb(w.files.reduce((n, f) => n + f.bytes, 0)),
          kb(w.totalGzBytes),
          kb(w.afterConsentGzBytes),
          kb(w.budgetBytes),
          w.withinBudget ? "within" : "OVER",
          w.lazy.length ? `${kb(w.lazyGzBytes)} (${w.lazy.length})` : "0",
          w.files.map((f) => `${f.url} (${f.via}, ${kb(f.gzBytes)} KB gz)`).join(", ") + (w.unresolved.length ? `; unresolved: ${w.unresolved.join(", ")}` : "") || "-",
        ]),
      ),
    );
    console.log(
      "gz KB = script files + inline scripts (JSON data blocks excluded), the runtime chunk included (preloaded on every page). " +
        "+ consent chunk = what the page loads once a shopper allows hr's scripts; the verdict is on that figure. " +
        "Other lazy chunks load only on screens of their family; eager + all lazy is the upper bound.",
    );

    // --- search latency: suggestions at the API and through the Worker, the results page bypassed
    const SEARCH_RUNS = envNumber("BENCH_SEARCH_RUNS", 60);
    section(`Search latency (sequential, ${SEARCH_RUNS} each, interleaved with the bare answer; goal p95 ≤ 30 ms for suggestions at the API)`);
    const apiToken = ((await (await h.api("/auth/generate-token/")).json()) as { data: { jwt: string } }).data.jwt;
    const apiHeaders = { accept: "application/json", "content-type": "application/json", "x-base-host": "www.zrno.hr", "x-lang": "hr", authorization: `Bearer ${apiToken}` };
    const searchRows: LatencyRow[] = await searchLatency(
      [
        { label: "bare /api/nuxtapi/health", fetch: () => fetch(new URL("/api/nuxtapi/health", h.url), { headers: { "user-agent": BROWSER_UA } }) },
        { label: "suggest at the API (POST /search/suggest/)", fetch: (i) => h.api("/search/suggest/?ignoreCache=1", { method: "POST", headers: apiHeaders, body: JSON.stringify({ q: nthQuery(i) }) }) },
        { label: "suggest via Worker, KV miss", fetch: (i) => fetch(new URL(`/api/nuxtapi/search/suggest/?q=${encodeURIComponent(nthQuery(i))}`, h.url), { headers: withCookie }) },
        { label: "suggest via Worker, KV hit", fetch: () => fetch(new URL("/api/nuxtapi/search/suggest/?q=cokol", h.url), { headers: withCookie }) },
        { label: "results page at the API (POST /catalog/products/)", fetch: (i) => h.api("/catalog/products/?ignoreCache=1", { method: "POST", headers: apiHeaders, body: JSON.stringify({ search_q: nthQuery(i), page: 1, limit: 24 }) }) },
        { label: "results page via Worker (page cache bypassed)", fetch: (i) => fetch(new URL(`/pretraga/?search_q=${encodeURIComponent(nthQuery(i))}`, h.url), { headers: { ...withCookie, cookie: `${withCookie.cookie}; zrno_form=bench` } }) },
      ],
      SEARCH_RUNS,
    );
    console.log(table(["target", "n", "p50 ms", "p95 ms", "p50 ÷ bare p50"], searchRows.map((r) => [r.label, r.n, ms(r.p50Ms), ms(r.p95Ms), r.overBare.toFixed(1)])));
    console.log("Same run, same loop: compare rows by their ratio to bare, not with other runs' absolute times.");

    // --- 1. throughput, per page type: through the edge page cache and with it bypassed
    const onlyPages = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(",")) : null;
    const pageTypes = (await pageTypePaths(h.url, withCookie)).filter((p) => !onlyPages || onlyPages.has(p.label));
    section("Page types (browser, cookie): HTML, embedded state and JavaScript");
    const pageFigures: { label: string; path: string; status: number; htmlBytes: number; stateBytes: number; gzJsBytes: number }[] = [];
    for (const p of pageTypes) {
      const { status, html } = await view(h.url, p.path, withCookie);
      const state = /<script type="application\/json" id="__STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      pageFigures.push({ label: p.label, path: p.path, status, htmlBytes: Buffer.byteLength(html), stateBytes: Buffer.byteLength(state), gzJsBytes: jsWeight(p.label, p.path, status, html, h.url, PUBLIC_DIR).totalGzBytes });
    }
    console.log(table(["page", "path", "status", "HTML KB", "state KB", "gz JS KB"], pageFigures.map((f) => [f.label, f.path, f.status, kb(f.htmlBytes), kb(f.stateBytes), kb(f.gzJsBytes)])));

    section("First view: a visitor with no cookie against a warm one (home /, page cached; medians of 15)");
    const firstView = { noCookieMs: await medianFetchMs(new URL("/", h.url), browser, 15), cookieMs: await medianFetchMs(new URL("/", h.url), withCookie, 15) };
    console.log(`no cookie ${ms(firstView.noCookieMs)} ms, warm cookie ${ms(firstView.cookieMs)} ms (full body)`);

    const roundS = Math.max(1, Math.round(DURATION_S / ROUNDS));
    section(`Throughput (autocannon, ${CONNECTIONS} connections; ${WARMUP_S} s warm-up, then ${ROUNDS} alternating rounds of ${roundS} s per target)`);
    const loadBefore = Number(loadavg()[0]!.toFixed(2));
    console.log(`load average (1 min) before: ${loadBefore}`);
    // A refused form's flash cookie is a visitor the page cache must not serve: the page is rendered
    // as without the cache (docs/decisions/0011-edge-page-cache.md), which is the bypass figure.
    const bypassed = { ...withCookie, cookie: `${withCookie.cookie}; zrno_form=bench` };
    const targets: LoadTarget[] = [
      { label: "bare /api/nuxtapi/health", path: "/api/nuxtapi/health", headers: { "user-agent": BROWSER_UA } },
      { label: "58 KB body (no I/O)", path: "/api/nuxtapi/health/body", headers: { "user-agent": BROWSER_UA } },
      ...pageTypes.flatMap((p) => [
        { label: `${p.label} cached`, path: p.path, headers: withCookie },
        { label: `${p.label} bypass`, path: p.path, headers: bypassed },
      ]),
    ];
    const loads: LoadFigures[] = await loadRounds(
      h.url,
      targets,
      { warmupS: WARMUP_S, durationS: DURATION_S, connections: CONNECTIONS, rounds: ROUNDS },
      async () => (await h.counts(true)).total,
      workerdCpuSeconds,
    );
    const bare = loads[0]!;
    const perRound = (l: LoadFigures) => l.rounds.map((r, i) => ((bare.rounds[i] ?? 0) > 0 ? (r / bare.rounds[i]!).toFixed(2) : "-")).join(" / ");
    console.log(
      table(
        ["target", "req/s", "rounds req/s", "vs bare", "vs bare per round", "p50 ms", "p95 ms", "p97.5 ms", "p99 ms", "CPU ms/req", "non-2xx", "errors", "upstream calls"],
        loads.map((l) => [
          l.label,
          l.rps.toFixed(0),
          l.rounds.join(" / "),
          bare.rps > 0 ? (l.rps / bare.rps).toFixed(2) : "-",
          perRound(l),
          l.p50Ms,
          l.p95Ms,
          l.p975Ms,
          l.p99Ms,
          l.cpuMsPerRequest > 0 ? l.cpuMsPerRequest.toFixed(2) : "-",
          l.non2xx,
          l.errors,
          l.upstreamCalls,
        ]),
      ),
    );
    console.log("p50 = median of the rounds' p50, p95 = of every measured response, p97.5/p99 = worst round's; CPU = all workerd processes (storefront, proxy, commerce); upstream calls include the warm-up.");
    const byLabel = (label: string) => loads.find((l) => l.label === label);
    const ratios = pageTypes.map((p) => {
      const cached = byLabel(`${p.label} cached`)!;
      const bypass = byLabel(`${p.label} bypass`)!;
      return { page: p.label, path: p.path, cachedOverBare: bare.rps > 0 ? cached.rps / bare.rps : 0, bypassOverBare: bare.rps > 0 ? bypass.rps / bare.rps : 0 };
    });
    console.log(
      table(
        ["page", "cached ÷ bare (goal ≥ 0.9)", "bypass ÷ bare (goal ≥ 0.6)"],
        ratios.map((r) => [r.page, `${r.cachedOverBare.toFixed(2)} ${r.cachedOverBare >= 0.9 ? "ok" : "under"}`, `${r.bypassOverBare.toFixed(2)} ${r.bypassOverBare >= 0.6 ? "ok" : "under"}`]),
      ),
    );
    const body58 = loads[1]!;
    console.log(`58 KB body ÷ bare: ${(bare.rps > 0 ? body58.rps / bare.rps : 0).toFixed(2)} (what sending a page-sized body costs with no work at all)`);
    const ratio = ratios[0]?.cachedOverBare ?? 0;

    const totalS = (performance.now() - started) / 1000;
    console.log(`\nDone in ${totalS.toFixed(1)} s. Figures are rough (shared 2-core VM).`);
    const summary = {
      machine: { ...machine, note: "rough figures: shared 2-core VM, load generator on the same cores" },
      harness: {
        kind: "miniflare (wrangler deploy --dry-run --minify bundles)",
        port: PORT,
        reactProduction: bundles.reactProduction,
        buildMs: Math.round(bundles.buildMs),
        seedMs: Math.round(h.seedMs),
      },
      throughput: {
        connections: CONNECTIONS,
        durationS: DURATION_S,
        warmupS: WARMUP_S,
        rounds: ROUNDS,
        loadavg1Before: loadBefore,
        loadavg1After: Number(loadavg()[0]!.toFixed(2)),
        targets: loads.map((l) => ({ ...l, rps: Math.round(l.rps), cpuMsPerRequest: Number(l.cpuMsPerRequest.toFixed(3)) })),
        homeOverBare: Number(ratio.toFixed(3)),
        body58OverBare: Number((bare.rps > 0 ? body58.rps / bare.rps : 0).toFixed(3)),
        pageTypes: ratios.map((r) => ({ ...r, cachedOverBare: Number(r.cachedOverBare.toFixed(3)), bypassOverBare: Number(r.bypassOverBare.toFixed(3)) })),
      },
      upstream: {
        budgetPerWarmView: UPSTREAM_BUDGET_PER_VIEW,
        coldFirstView: { hr: coldHrCounts, de: coldDeCounts },
        warm: warm.map((w) => ({ ...w, perView: Number(w.perView.toFixed(3)), withinBudget: w.perView <= UPSTREAM_BUDGET_PER_VIEW })),
      },
      headFlush: {
        path: "/",
        warm: roundFlush(flushWarm),
        cold: { ...roundFlush(flushCold), upstreamCallsPerRun: coldFlushCalls },
        coldMinusWarmFirstChunkMs: Number(ms(flushCold.firstChunkMs - flushWarm.firstChunkMs)),
      },
      pages: pageFigures,
      search: searchRows.map((r) => ({ ...r, p50Ms: Number(ms(r.p50Ms)), p95Ms: Number(ms(r.p95Ms)), overBare: Number(r.overBare.toFixed(2)) })),
      firstView: { noCookieMs: Number(ms(firstView.noCookieMs)), cookieMs: Number(ms(firstView.cookieMs)) },
      jsWeight: weights.map((w) => ({
        page: w.label,
        path: w.path,
        status: w.status,
        gzBytes: w.totalGzBytes,
        gzKB: Number(kb(w.totalGzBytes)),
        afterConsentGzKB: Number(kb(w.afterConsentGzBytes)),
        budgetKB: w.budgetBytes / 1024,
        withinBudget: w.withinBudget,
        files: w.files,
        lazy: w.lazy,
        lazyGzBytes: w.lazyGzBytes,
        inlineScripts: w.inlineScripts,
        inlineGzBytes: w.inlineGzBytes,
        unresolved: w.unresolved,
      })),
      totalS: Number(totalS.toFixed(1)),
    };
    console.log(`BENCH ${JSON.stringify(summary)}`);
  } finally {
    await closeHarness(harness, tmp);
  }
}

runScript(main);
