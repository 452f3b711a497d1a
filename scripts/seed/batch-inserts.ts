/**
 * Joins the seed's single-row INSERTs into multi-row INSERTs, for the databases the tests and the
 * e2e server seed anew (every vitest file applies it to a database of its own). The seed file has
 * one statement per row (readable, and what `wrangler d1 execute` takes), a product's rows of
 * several tables one after another; D1 runs each statement through its own round of the query
 * path, so 4,700 statements cost a file seconds where 150 cost a fraction of that
 * (docs/testing.md, "The seed, in few statements").
 *
 * Between two statements that are not INSERTs (a DELETE, an INSERT … SELECT), which stay where
 * they are, the rows are grouped by table and columns, each group where its table's first row
 * was: a table's rows keep their order, and every table comes after the tables whose rows its
 * first row followed (a product's categories, a translation's product), so a row still finds the
 * rows it refers to, and a trigger that reads other tables reads them filled as far as before.
 */
const INSERT = /^(INSERT(?: OR [A-Z]+)? INTO \w+ \([^)]*\)) VALUES (\(.*\));$/;
const MAX_ROWS = 500;
/** D1 refuses statements over 100 KB. */
const MAX_CHARS = 90_000;

export function batchInserts(statements: readonly string[]): string[] {
  const out: string[] = [];
  /** The segment since the last statement that is no INSERT: its rows by table and columns, in order of first appearance. */
  let groups = new Map<string, string[]>();
  const flush = () => {
    for (const [head, rows] of groups) {
      let batch: string[] = [];
      let size = 0;
      for (const values of rows) {
        if (batch.length >= MAX_ROWS || size + values.length > MAX_CHARS) {
          out.push(`${head} VALUES ${batch.join(", ")};`);
          batch = [];
          size = 0;
        }
        batch.push(values);
        size += values.length;
      }
      if (batch.length > 0) out.push(`${head} VALUES ${batch.join(", ")};`);
    }
    groups = new Map();
  };
  for (const statement of statements) {
    const m = INSERT.exec(statement);
    if (!m) {
      flush();
      out.push(statement);
      continue;
    }
    const [, head, values] = m as unknown as [string, string, string];
    let rows = groups.get(head);
    if (!rows) groups.set(head, (rows = []));
    rows.push(values);
  }
  flush();
  return out;
}
