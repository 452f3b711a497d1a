import { readFileSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { configDefaults, defineConfig } from "vitest/config";
import { batchInserts } from "./scripts/seed/batch-inserts";

const WORKERS_FILES = ["tests/integration/**/*.test.{ts,tsx}", "tests/fuzz/**/*.test.{ts,tsx}"];

/**
 * Files of the integration and fuzz tests that need a storefront of their own, each with why:
 * what they change or count would reach the files after them in a shared workerd, or theirs
 * would be changed by those before.
 */
const ISOLATED_FILES = [
  // Checks the database as seeded (its counts, every post translated, every entity routed): the
  // files before it in a shared workerd place orders, add users and move stock.
  "tests/integration/seed-data.test.ts",
  // Runs the restock mail job over the whole database and expects it to send nothing while its own
  // requests' products are still out of stock: another file's open request on a product a third file
  // restocked would be mailed in that run.
  "tests/integration/back-in-stock.test.ts",
  // Brings a package from 0 to stock and expects exactly its own back-in-stock request mailed: a
  // request another file left on the same package would be mailed too (seen in CI: "mailed": 2).
  "tests/integration/warehouse-stock-form.test.ts",
  // Expects a site's search log report to show its own searches on top: search-languages.test.ts
  // searches the same site more often, and its rows would stay in a shared database.
  "tests/integration/search-engine.test.ts",
];

/**
 * `workers` and `workers-isolated` (integration and fuzz), `unit` and `edge-cache` run inside
 * workerd with the storefront as `main` and the commerce API (its dry-run bundle, built by
 * `npm run build`) bound as `API` through a stub upstream that can inject faults (tests/faults/);
 * in all but `unit` a setup file migrates and seeds the D1 database first. `node` tests the build
 * scripts.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one file at a time on a two-core CI
    // machine, with the second core idle while that file's workerd seeds and renders. Each worker
    // has its own workerd and storage, so two at once share nothing.
    maxWorkers: 2,
    projects: [
      // Integration and fuzz tests read the commerce API. Their files share a workerd per vitest
      // worker (docs/testing.md "Files that share a workerd"): the database is migrated and seeded
      // once per workerd (database.ts is a no-op once applied), and each file starts with an empty
      // KV cache and no injected faults (shared-workerd.ts). The files of ISOLATED_FILES need a
      // workerd of their own.
      workerdProject("workers", WORKERS_FILES, ["./tests/setup/database.ts", "./tests/setup/shared-workerd.ts"], false, "off", ISOLATED_FILES),
      workerdProject("workers-isolated", ISOLATED_FILES, ["./tests/setup/database.ts"]),
      // Unit tests never reach the database: no seeding (about 2 s a file saved).
      workerdProject("unit", ["tests/unit/**/*.test.{ts,tsx}"], [], false),
      // The full-page cache on (the projects above render every request, so a test sees its own
      // KV edits and faults at once): one file per behaviour of docs/decisions/0011-edge-page-cache.md.
      workerdProject("edge-cache", ["tests/edge-cache/**/*.test.{ts,tsx}"], ["./tests/setup/database.ts"], true, "on"),
      {
        // The build-script tests write every seed image and build bundles: the same hang guard
        // as the workerd projects, since a loaded CI machine is slower than the 5 s default.
        test: { name: "node", environment: "node", include: ["tests/node/**/*.test.ts"], testTimeout: 30_000 },
      },
    ],
  },
});

/** A project that runs its files inside workerd with the storefront and the commerce API. */
function workerdProject(name: string, include: string[], setupFiles: string[], isolate = true, pageCache: "on" | "off" = "off", exclude: string[] = []) {
  return {
    plugins: [
      cloudflareTest(async () => {
        const migrations = await readD1Migrations("./commerce/migrations");
        const seed = batchInserts(readFileSync("./commerce/seed/seed.generated.sql", "utf8").split("\n").filter(Boolean));
        return {
          main: "./worker/index.ts",
          wrangler: { configPath: "./wrangler.toml" },
          miniflare: {
            d1Databases: { COMMERCE_DB: "commerce-db" },
            // Integration tests edit KV directly and must see it at once: no in-isolate memory copy.
            // The API cache is on as in production (ENVIRONMENT is development, where it is off by
            // default): these tests test the cache; tests/integration/runtime-constants.test.ts turns it off.
            bindings: { TEST_MIGRATIONS: [...migrations, { name: "seed", queries: seed }], MEMORY_CACHE_MS: "0", PAGE_CACHE: pageCache, API_CACHE: "on" },
            // The API binding goes through a stub upstream that passes calls on to the commerce
            // API unless a test injects a fault (500, 503, hangs, slow or broken bodies).
            serviceBindings: { API: "zrno-upstream-faults" },
            workers: [
              {
                name: "zrno-upstream-faults",
                modules: true,
                scriptPath: "./tests/faults/upstream-faults.js",
                compatibilityDate: "2026-04-20",
                serviceBindings: { UPSTREAM: "zrno-commerce" },
              },
              {
                name: "zrno-commerce",
                modules: true,
                scriptPath: "./commerce/dist/index.js",
                compatibilityDate: "2026-04-20",
                d1Databases: { DB: "commerce-db" },
                bindings: { ENVIRONMENT: "development", TOKEN_SECRET: "test-only-token-secret-of-at-least-32-chars", MAINTENANCE_CHECK_MS: "0", GATEWAY_BASE: "/_gateway", GATEWAY_SECRET: "test-only-gateway-secret-of-at-least-32-chars" },
              },
            ],
          },
        };
      }),
    ],
    // A file renders whole pages through both Workers in workerd; on a loaded two-core machine
    // one test can take several seconds, so the 5 s default would fail tests that are correct.
    // This is a hang guard, not a speed assertion (speed is measured by `npm run bench`).
    // The first setup file keeps a request through `exports.default` as cheap late in a file as
    // early (docs/testing.md "The entrypoint wrapper").
    test: { name, include, exclude: [...configDefaults.exclude, ...exclude], setupFiles: ["./tests/setup/entrypoint-wrapper.ts", ...setupFiles], isolate, testTimeout: 30_000, hookTimeout: 60_000 },
  };
}
