import type { PostsPage, PostsQuery } from "../../../../shared/contract/publish";
import { label } from "../../../../shared/labels";
import { loadLabels } from "../../../data/app-data";
import { loadPosts } from "../../../data/publish";
import { absolutes, type Abs } from "../../content-ld";
import type { Screen } from "../../../../shared/screens";
import type { Loaded, LoaderResult, Moved, PageContext } from "../../types";
import { invalidPage } from "../../../errors";
import { firstPageRedirect, readPage } from "../../paging";

/** Helpers the publish and content loaders share: path segments, crumbs, redirects, paging. */

/** `/savjeti/moj-clanak/` → ["savjeti", "moj-clanak"]. */
export function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

export type Crumb = { title: string; path: string };

/** `t(key, vars)` in the tenant's language (labels come from the KV cache every page warms). */
export async function labeler(ctx: PageContext) {
  const labels = await loadLabels(ctx.dc);
  return (key: string, vars?: Record<string, string | number>) => label(labels, key, vars);
}

export function homeCrumb(t: (key: string) => string): Crumb {
  return { title: t("breadcrumbs_home"), path: "/" };
}

export function abs(ctx: PageContext): Abs {
  return absolutes(ctx.baseUrl);
}

interface Paged {
  posts: PostsPage;
  /** The page's own query for its canonical address (`?page=2`), empty on page 1. */
  canonicalSearch: string;
  /** "– Page 2 of 5" for titles of later pages, empty on page 1. */
  titleSuffix: string;
}

/** A page of public posts for a list screen, or the redirect/404 its `?page` calls for. */
export async function pagedPosts(ctx: PageContext, filter: PostsQuery, perPage: number): Promise<Paged | Moved | null> {
  const param = readPage(ctx.query);
  if (param.kind === "invalid") throw invalidPage(ctx.route.path);
  if (param.kind === "first") return firstPageRedirect(ctx);
  const [posts, t] = await Promise.all([loadPosts(ctx.dc, { ...filter, page: param.page, limit: perPage }), labeler(ctx)]);
  if (param.page > posts.pages) return null;
  if (param.page === 1) return { posts, canonicalSearch: "", titleSuffix: "" };
  return { posts, canonicalSearch: `?page=${param.page}`, titleSuffix: ` – ${t("pagination_page", { page: param.page, pages: posts.pages })}` };
}

export function isMoved(x: unknown): x is Moved {
  return typeof x === "object" && x !== null && (x as { kind?: unknown }).kind === "redirect";
}

/**
 * A content kind's two screens: its index at one segment (`/newsletter/`), one entry at two (a
 * slug the kind does not know is the 404 screen). Breadcrumbs: home, the index, the entry.
 */
export async function indexAndEntry<T extends { title: string }>(
  ctx: PageContext,
  kind: {
    /** Label keys of the index's title and description. */
    title: string;
    description?: string;
    index: () => Promise<Screen>;
    entry: (slug: string) => Promise<T | null>;
    page: (entry: T) => Pick<Loaded, "screen" | "description" | "structuredData">;
  },
): Promise<LoaderResult> {
  const parts = segments(ctx.route.path);
  const t = await labeler(ctx);
  const indexCrumb = { title: t(kind.title), path: `/${parts[0] ?? ""}/` };
  if (parts.length <= 1) {
    return { kind: "page", screen: await kind.index(), title: indexCrumb.title, description: kind.description ? t(kind.description) : "", breadcrumbs: [homeCrumb(t), indexCrumb] };
  }
  const entry = await kind.entry(parts[1] ?? "");
  if (!entry) return null;
  return { kind: "page", ...kind.page(entry), title: entry.title, breadcrumbs: [homeCrumb(t), indexCrumb, { title: entry.title, path: ctx.route.path }] };
}
