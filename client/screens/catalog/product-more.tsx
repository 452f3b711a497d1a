import { lazy, Suspense, use, useEffect, useState } from "react";
import type { ProductDetail, ProductRecipe } from "../../../shared/contract/catalog";
import type { ProductBelow } from "../../../shared/screens/catalog";
import { belowRead, productBelowPath } from "../../state/below-read";
import { useLabel, useMount, useUrls } from "../../state/hooks";
import { ProductGrid } from "./product-card";
import { ProductRail } from "./product-rail";

/**
 * The product page's sections after its own (issue 10; docs/decisions/0031-goes-well-with-and-recently-viewed.md):
 * "goes well with" (a ./product-rail.tsx) and the recipes that use the product, from the commerce
 * API and rendered by the server (crawlers get them too), and the shopper's recently viewed
 * products, which live in their browser and so are drawn after hydration only. A phone swipes
 * each row sideways, a desktop shows it as a grid.
 */

/**
 * The sections below the fold in a Suspense boundary (docs/decisions/0016-lean-pages.md "Product
 * state: the sections below the fold"), as the home page's: with their data at hand (the server's
 * render, a client-side navigation's page answer, a page only staff may see) they render from it.
 * A public page loaded in full embeds only their key: the browser reads them from the BFF
 * (client/state/below-read.ts), React keeps the server's markup of the boundary until the answer
 * arrives and hydrates it then (the rest of the page does not wait). If they moved since the server
 * rendered (a page from a cache), a new boundary replaces the server's, rendered from what arrived.
 */
export function ProductBelowFold({ productId, categoryTitle, below, belowKey }: { productId: number; categoryTitle: string; below?: ProductBelow; belowKey?: string }) {
  const { basePath } = useMount();
  const read = below || !belowKey ? null : belowRead<ProductBelow>("product/below", productBelowPath(basePath, productId, belowKey), belowKey);
  const [moved, setMoved] = useState<ProductBelow>();
  useEffect(() => void read?.moved.then(setMoved), [read]);
  return (
    <Suspense key={moved?.key} fallback={null}>
      <BelowSections categoryTitle={categoryTitle} below={below ?? moved ?? read?.same} />
    </Suspense>
  );
}

/** "Goes well with", more of its category, the recipes that use it. */
function BelowSections({ categoryTitle, below }: { categoryTitle: string; below?: ProductBelow | Promise<ProductBelow> }) {
  const t = useLabel();
  const { goes_well_with = [], related = [], recipes = [] } = (below instanceof Promise ? use(below) : below) ?? {};
  // Once these sections are live (hydrated or rendered): tests and tools wait on it.
  useEffect(() => {
    document.documentElement.dataset.productBelow = "live";
  }, []);
  return (
    <>
      <ProductRail id="goes-well-with" title={t("product_goes_well_with")} products={goes_well_with} />
      {related.length > 0 && (
        <section className="related">
          <h2>{categoryTitle}</h2>
          <ProductGrid products={related} list={{ id: "related", name: categoryTitle }} />
        </section>
      )}
      <ProductRecipes recipes={recipes} />
    </>
  );
}

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
