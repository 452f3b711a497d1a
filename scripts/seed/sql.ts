// Tiny SQL text builders for the seed file (one statement per line; `wrangler d1 execute` and
// the test setup both read it that way, so line breaks in texts become spaces; texts are HTML
// or plain prose, where that changes nothing).
export type Value = string | number | null | boolean | SqlExpression;

/** A value SQLite works out when the seed is applied (a date relative to that moment). */
export interface SqlExpression {
  expression: string;
}

/** The moment `days` days before the seed is applied, in datetime()'s form. */
export function daysAgo(days: number): SqlExpression {
  if (!Number.isInteger(days) || days < 0) throw new Error(`seed: not a whole number of days: ${days}`);
  return { expression: `datetime('now', '-${days} days')` };
}

export function sql(v: Value): string {
  if (v === null) return "NULL";
  if (typeof v === "object") return v.expression;
  if (typeof v === "boolean") return v ? "1" : "0";
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new Error(`seed: not a finite number: ${v}`);
    return String(v);
  }
  return `'${v.replace(/'/g, "''").replace(/\r?\n/g, " ")}'`;
}

export function insert(table: string, row: Record<string, Value>): string {
  const cols = Object.keys(row);
  return `INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((c) => sql(row[c] ?? null)).join(", ")});`;
}

/** Ids by code, assigned in data order from `start`, so they are the same on every seed. */
export function idsOf<T extends { code: string }>(items: T[], start = 1): Map<string, number> {
  return new Map(items.map((item, i) => [item.code, start + i]));
}

/** The id of a code the data refers to; an unknown code stops the seed naming it. */
export function need(map: Map<string, number>, code: string, what: string): number {
  const id = map.get(code);
  if (id === undefined) throw new Error(`seed: unknown ${what} "${code}"`);
  return id;
}
