import type { ScreenOf } from "../../shared/page-state";
import { CategoryTiles } from "../components/category-tiles";
import { SearchBox } from "../components/search-box";
import { useLabel, useUrls } from "../state/hooks";

/**
 * The localized 404 screen (docs/behaviour/08-errors.md): the back-to-homepage button, a search
 * box (a plain GET form to the search page, so it works for bots and without JavaScript) and the
 * shop's popular categories as picture tiles. Nothing in it depends on the visitor, so the page
 * stays the same for every anonymous visitor.
 */
export function NotFoundScreen({ reason, categories = [] }: Pick<ScreenOf<"not-found">, "reason" | "categories">) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <p className="error-code">404</p>
      <h1 id="error-title">{t("error_404_title")}</h1>
      <p>{t("error_404_text")}</p>
      {reason && <p className="error-reason">{reason}</p>}
      <div className="error-search">
        <h2 id="error-search-title">{t("error_404_search")}</h2>
        <SearchBox labelledBy="error-search-title" />
      </div>
      <a className="button" href={urls.named("home")}>
        {t("back_to_homepage")}
      </a>
      {categories.length > 0 && (
        <nav className="error-categories" aria-labelledby="error-categories-title">
          <h2 id="error-categories-title">{t("error_404_popular")}</h2>
          <CategoryTiles categories={categories} />
        </nav>
      )}
    </section>
  );
}
