import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The seed is applied again over a seeded database (the e2e server's kept state, a re-seeded
 * preview): every table it fills with plain INSERTs is emptied first, so no row is doubled and no
 * foreign key trips (a table added without its DELETE broke the e2e server's second start).
 */
const SEED = join(import.meta.dirname, "..", "..", "commerce", "seed", "seed.generated.sql");

describe("the seed applies over a seeded database", () => {
  it("empties every table it inserts into before the first insert", () => {
    expect(existsSync(SEED), "run `npm run build` first").toBe(true);
    const deleted = new Set<string>();
    const missing = new Set<string>();
    for (const line of readFileSync(SEED, "utf8").split("\n")) {
      const del = /^DELETE FROM (\w+)/.exec(line);
      if (del) deleted.add(del[1]!);
      const ins = /^INSERT INTO (\w+)/.exec(line);
      if (ins && !deleted.has(ins[1]!)) missing.add(ins[1]!);
    }
    expect([...missing]).toEqual([]);
  });
});
