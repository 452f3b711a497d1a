import type { Moved, PageContext } from "./types";

/**
 * `?page=N` of a paginated list, crawl-safe: page 1 has one address (`?page=1` → 301 to the
 * address without it), anything that is not a page number or lies past the last page is a 404.
 */
type PageParam = { kind: "page"; page: number } | { kind: "first" } | { kind: "invalid" };

export function readPage(query: URLSearchParams): PageParam {
  const raw = query.get("page");
  if (raw === null) return { kind: "page", page: 1 };
  if (!/^[1-9]\d{0,3}$/.test(raw)) return { kind: "invalid" };
  const page = Number(raw);
  return page === 1 ? { kind: "first" } : { kind: "page", page };
}

/** The 301 from `?page=1` to the same list without it, the shopper's other choices kept. */
export function firstPageRedirect(ctx: PageContext): Moved {
  const rest = new URLSearchParams(ctx.query);
  rest.delete("page");
  const search = rest.toString();
  return { kind: "redirect", location: search ? `${ctx.route.path}?${search}` : ctx.route.path, status: 301 };
}
