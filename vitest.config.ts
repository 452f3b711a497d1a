import { readFileSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { batchInserts } from "./tests/setup/batch-inserts";

/**
 * Two projects: `workers` runs unit, integration and fuzz tests inside workerd with the storefront
 * as `main` and the commerce API (its dry-run bundle, built by `npm run build`) bound as `API`
 * through a stub upstream that can inject faults (tests/faults/), sharing a D1 database the setup
 * file migrates and seeds; `node` tests the build scripts.
 */
export default defineConfig({
  test: {
    projects: [
      {
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
                bindings: { TEST_MIGRATIONS: [...migrations, { name: "seed", queries: seed }], MEMORY_CACHE_MS: "0" },
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
        test: {
          name: "workers",
          include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}", "tests/fuzz/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/setup/database.ts"],
        },
      },
      {
        test: { name: "node", environment: "node", include: ["tests/node/**/*.test.ts"] },
      },
    ],
  },
});
