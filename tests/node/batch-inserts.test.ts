import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { batchInserts } from "../../scripts/seed/batch-inserts";

/**
 * The seed in few statements (scripts/seed/batch-inserts.ts): what every vitest file and the e2e
 * server apply to their own database, where each statement costs a round of D1's query path.
 */
const p = (id: number) => `INSERT INTO products (id, code) VALUES (${id}, 'p${id}');`;
const t = (id: number) => `INSERT INTO product_i18n (product_id, lang) VALUES (${id}, 'hr');`;

describe("the seed's inserts, batched", () => {
  it("joins a table's rows across the other tables' rows: each table's rows in order, each table where its first row was", () => {
    expect(batchInserts([p(1), t(1), p(2), t(2), p(3)])).toEqual([
      "INSERT INTO products (id, code) VALUES (1, 'p1'), (2, 'p2'), (3, 'p3');",
      "INSERT INTO product_i18n (product_id, lang) VALUES (1, 'hr'), (2, 'hr');",
    ]);
  });

  it("keeps a statement that is no INSERT where it is: no row crosses it", () => {
    const del = "DELETE FROM warehouse_stock;";
    expect(batchInserts([p(1), del, p(2), t(2)])).toEqual([
      "INSERT INTO products (id, code) VALUES (1, 'p1');",
      del,
      "INSERT INTO products (id, code) VALUES (2, 'p2');",
      "INSERT INTO product_i18n (product_id, lang) VALUES (2, 'hr');",
    ]);
  });

  it("keeps other column lists and INSERT OR forms apart, and a statement under D1's 100 KB and 500 rows", () => {
    const other = "INSERT OR IGNORE INTO products (id, code) VALUES (9, 'p9');";
    expect(batchInserts([p(1), other, p(2)])).toEqual(["INSERT INTO products (id, code) VALUES (1, 'p1'), (2, 'p2');", other]);
    const many = batchInserts(Array.from({ length: 1201 }, (_, i) => p(i)));
    expect(many.map((s) => s.split("), (").length)).toEqual([500, 500, 201]);
    const long = `'${"x".repeat(30_000)}'`;
    const wide = batchInserts([1, 2, 3, 4].map((i) => `INSERT INTO posts (id, body) VALUES (${i}, ${long});`));
    expect(wide).toHaveLength(2);
    expect(Math.max(...wide.map((s) => s.length))).toBeLessThan(100_000);
  });

  it("the seed: every row kept, the other statements in their order, in a few hundred statements rather than thousands", () => {
    const lines = readFileSync("commerce/seed/seed.generated.sql", "utf8").split("\n").filter(Boolean);
    const batched = batchInserts(lines);
    const INSERT = /^INSERT(?: OR [A-Z]+)? INTO \w+ \([^)]*\) VALUES (\(.*\));$/;
    const values = (statements: string[]) => statements.flatMap((s) => INSERT.exec(s)?.[1] ?? []);
    const [before, after] = [values(lines), values(batched)];
    // Rows are joined with ", ": what the batches hold is every row's text and one joint a row past each batch's first.
    expect(after.reduce((n, v) => n + v.length, 0)).toBe(before.reduce((n, v) => n + v.length, 0) + 2 * (before.length - after.length));
    expect(batched.filter((s) => !INSERT.test(s))).toEqual(lines.filter((s) => !INSERT.test(s)));
    expect(batched.length).toBeLessThan(300);
    expect(lines.length).toBeGreaterThan(20_000);
  });
});
