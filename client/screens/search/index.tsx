import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { fold } from "../../../shared/search/fold";
import type { ScreenOf } from "../../../shared/screens";
import { islandGroup } from "../../components/island";
import { wakeIslands } from "../../components/islands";
import { pageAtom } from "../../state/atoms";
import { useLabel, useUrls } from "../../state/hooks";
import { Highlighted, highlightWords } from "../catalog/highlight";
import { ProductListing } from "../catalog/listing";
import type { ScreenMap } from "../types";

/**
 * A search that found nothing offers the shop's empty state (../catalog/empty-state.tsx): a lazy
 * part (../../components/island.tsx) whose chunk only such a page loads. Declared here rather than
 * shared with the cart and the saved lists: a module of their three chunks would be a chunk of its
 * own, a request and 0.1 KB gz more on each first view (docs/decisions/0018-javascript-budget.md).
 */
const empty = islandGroup<typeof import("../catalog/empty-state")>(() => import("../catalog/empty-state"));
const EmptyState = empty.island("EmptyState");
/** The Worker awaits it before any render: the server renders the empty state in full. */
export const preloadSearchEmptyState = (): Promise<void> => empty.preload();

/** What a content hit is, as the navigation names its section. */
const CONTENT_KIND: Record<string, string> = { post: "nav_articles", recipe: "nav_recipes", faq: "nav_faq", store: "nav_locations" };

/**
 * The edge page cache keeps one results page for a query however it is written (folded:
 * docs/decisions/0011-edge-page-cache.md "Search pages"), so a page may come with `cokolada`
 * where this shopper typed `čokolada`. After hydration the heading and the boxes show the words
 * as the address has them.
 */
function useTypedQuery(shown: string) {
  const setPage = useSetAtom(pageAtom);
  useEffect(() => {
    const typed = (new URLSearchParams(window.location.search).get("search_q") ?? "").trim().slice(0, 100);
    if (!typed || typed === shown || fold(typed) !== fold(shown)) return;
    // The header's box shows them too: its island hydrates first, as a dehydrated one given new
    // words would switch to client rendering (client/components/islands.tsx).
    const show = () => setPage((page) => (page && page.screen.kind === "catalog-search" ? { ...page, screen: { ...page.screen, query: typed } } : page));
    wakeIslands().then(show, show);
  }, [shown, setPage]);
}

function SearchScreen({ screen }: { screen: ScreenOf<"catalog-search"> }) {
  const t = useLabel();
  const urls = useUrls();
  const words = highlightWords(screen.corrected ?? screen.query);
  const products = screen.listing && screen.listing.products.total > 0 ? screen.listing : null;
  useTypedQuery(screen.query);
  return (
    <div className="search-page">
      <h1 className="search-heading">{screen.query ? t("search_results_for", { query: screen.query }) : t("nav_search")}</h1>
      <form className="search-form" method="get" action={urls.named("search")} role="search">
        <label>
          <span className="visually-hidden">{t("search_placeholder")}</span>
          <input key={screen.query} type="search" name="search_q" defaultValue={screen.query} placeholder={t("search_placeholder")} maxLength={100} required />
        </label>
        <button type="submit" className="button">
          {t("search_submit")}
        </button>
        <label className="facet">
          <input type="checkbox" name="search_content" value="1" defaultChecked={screen.content.length > 0} /> {t("articles_title")}
        </label>
      </form>
      {screen.corrected && products && (
        <p className="search-corrected" role="status">
          {t("search_showing_results_for", { query: screen.corrected })}
        </p>
      )}
      {screen.query && !products && screen.content.length === 0 && (
        <section className="search-empty">
          <EmptyState icon="search" message={t("search_no_results", { query: screen.query })} hint={t("search_no_results_hint")} offers={screen.offers ?? { categories: [] }} />
        </section>
      )}
      <div className={screen.content.length > 0 ? "search-results with-content" : "search-results"}>
        {products && (
          <section className="search-products">
            <ProductListing listing={products} titleOf={(p) => <Highlighted text={p.title} words={words} />} />
          </section>
        )}
        {screen.content.length > 0 && (
          <section className="search-content">
            <h2>{t("search_content")}</h2>
            <ul>
              {screen.content.map((c) => (
                <li key={`${c.kind}:${c.url_without_domain}:${c.title}`}>
                  {CONTENT_KIND[c.kind] && <span className="search-content-kind">{t(CONTENT_KIND[c.kind]!)}</span>}
                  <a href={urls.path(c.url_without_domain)}>
                    <Highlighted text={c.title} words={words} />
                  </a>
                  {c.summary && (
                    <p>
                      <Highlighted text={c.summary} words={words} />
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}

/**
 * The search results: a chunk of their own, so that search adds no JavaScript to the pages that
 * do not show results (the header's box and suggestions live in client.js).
 */
export const SCREENS: ScreenMap = {
  "catalog-search": SearchScreen,
};
