/**
 * Joins runs of single-row INSERTs into the same table and columns into multi-row INSERTs. The
 * seed file has one statement per row (readable, and what `wrangler d1 execute` takes); every
 * test file applies it to its own database, where 17 000 statements cost seconds per file and a
 * few hundred cost a fraction of that. The rows and their order are unchanged.
 */
const INSERT = /^(INSERT(?: OR [A-Z]+)? INTO \w+ \([^)]*\)) VALUES (\(.*\));$/;
const MAX_ROWS = 500;
/** D1 refuses statements over 100 KB. */
const MAX_CHARS = 90_000;

export function batchInserts(statements: readonly string[]): string[] {
  const out: string[] = [];
  let head: string | null = null;
  let rows: string[] = [];
  let size = 0;
  const flush = () => {
    if (head !== null && rows.length > 0) out.push(`${head} VALUES ${rows.join(", ")};`);
    head = null;
    rows = [];
    size = 0;
  };
  for (const statement of statements) {
    const m = INSERT.exec(statement);
    if (!m) {
      flush();
      out.push(statement);
      continue;
    }
    const [, prefix, values] = m as unknown as [string, string, string];
    if (prefix !== head || rows.length >= MAX_ROWS || size + values.length > MAX_CHARS) flush();
    head = prefix;
    rows.push(values);
    size += values.length;
  }
  flush();
  return out;
}
