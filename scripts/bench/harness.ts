import { readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { Miniflare } from "miniflare";
import { unstable_splitSqlQuery } from "wrangler";
import type { Bundles } from "./build";
import { LIMITERS } from "../../worker/edge/limits";

const COMPATIBILITY_DATE = "2026-04-20";
const COUNTER = "bench-upstream-counter";
const COMMERCE = "zrno-commerce";
const COUNTS_PATH = "/__bench/upstream-counts";

/**
 * Sits between the storefront's API binding and the commerce worker and counts what passes,
 * per path, in module variables (one isolate serves it, so the count is global).
 */
const COUNTER_SCRIPT = `
let total = 0;
let byPath = {};
export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname === ${JSON.stringify(COUNTS_PATH)}) {
      const body = JSON.stringify({ total, byPath });
      if (url.searchParams.has("reset")) { total = 0; byPath = {}; }
      return new Response(body, { headers: { "content-type": "application/json" } });
    }
    total++;
    byPath[url.pathname] = (byPath[url.pathname] || 0) + 1;
    return env.UPSTREAM.fetch(request);
  },
};
`;

export interface UpstreamCounts {
  total: number;
  byPath: Record<string, number>;
}

export interface Harness {
  mf: Miniflare;
  url: URL;
  /** Reads the upstream counter; with reset, sets it back to zero after reading. */
  counts(reset?: boolean): Promise<UpstreamCounts>;
  /** A request straight to the commerce API (no storefront, no counter): the API's own latency. */
  api(path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Response>;
  seedMs: number;
}

async function migrateAndSeed(mf: Miniflare, root: string): Promise<void> {
  const db = await mf.getD1Database("DB", COMMERCE);
  const dir = join(root, "commerce", "migrations");
  const statements: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sql")).sort()) {
    // wrangler's own splitter, as `wrangler d1 migrations apply` and the e2e server read them
    // (a trigger's BEGIN … END holds semicolons a plain split would cut).
    statements.push(...unstable_splitSqlQuery(readFileSync(join(dir, file), "utf8")));
  }
  await db.batch(statements.map((s) => db.prepare(s)));
  // The seed has one statement per line, which is what `exec` takes (5–10× faster than batches here).
  const seed = readFileSync(join(root, "commerce", "seed", "seed.generated.sql"), "utf8")
    .split("\n")
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith("--"));
  await db.exec(seed.join("\n"));
}

/**
 * One workerd with three workers: the storefront (served on the port), the counting proxy its
 * API binding goes through, and the commerce API on a fresh D1 in persistDir. KV is in memory,
 * so every run starts cold.
 */
export async function startHarness(root: string, bundles: Bundles, port: number, persistDir: string, inspectorPort?: number): Promise<Harness> {
  const origin = `http://127.0.0.1:${port}`;
  const mf = new Miniflare({
    host: "127.0.0.1",
    port,
    cf: false,
    d1Persist: persistDir,
    // The profiler's way in (scripts/profile.ts): the storefront's V8 inspector on this port.
    ...(inspectorPort ? { inspectorPort } : {}),
    workers: [
      {
        name: "zrno-storefront",
        modules: true,
        ...(inspectorPort ? { unsafeInspectorProxy: true } : {}),
        scriptPath: bundles.storefront,
        // Module names are relative to this root; the default (cwd) would need ".." to reach tmp.
        modulesRoot: dirname(bundles.storefront),
        compatibilityDate: COMPATIBILITY_DATE,
        kvNamespaces: ["CACHE"],
        serviceBindings: { API: COUNTER },
        // The API cache on, as deployed (worker/cache/manifest.ts turns it off in development, where
        // every view would ask the commerce API for the redirect rules, even a page-cache hit).
        bindings: { ENVIRONMENT: "development", PUBLIC_ORIGIN: origin, API_CACHE: "on" },
        // The abuse limits' Workers Rate Limiting bindings, as wrangler.toml binds them.
        ratelimits: Object.fromEntries(Object.entries(LIMITERS).map(([name, simple]) => [name, { simple }])),
        assets: { directory: join(root, "public"), binding: "ASSETS", routerConfig: { has_user_worker: true } },
      },
      {
        name: COUNTER,
        modules: true,
        script: COUNTER_SCRIPT,
        compatibilityDate: COMPATIBILITY_DATE,
        serviceBindings: { UPSTREAM: COMMERCE },
      },
      {
        name: COMMERCE,
        modules: true,
        scriptPath: bundles.commerce,
        modulesRoot: dirname(bundles.commerce),
        compatibilityDate: COMPATIBILITY_DATE,
        d1Databases: { DB: "zrno-commerce-bench" },
        bindings: { ENVIRONMENT: "development", TOKEN_SECRET: "bench-only-token-secret-at-least-32-chars" },
      },
    ],
  });
  const url = await mf.ready;
  const seedStarted = performance.now();
  await migrateAndSeed(mf, root);
  const seedMs = performance.now() - seedStarted;
  // Miniflare's Fetcher type resolves oddly against the workers types in tsconfig; only fetch is used.
  const counter = (await mf.getWorker(COUNTER)) as unknown as { fetch(url: string): Promise<{ json(): Promise<unknown> }> };
  const commerce = (await mf.getWorker(COMMERCE)) as unknown as { fetch(url: string, init?: unknown): Promise<Response> };
  return {
    mf,
    url,
    seedMs,
    api: (path, init) => commerce.fetch(`http://commerce${path}`, init),
    async counts(reset = false) {
      const res = await counter.fetch(`http://counter${COUNTS_PATH}${reset ? "?reset=1" : ""}`);
      return (await res.json()) as UpstreamCounts;
    },
  };
}

/** Ends a run: stops the harness (if it started) and removes its temporary folder. */
export async function closeHarness(harness: Harness | null, tmp: string): Promise<void> {
  if (harness) await harness.mf.dispose();
  rmSync(tmp, { recursive: true, force: true });
}

/** A desktop Chrome's user agent: headless Chromium's own is rightly served the bot page. */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
export const TOKEN_COOKIE = "hapi_auth_token";

/** The visitor token a response set as its cookie; throws when it set none. */
export function tokenFrom(res: Response): string {
  for (const c of res.headers.getSetCookie()) {
    const m = new RegExp(`^${TOKEN_COOKIE}=([^;]+)`).exec(c);
    if (m?.[1]) return m[1];
  }
  throw new Error(`the first BFF call set no ${TOKEN_COOKIE} cookie (status ${res.status}); is the commerce API up?`);
}

/** A new visitor's token: a page from the edge cache sets no cookie, the page's first BFF call (the header's cart count) does. */
export async function visitorToken(base: URL): Promise<string> {
  const res = await fetch(new URL("/api/nuxtapi/webshop/cart-summary/", base), { headers: { "user-agent": BROWSER_UA } });
  await res.arrayBuffer();
  return tokenFrom(res);
}

/** Runs a script's main, printing a failure and exiting 1 on error. */
export function runScript(main: () => Promise<void>): void {
  main().catch((err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  });
}

/** A positive number from the environment (BENCH_PORT, LOAD_SECONDS, …), else the fallback. */
export function envNumber(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}
