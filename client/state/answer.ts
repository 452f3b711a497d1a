/**
 * Checks on what the browser reads from the BFF and from the page's own state. Both are made by
 * this shop's Worker, which validated everything it took from the API against the contracts in
 * shared/contract/. So the browser checks only that an answer has the shape it is about to read,
 * not every field: the full schemas would cost every shopper several KB of JavaScript on every
 * page (docs/decisions/0010). Anything else fails loudly and the caller's error path runs.
 */
export function shaped<T>(data: unknown, what: string, keys: readonly string[], arrays: readonly string[] = []): T {
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new TypeError(`${what}: not an object`);
  const o = data as Record<string, unknown>;
  for (const k of keys) if (!(k in o)) throw new TypeError(`${what}: missing ${k}`);
  for (const k of arrays) if (!Array.isArray(o[k])) throw new TypeError(`${what}: ${k} is not a list`);
  return data as T;
}

/** The page envelope (server state in the HTML, or a page answer of the BFF): what the app reads first. */
export function pageEnvelope<T>(data: unknown): T {
  const o = shaped<Record<string, unknown>>(data, "page", ["tenant", "labels", "info", "route", "layout", "title", "screen", "session"], ["alternates", "breadcrumbs"]);
  const screen = o.screen as { kind?: unknown } | null;
  const tenant = o.tenant as { basePath?: unknown; routeWords?: unknown } | null;
  if (typeof screen?.kind !== "string") throw new TypeError("page: screen without a kind");
  if (typeof tenant?.basePath !== "string" || typeof tenant.routeWords !== "object") throw new TypeError("page: tenant without its mount");
  if (!["default", "about", "blank", "bot"].includes(o.layout as string)) throw new TypeError("page: unknown layout");
  return data as T;
}
