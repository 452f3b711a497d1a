/**
 * `npm run load`: the storefront under load on loopback (docs/security.md C1, C2), figures only.
 *
 * 1. Warm load: autocannon for LOAD_SECONDS (30) with LOAD_CONNECTIONS (100) connections, cycling
 *    through warm pages (home, a category and a product on hr and de) and a BFF read; prints
 *    requests/s, p50/p99 latency, the count of answers outside 2xx/3xx, errors and timeouts.
 * 2. Cold-cache stampede: LOAD_STAMPEDE (200) concurrent requests for one key no one has asked
 *    for yet (a label language, then a cold site's product page); prints how many upstream calls
 *    each caused, per API path (expected: 1 per key per isolate).
 *
 * Same harness as `npm run bench` (scripts/bench/*): both Workers as `wrangler deploy --dry-run
 * --minify` bundles in one Miniflare workerd, a counting proxy on the API binding, a fresh D1
 * and an in-memory KV. Knobs (env): LOAD_PORT (8813), LOAD_SECONDS, LOAD_CONNECTIONS,
 * LOAD_STAMPEDE. The last line is `LOAD {json}` with every number.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { AutocannonResult } from "autocannon";
import { buildBundles } from "./bench/build";
import { BROWSER_UA as UA, closeHarness, envNumber, runScript, startHarness, TOKEN_COOKIE, visitorToken, type Harness, type UpstreamCounts } from "./bench/harness";
import { cannon } from "./bench/load";

const ROOT = resolve(import.meta.dirname, "..");
const PORT = envNumber("LOAD_PORT", 8813);
const SECONDS = envNumber("LOAD_SECONDS", 30);
const CONNECTIONS = envNumber("LOAD_CONNECTIONS", 100);
const STAMPEDE = envNumber("LOAD_STAMPEDE", 200);


interface Route {
  path: string;
  controller: string;
  action: string;
  visible?: boolean;
}

async function getOk(base: URL, path: string, headers: Record<string, string>): Promise<Response> {
  const res = await fetch(new URL(path, base), { headers, redirect: "manual" });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  return res;
}

async function routesOf(base: URL, prefix: string, headers: Record<string, string>): Promise<Route[]> {
  const res = await fetch(new URL(`${prefix}/api/nuxtapi/routes/`, base), { headers });
  const body = (await res.json()) as { data: Route[] };
  return body.data;
}

const pick = (routes: Route[], action: string, nth = 0) => routes.filter((r) => r.controller === "catalog" && r.action === action && r.visible !== false)[nth]!.path;

/** Answers outside 2xx/3xx, from autocannon's per-status counts. */
function outside2xx3xx(r: AutocannonResult): number {
  return Object.entries(r.statusCodeStats ?? {}).reduce((n, [code, s]) => (Number(code) >= 200 && Number(code) < 400 ? n : n + s.count), 0);
}

const fmtPaths = (c: UpstreamCounts) =>
  Object.entries(c.byPath)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([p, n]) => `${p} ×${n}`)
    .join(", ") || "none";

async function stampede(h: Harness, path: string, headers: Record<string, string>): Promise<{ path: string; requests: number; non2xx: number; upstream: UpstreamCounts }> {
  await h.counts(true);
  const r = await cannon({ url: new URL(path, h.url).href, headers, connections: STAMPEDE, amount: STAMPEDE, timeout: 30 });
  return { path, requests: r.requests.total, non2xx: outside2xx3xx(r) + r.errors, upstream: await h.counts(true) };
}

async function main() {
  for (const f of ["public/assets/client.css", "tenants/index.generated.ts", "commerce/seed/seed.generated.sql", "worker/build-id.generated.ts", "worker/render/offline-labels.generated.ts"]) {
    if (!existsSync(join(ROOT, f))) {
      console.error(`${f} is missing: run \`npm run build\` first, then \`npm run load\`.`);
      process.exit(1);
    }
  }
  console.log(`${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)}; figures are rough (shared VM, autocannon on the same cores).`);
  const tmp = mkdtempSync(join(tmpdir(), "zrno-load-"));
  let harness: Harness | null = null;
  try {
    const bundles = await buildBundles(ROOT, tmp);
    harness = await startHarness(ROOT, bundles, PORT, join(tmp, "d1"));
    const h = harness;
    console.log(`Harness on ${h.url.href} (React ${bundles.reactProduction ? "production" : "NOT production"} build)`);

    // A visitor with a token, and the pages the load cycles through, each warmed once.
    const token = await visitorToken(h.url);
    const headers = { "user-agent": UA, accept: "text/html", cookie: `${TOKEN_COOKIE}=${token}` };
    const hr = await routesOf(h.url, "", headers);
    const de = await routesOf(h.url, "/de", headers);
    const targets = ["/", pick(hr, "category"), pick(hr, "product"), "/de/", `/de${pick(de, "category")}`, `/de${pick(de, "product")}`, "/api/nuxtapi/routes/"];
    for (const path of targets) for (let i = 0; i < 2; i++) await getOk(h.url, path, headers);

    console.log(`\n== Warm load: ${CONNECTIONS} connections for ${SECONDS} s, cycling through ${targets.length} targets ==`);
    for (const t of targets) console.log(`  ${t}`);
    await h.counts(true);
    const r = await cannon({ url: h.url.href, headers, connections: CONNECTIONS, duration: SECONDS, requests: targets.map((path) => ({ method: "GET", path })) });
    const warmCalls = await h.counts(true);
    const warm = {
      seconds: r.duration,
      connections: CONNECTIONS,
      requests: r.requests.total,
      rps: Math.round(r.requests.total / r.duration),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      outside2xx3xx: outside2xx3xx(r),
      errors: r.errors,
      timeouts: r.timeouts,
      statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, s]) => [k, s.count])),
      upstreamCalls: warmCalls.total,
    };
    console.log(`requests/s ${warm.rps}  p50 ${warm.p50Ms} ms  p99 ${warm.p99Ms} ms  requests ${warm.requests}  non-2xx/3xx ${warm.outside2xx3xx}  errors ${warm.errors}  timeouts ${warm.timeouts}`);
    console.log(`statuses ${JSON.stringify(warm.statuses)}; upstream calls during the load: ${warm.upstreamCalls} (${fmtPaths(warmCalls)})`);

    console.log(`\n== Cold-cache stampede: ${STAMPEDE} concurrent requests for one uncached key ==`);
    // The labels of a language no page of hr has asked for: one key, hr:labels:cnr.
    const labels = await stampede(h, "/api/nuxtapi/labels?lang=cnr", headers);
    console.log(`${labels.path}: ${labels.requests} requests (${labels.non2xx} not 2xx/3xx) → ${labels.upstream.total} upstream call(s): ${fmtPaths(labels.upstream)}`);
    // A product page of a site nothing has touched yet: every key of the page is cold at once.
    const it = await routesOf(h.url, "/it", headers).then((routes) => `/it${pick(routes, "product", 3)}`);
    const page = await stampede(h, it, headers);
    console.log(`${page.path}: ${page.requests} requests (${page.non2xx} not 2xx/3xx) → ${page.upstream.total} upstream call(s): ${fmtPaths(page.upstream)}`);
    const perKey = Math.max(...Object.values(labels.upstream.byPath), ...Object.values(page.upstream.byPath));
    console.log(`most upstream calls for one API path: ${perKey} (expected 1 per key per isolate)`);

    console.log(`LOAD ${JSON.stringify({ warm, stampede: [labels, page], maxCallsPerPath: perKey })}`);
  } finally {
    await closeHarness(harness, tmp);
  }
}

runScript(main);
