import { useAtomValue } from "jotai";
import type { PostsPage } from "../../../shared/contract/publish";
import { pageAtom } from "../../state/atoms";
import { useLabel, useUrls } from "../../state/hooks";

/*
 * The posts' numbered pages, which only the lists of posts (categories, tags, authors) show: apart
 * from ./parts.tsx, so a recipe page does not carry them (docs/decisions/0018-javascript-budget.md).
 */

/** Numbered pages as plain links: page 1 is the bare path, later pages `?page=N`. */
export function Pagination({ posts }: { posts: PostsPage }) {
  const t = useLabel();
  const urls = useUrls();
  const route = useAtomValue(pageAtom)?.route;
  if (!route || posts.pages <= 1) return null;
  const href = (n: number) => urls.path(route.path) + (n > 1 ? `?page=${n}` : "");
  const pages = Array.from({ length: posts.pages }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={t("pagination_page", { page: posts.page, pages: posts.pages })}>
      {posts.page > 1 && (
        <a href={href(posts.page - 1)} rel="prev">
          {t("pagination_prev")}
        </a>
      )}
      {pages.map((n) =>
        n === posts.page ? (
          <span key={n} className="current" aria-current="page">
            {n}
          </span>
        ) : (
          <a key={n} href={href(n)}>
            {n}
          </a>
        ),
      )}
      {posts.page < posts.pages && (
        <a href={href(posts.page + 1)} rel="next">
          {t("pagination_next")}
        </a>
      )}
    </nav>
  );
}
