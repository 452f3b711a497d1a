import { lazy, Suspense, useEffect, useState } from "react";
import type { ProductDetail, ProductRecipe } from "../../../shared/contract/catalog";
import { useLabel, useUrls } from "../../state/hooks";

/**
 * The product page's sections after its own (issue 10; docs/decisions/0031-goes-well-with-and-recently-viewed.md):
 * "goes well with" (a ./product-rail.tsx) and the recipes that use the product, from the commerce
 * API and rendered by the server (crawlers get them too), and the shopper's recently viewed
 * products, which live in their browser and so are drawn after hydration only. A phone swipes
 * each row sideways, a desktop shows it as a grid.
 */

/** The recipes whose products include this one: picture, title and time, each a link to its recipe. */
export function ProductRecipes({ recipes }: { recipes: ProductRecipe[] }) {
  const t = useLabel();
  const urls = useUrls();
  if (recipes.length === 0) return null;
  return (
    <section className="product-rail product-recipes" aria-labelledby="product-recipes">
      <h2 id="product-recipes">{t("product_recipes")}</h2>
      <ul className="recipe-cards">
        {recipes.map((r) => (
          <li key={r.id} className="recipe-card">
            <img src={r.main_image_thumbs.medium} alt="" width={400} height={400} loading="lazy" />
            <h3>
              <a href={urls.path(r.url_without_domain)}>{r.title}</a>
            </h3>
            <p className="recipe-card-time">{t("recipe_ready_in", { minutes: r.prep_minutes + r.cook_minutes })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Its code is a chunk of its own, fetched once the page is live: not part of the page's first load. */
const RecentlyViewed = lazy(() => import("./recently-viewed"));

/**
 * "Recently viewed": nothing in the server's HTML (it is the same for every visitor, the edge page
 * cache relies on it), drawn and kept up to date by ./recently-viewed.tsx after hydration.
 */
export function RecentlyViewedSlot({ product }: { product: ProductDetail }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live ? (
    <Suspense fallback={null}>
      <RecentlyViewed product={product} />
    </Suspense>
  ) : null;
}
