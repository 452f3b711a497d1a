import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { fold } from "../../../shared/search/fold";
import { pageAtom } from "../../state/atoms";
import { Highlighted, highlightWords } from "./highlight";
import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useUrls } from "../../state/hooks";
import type { ScreenMap } from "../types";
import { ProductListing } from "./listing";
import { ProductGrid } from "./product-card";
import { ProductDetailScreen } from "./product-detail";

function CatalogIndex({ screen }: { screen: ScreenOf<"catalog-index"> }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <>
      <h1>{t("nav_products")}</h1>
      <ul className="category-tiles">
        {screen.categories.map((c) => (
          <li key={c.code}>
            <a href={urls.path(c.url_without_domain)}>{c.title}</a>
          </li>
        ))}
      </ul>
      <ProductListing listing={screen.listing} />
    </>
  );
}

function CategoryScreen({ screen }: { screen: ScreenOf<"catalog-category"> }) {
  const urls = useUrls();
  const c = screen.category;
  return (
    <>
      <h1>{c.title}</h1>
      {c.description && <div className="category-description cms-content" dangerouslySetInnerHTML={{ __html: c.description }} />}
      {c.children.length > 0 && (
        <ul className="category-tiles">
          {c.children.map((ch) => (
            <li key={ch.code}>
              <a href={urls.path(ch.url_without_domain)}>
                {ch.title} <span className="count">({ch.count})</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <ProductListing listing={screen.listing} />
    </>
  );
}

function ListScreen({ screen }: { screen: ScreenOf<"catalog-list"> }) {
  return (
    <>
      <h1>{screen.list.title}</h1>
      <ProductListing listing={screen.listing} />
    </>
  );
}

function ManufacturersScreen({ screen }: { screen: ScreenOf<"catalog-manufacturers"> }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <>
      <h1>{t("product_manufacturer")}</h1>
      <ul className="brand-grid">
        {screen.manufacturers.map((m) => (
          <li key={m.code}>
            <a href={urls.path(m.url_without_domain)}>
              <img src={m.image_thumbs.small} alt="" width={160} height={160} loading="lazy" />
              <span>{m.title}</span> <span className="count">({m.product_count})</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function ManufacturerScreen({ screen }: { screen: ScreenOf<"catalog-manufacturer"> }) {
  const m = screen.manufacturer;
  return (
    <>
      <header className="brand-header">
        <img src={m.image_thumbs.medium} alt="" width={160} height={160} />
        <div>
          <h1>{m.title}</h1>
          <p className="brand-country">{m.country}</p>
          <div className="cms-content" dangerouslySetInnerHTML={{ __html: m.description }} />
        </div>
      </header>
      <ProductListing listing={screen.listing} showBrands={false} />
    </>
  );
}

function TagsScreen({ screen }: { screen: ScreenOf<"catalog-tags"> }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <>
      <h1>{t("tags_title")}</h1>
      <p className="tag-cloud">
        {screen.tags.map((tag) => (
          <a key={tag.code} className="tag" href={urls.path(tag.url_without_domain)}>
            {tag.title} <span className="count">({tag.product_count})</span>
          </a>
        ))}
      </p>
    </>
  );
}

function TagScreen({ screen }: { screen: ScreenOf<"catalog-tag"> }) {
  return (
    <>
      <h1>#{screen.tag.title}</h1>
      <ProductListing listing={screen.listing} />
    </>
  );
}

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
    setPage((page) => (page && page.screen.kind === "catalog-search" ? { ...page, screen: { ...page.screen, query: typed } } : page));
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
        <label className="facet">
          <input type="checkbox" name="search_content" value="1" defaultChecked={screen.content.length > 0} /> {t("articles_title")}
        </label>
        <button type="submit" className="button">
          {t("search_submit")}
        </button>
      </form>
      {screen.corrected && products && (
        <p className="search-corrected" role="status">
          {t("search_showing_results_for", { query: screen.corrected })}
        </p>
      )}
      {screen.query && !products && screen.content.length === 0 && (
        <section className="search-empty">
          <p className="empty">{t("search_no_results", { query: screen.query })}</p>
          {screen.popular.length > 0 && (
            <>
              <h2>{t("search_popular_categories")}</h2>
              <p className="tag-cloud">
                {screen.popular.map((c) => (
                  <a key={c.url_without_domain} className="tag" href={urls.path(c.url_without_domain)}>
                    {c.title}
                  </a>
                ))}
              </p>
            </>
          )}
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

/** Catalogue screens, one chunk in the browser. */
export const SCREENS: ScreenMap = {
  "catalog-index": CatalogIndex,
  "catalog-category": CategoryScreen,
  "catalog-list": ListScreen,
  "catalog-manufacturers": ManufacturersScreen,
  "catalog-manufacturer": ManufacturerScreen,
  "catalog-tags": TagsScreen,
  "catalog-tag": TagScreen,
  "catalog-product": ProductDetailScreen,
  "catalog-search": SearchScreen,
};

