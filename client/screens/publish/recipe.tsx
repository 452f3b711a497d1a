import type { ScreenOf } from "../../../shared/screens";
import { useLabel } from "../../state/hooks";
import { ProductGrid } from "../catalog/product-card";
import { Minutes } from "./parts";
import { PostFooter, PostHeader } from "./post";
import { RecipeAddAll } from "./recipe-add-all";

/**
 * Recipe detail: times and servings, ingredients, numbered steps, and the shop's products the
 * recipe uses (priced in the tenant's currency, linked to their pages). The intro HTML was
 * sanitized on the server before it reached the state.
 */
export function RecipeScreen({ screen }: { screen: ScreenOf<"publish-recipe"> }) {
  const t = useLabel();
  const { post } = screen;
  const recipe = post.recipe;
  return (
    <article className="post recipe">
      <PostHeader post={post} />
      {recipe && (
        <dl className="recipe-facts">
          <div>
            <dt>{t("recipe_prep_time")}</dt>
            <dd>
              <Minutes minutes={recipe.prep_minutes} />
            </dd>
          </div>
          <div>
            <dt>{t("recipe_cook_time")}</dt>
            <dd>
              <Minutes minutes={recipe.cook_minutes} />
            </dd>
          </div>
          <div>
            <dt>{t("recipe_servings")}</dt>
            <dd>{recipe.servings}</dd>
          </div>
        </dl>
      )}
      <p className="post-lead">{post.short_description}</p>
      <div className="post-content cms-content" dangerouslySetInnerHTML={{ __html: post.content }} />
      {recipe && (
        <div className="recipe-body">
          <section className="recipe-ingredients" aria-labelledby="recipe-ingredients-title">
            <h2 id="recipe-ingredients-title">{t("recipe_ingredients")}</h2>
            <ul>
              {recipe.ingredients.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
            <RecipeAddAll products={recipe.products} />
          </section>
          <section className="recipe-steps" aria-labelledby="recipe-steps-title">
            <h2 id="recipe-steps-title">{t("recipe_steps")}</h2>
            <ol>
              {recipe.steps.map((step, i) => (
                <li key={i}>{step}</li>
              ))}
            </ol>
          </section>
        </div>
      )}
      {recipe && recipe.products.length > 0 && (
        <section className="recipe-products" aria-labelledby="recipe-products-title">
          <h2 id="recipe-products-title">{t("recipe_products")}</h2>
          <ProductGrid products={recipe.products} />
        </section>
      )}
      <PostFooter post={post} />
    </article>
  );
}
