/**
 * `npm run load:abuse`: log-in abuse at loopback for LOAD_SECONDS (30), figures only
 * (docs/security.md "Load"). Three things at once against the storefront's BFF:
 *
 * - password spray: ONE client (one CF-Connecting-IP) tries a common password on ever new e-mails;
 * - credential stuffing: MANY clients (a botnet of STUFFING_CLIENTS addresses, each used again
 *   after the others) try leaked pairs, a third of them on the owner's e-mail (the seeded staff
 *   account): past the API's longest wait (1.5 s) an address that failed on the owner's e-mail
 *   before is answered 429 by the API;
 * - the owner signs in every 2 s with the right password from a client of their own.
 *
 * Prints, per stream, the tries sent, tries evaluated (answered by the API: not 429), 429s and
 * 5xx, the slowest answer and the answers by status, and the owner's sign-ins that succeeded. Same harness as `npm run load` (both Workers in
 * one Miniflare workerd, the rate-limit bindings in memory). Knobs (env): LOAD_PORT (8813),
 * LOAD_SECONDS. The last line is `ABUSE {json}`.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildBundles } from "./bench/build";
import { BROWSER_UA as UA, closeHarness, envNumber, runScript, startHarness, type Harness } from "./bench/harness";

const ROOT = resolve(import.meta.dirname, "..");
const PORT = envNumber("LOAD_PORT", 8813);
const SECONDS = envNumber("LOAD_SECONDS", 30);
const OWNER = { email: "urednik@zrno.hr", password: "Zrno-urednik-2026" };
const STUFFING_CLIENTS = 40;

interface Tally {
  sent: number;
  evaluated: number;
  tooMany: number;
  serverErrors: number;
  ok: number;
  /** Answers by status (599: no answer), to tell timeouts from crashes. */
  statuses: Record<string, number>;
  /** The slowest answer, milliseconds. */
  slowestMs: number;
}
const tally = (): Tally => ({ sent: 0, evaluated: 0, tooMany: 0, serverErrors: 0, ok: 0, statuses: {}, slowestMs: 0 });

async function tryLogin(base: URL, ip: string, email: string, password: string, t: Tally): Promise<number> {
  t.sent++;
  let status = 0;
  const started = performance.now();
  try {
    const res = await fetch(new URL("/api/nuxtapi/auth/login/", base), {
      method: "POST",
      headers: { "content-type": "application/json", origin: base.origin, "sec-fetch-site": "same-origin", "cf-connecting-ip": ip, "user-agent": UA },
      body: JSON.stringify({ email, password }),
      redirect: "manual",
    });
    await res.arrayBuffer();
    status = res.status;
  } catch {
    status = 599;
  }
  t.slowestMs = Math.max(t.slowestMs, Math.round(performance.now() - started));
  t.statuses[status] = (t.statuses[status] ?? 0) + 1;
  if (status === 429) t.tooMany++;
  else if (status >= 500) t.serverErrors++;
  else t.evaluated++;
  if (status === 200) t.ok++;
  return status;
}

/** Runs `worker` with `concurrency` loops until the deadline. */
async function during(deadline: number, concurrency: number, worker: (i: number) => Promise<void>): Promise<void> {
  let i = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (Date.now() < deadline) await worker(i++);
  }));
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), "zrno-abuse-"));
  let harness: Harness | null = null;
  try {
    const bundles = await buildBundles(ROOT, tmp);
    harness = await startHarness(ROOT, bundles, PORT, join(tmp, "d1"));
    const base = harness.url;
    const spray = tally();
    const stuffing = tally();
    const owner = tally();
    const deadline = Date.now() + SECONDS * 1000;
    console.log(`abuse load: ${SECONDS} s against ${base.origin}`);
    await Promise.all([
      during(deadline, 4, (i) => tryLogin(base, "203.0.113.10", `spray-${i}@example.test`, "Winter2026!", spray).then(() => undefined)),
      during(deadline, 16, (i) => {
        const ip = `100.64.0.${i % STUFFING_CLIENTS}`;
        const email = i % 3 === 0 ? OWNER.email : `leaked-${i % 500}@example.test`;
        return tryLogin(base, ip, email, `Leaked-${i}-pass`, stuffing).then(() => undefined);
      }),
      during(deadline, 1, async (i) => {
        await tryLogin(base, `198.18.0.${(i % 250) + 1}`, OWNER.email, OWNER.password, owner);
        await new Promise((r) => setTimeout(r, 2000));
      }),
    ]);
    const row = (name: string, t: Tally) => `${name.padEnd(22)} sent ${String(t.sent).padStart(6)}  evaluated ${String(t.evaluated).padStart(6)}  429 ${String(t.tooMany).padStart(6)}  5xx ${t.serverErrors}  slowest ${t.slowestMs} ms  ${JSON.stringify(t.statuses)}`;
    console.log(row("spray (1 client)", spray));
    console.log(row("stuffing (many)", stuffing));
    console.log(`owner sign-ins          ${owner.ok} of ${owner.sent} succeeded  (429 ${owner.tooMany}, 5xx ${owner.serverErrors})`);
    const serverErrors = spray.serverErrors + stuffing.serverErrors + owner.serverErrors;
    console.log(`5xx total               ${serverErrors} (goal 0)`);
    console.log(`ABUSE ${JSON.stringify({ seconds: SECONDS, spray, stuffing, owner, serverErrors })}`);
  } finally {
    await closeHarness(harness, tmp);
  }
}

runScript(main);
