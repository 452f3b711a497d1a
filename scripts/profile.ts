/**
 * `npm run profile`: where the storefront's CPU goes while one page is asked for under load, as
 * the bench runs it (production React, one Miniflare workerd, fresh D1, warm caches). Builds the
 * storefront unminified, opens its V8 inspector, samples it while autocannon asks for the page,
 * and prints the self time by source module (the bundler's `// path` comments) and by function.
 * The `.cpuprofile` it writes opens in Chrome DevTools (Performance tab) for the call tree.
 * A profile shares what a request costs; it is no speed figure (the sampler slows the isolate):
 * compare throughput with `npm run bench`.
 *
 * Knobs (env): PROFILE_PATH (/), PROFILE_MODE `cached` (the edge page cache, the default) or
 * `bypass` (rendered each time, as for a logged-in shopper), PROFILE_SECONDS (6),
 * PROFILE_OUT (zrno-<mode>-<path>.cpuprofile in the system temporary folder, printed), BENCH_PORT (8810),
 * PROFILE_INSPECTOR_PORT (9777), PROFILE_TOP (25).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import WebSocket from "ws";
import { buildBundles } from "./bench/build";
import { BROWSER_UA, closeHarness, envNumber, runScript, startHarness, TOKEN_COOKIE, visitorToken, type Harness } from "./bench/harness";
import { cannon } from "./bench/load";
import { selfTimes, type CpuProfile } from "./bench/self-times";

const ROOT = resolve(import.meta.dirname, "..");
const PATH = process.env.PROFILE_PATH ?? "/";
const MODE = process.env.PROFILE_MODE === "bypass" ? "bypass" : "cached";
const SECONDS = envNumber("PROFILE_SECONDS", 6);
const PORT = envNumber("BENCH_PORT", 8810);
const INSPECTOR_PORT = envNumber("PROFILE_INSPECTOR_PORT", 9777);
const TOP = envNumber("PROFILE_TOP", 25);

/** One DevTools-protocol session on the storefront's isolate. */
async function inspect(port: number): Promise<{ send: (method: string, params?: object) => Promise<unknown>; close: () => void }> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  const target = targets.find((t) => t.webSocketDebuggerUrl.includes("zrno-storefront"));
  if (!target) throw new Error(`no zrno-storefront among the inspector's targets: ${JSON.stringify(targets)}`);
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((ok, fail) => {
    ws.addEventListener("open", ok, { once: true });
    ws.addEventListener("error", fail, { once: true });
  });
  const pending = new Map<number, (result: unknown) => void>();
  ws.addEventListener("message", (event) => {
    const msg = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (msg.id !== undefined) pending.get(msg.id)?.(msg.result);
  });
  let next = 0;
  return {
    send: (method, params = {}) =>
      new Promise((ok) => {
        const id = ++next;
        pending.set(id, ok);
        ws.send(JSON.stringify({ id, method, params }));
      }),
    close: () => ws.close(),
  };
}

async function main() {
  const tmp = mkdtempSync(join(tmpdir(), "zrno-profile-"));
  let harness: Harness | null = null;
  try {
    const bundles = await buildBundles(ROOT, tmp, { minifyStorefront: false });
    harness = await startHarness(ROOT, bundles, PORT, join(tmp, "d1"), INSPECTOR_PORT);
    const url = new URL(PATH, harness.url).href;
    const token = await visitorToken(harness.url);
    // The form cookie keeps a page out of the edge cache, as a logged-in shopper's is (the bench's "bypass").
    const cookie = `${TOKEN_COOKIE}=${token}${MODE === "bypass" ? "; zrno_form=bench" : ""}`;
    const headers = { "user-agent": BROWSER_UA, accept: "text/html", cookie };
    const warm = await fetch(url, { headers });
    await warm.text();
    if (warm.status !== 200 && warm.status !== 404) throw new Error(`GET ${PATH} answered ${warm.status}`);
    await cannon({ url, headers, connections: 10, duration: 2 });
    const check = await fetch(url, { headers });
    await check.text();
    console.log(`GET ${PATH} (${MODE}): ${check.status}, x-zrno-cache ${check.headers.get("x-zrno-cache")}`);

    const inspector = await inspect(INSPECTOR_PORT);
    await inspector.send("Profiler.enable");
    await inspector.send("Profiler.setSamplingInterval", { interval: 50 });
    await inspector.send("Profiler.start");
    const run = await cannon({ url, headers, connections: 10, duration: SECONDS });
    const { profile } = (await inspector.send("Profiler.stop")) as { profile: CpuProfile };
    inspector.close();

    const out = process.env.PROFILE_OUT ?? join(tmp, "..", `zrno-${MODE}-${PATH.replace(/[^a-z0-9]+/gi, "_")}.cpuprofile`);
    writeFileSync(out, JSON.stringify(profile));
    const { modules, functions } = selfTimes(profile, readFileSync(bundles.storefront, "utf8"));
    const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)} %`;
    console.log(`${run.requests.total} requests in ${SECONDS} s under the sampler; ${profile.samples.length} samples; profile: ${out}`);
    console.log("\nSelf time by module:");
    for (const [name, share] of modules.slice(0, TOP)) console.log(`${pct(share)}  ${name}`);
    console.log("\nSelf time by function:");
    for (const [name, share] of functions.slice(0, TOP)) console.log(`${pct(share)}  ${name}`);
  } finally {
    await closeHarness(harness, tmp);
  }
}

runScript(main);
