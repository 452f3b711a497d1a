import { env } from "cloudflare:workers";
import { expect } from "vitest";

/**
 * What every fuzz property checks after its run (docs/security.md A9): nothing was written to the
 * commerce database and no prototype was touched, plus a tally of runs and 5xx answers that the
 * property prints as a `FUZZ {...}` line.
 */
const db = () => (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;

/** Row count of every table of the commerce database. */
export async function rowCounts(): Promise<Record<string, number>> {
  const tables = await db()
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations' ORDER BY name")
    .all<{ name: string }>();
  const out: Record<string, number> = {};
  for (const { name } of tables.results) out[name] = (await db().prepare(`SELECT COUNT(*) AS n FROM "${name}"`).first<{ n: number }>())!.n;
  return out;
}

/** The own properties of the prototypes a polluting key would reach. */
export function prototypeSnapshot(): string {
  const describe = (o: object) => Object.getOwnPropertyNames(o).sort().map((k) => `${k}:${typeof Object.getOwnPropertyDescriptor(o, k)?.value}`);
  return JSON.stringify({ object: describe(Object.prototype), array: describe(Array.prototype), fn: describe(Function.prototype) });
}

export function expectUnpolluted(before: string) {
  expect(prototypeSnapshot()).toBe(before);
  const probe: Record<string, unknown> = {};
  for (const key of ["polluted", "isAdmin", "x", "__fuzz"]) expect(probe[key]).toBeUndefined();
}

export class Tally {
  runs = 0;
  fiveXx = 0;
  readonly statuses: Record<number, number> = {};
  constructor(readonly name: string) {}
  see(status: number) {
    this.runs++;
    if (status >= 500) this.fiveXx++;
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }
  print() {
    console.log(`FUZZ ${JSON.stringify({ property: this.name, runs: this.runs, fiveXx: this.fiveXx, statuses: this.statuses })}`);
  }
}
