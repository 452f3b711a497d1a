import type { HomeProduct as CardProduct } from "../../../shared/screens/cms";
import { useLabel } from "../../state/hooks";
import { AddAllToCart } from "../catalog/add-all";

/**
 * "Add all ingredients to cart" on a recipe (issue 10, Pages: Recipe): one of each of the recipe's
 * products in stock, in one click (../catalog/add-all.tsx); the ones out of stock say so on their
 * cards below.
 */
export function RecipeAddAll({ products }: { products: CardProduct[] }) {
  const t = useLabel();
  const lines = products.filter((p) => p.is_available).map((p) => ({ code: p.shopping_cart_code, qty: 1, title: p.title, available: true }));
  return <AddAllToCart lines={lines} label={t("recipe_add_all_to_cart")} className="recipe-add-all" />;
}
