import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Migrates and seeds the commerce database the API worker reads (idempotent per run).
const testEnv = env as unknown as { COMMERCE_DB: D1Database; TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] };
await applyD1Migrations(testEnv.COMMERCE_DB, testEnv.TEST_MIGRATIONS);
