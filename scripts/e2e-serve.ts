/**
 * The e2e server's runtime (scripts/e2e-server.sh starts it): both Workers' deploy bundles in one
 * Miniflare, configured from their wrangler.toml files, with no `wrangler dev` in front.
 *
 * Why not `wrangler dev`: it puts a proxy worker and a file watcher in front of the Workers. Under
 * a full e2e run on two cores that layer cost about two thirds of the server's CPU; its proxy
 * answers any POST it fails to pass on with its own 503 ("Your worker restarted mid-request"),
 * which failed CI runs at random (wishlist, log-out, payment), and once the whole server crashed.
 * Tests run against what is deployed, built once; developers keep `wrangler dev` (`npm start`)
 * for its reloading.
 */
import { readdirSync, readFileSync } from "node:fs";
import { Log, LogLevel, Miniflare, type WorkerOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig, unstable_splitSqlQuery } from "wrangler";
import { batchInserts } from "./seed/batch-inserts";

const port = Number(process.env.E2E_PORT ?? 8799);
const state = process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state";
const storefrontBundle = process.env.E2E_BUNDLE_DIR ?? ".wrangler/e2e-bundle";

/** A Worker as its wrangler.toml describes it, running the bundle `wrangler deploy --dry-run` wrote. */
function workerFrom(configPath: string, scriptPath: string): WorkerOptions {
  const config = unstable_readConfig({ config: configPath });
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
  return {
    ...workerOptions,
    name: config.name,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    modules: true,
    modulesRoot: scriptPath.replace(/\/[^/]+$/, ""),
    scriptPath,
  } as WorkerOptions;
}

/**
 * The storefront with the API cache on, as deployed to production (wrangler.toml's development
 * turns it off so a developer sees edits at once; worker/cache/manifest.ts `apiCacheEnabled`).
 */
function storefront(): WorkerOptions {
  const worker = workerFrom("wrangler.toml", `${storefrontBundle}/index.js`);
  return { ...worker, bindings: { ...(worker.bindings as Record<string, unknown>), API_CACHE: "on" } } as WorkerOptions;
}

function miniflareOn(listenPort: number): Miniflare {
  return new Miniflare({
    host: "127.0.0.1",
    port: listenPort,
    // The same place `wrangler d1 ... --persist-to $STATE` keeps a local database.
    defaultPersistRoot: `${state}/v3`,
    // No request.cf from the network (the machine has none); Miniflare's fixed stand-in instead.
    cf: false,
    log: new Log(LogLevel.INFO),
    // One line per request, as `wrangler dev` printed: the failure digest shows the log's tail.
    logRequests: true,
    workers: [storefront(), workerFrom("commerce/wrangler.toml", "commerce/dist/index.js")],
  });
}

// The database is brought up to date on a private port first: Playwright starts the tests once the
// public port answers, and they must not meet a half-seeded catalogue.
const t0 = Date.now();
const setup = miniflareOn(0);
await migrateAndSeed(await setup.getD1Database("DB", "zrno-commerce"));
await setup.dispose();

const mf = miniflareOn(port);
const url = await mf.ready;
console.log(`e2e server ready on ${url.href} (${Date.now() - t0} ms after start)`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void mf.dispose().finally(() => process.exit(0));
  });
}

/**
 * Brings the database to the migrations and the seed, as `wrangler d1 migrations apply` and
 * `wrangler d1 execute --file` would (the same `d1_migrations` table), but through the binding in
 * a few thousand multi-row statements instead of 19,000 single ones.
 * The seed deletes before it inserts, so a reused state dir ends with the same data as a new one.
 */
async function migrateAndSeed(db: D1Database): Promise<void> {
  const started = Date.now();
  console.log(`e2e server: setup runtime up in ${started - t0} ms`);
  await db.prepare("CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)").run();
  const applied = new Set((await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map((r) => r.name));
  for (const name of readdirSync("commerce/migrations").filter((f) => f.endsWith(".sql")).sort()) {
    if (applied.has(name)) continue;
    const statements = unstable_splitSqlQuery(readFileSync(`commerce/migrations/${name}`, "utf8"));
    await db.batch([...statements.map((q) => db.prepare(q)), db.prepare("INSERT INTO d1_migrations (name) VALUES (?1)").bind(name)]);
  }
  const seed = batchInserts(readFileSync("commerce/seed/seed.generated.sql", "utf8").split("\n").filter(Boolean));
  // One call with every statement (exec runs one per line): a batch of prepared statements would
  // cross from Node into workerd once per statement.
  await db.exec(seed.join("\n"));
  console.log(`e2e server: database migrated and seeded (${seed.length} statements) in ${Date.now() - started} ms`);
}
