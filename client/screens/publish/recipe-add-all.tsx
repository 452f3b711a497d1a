import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import type { HomeProduct as CardProduct } from "../../../shared/screens/cms";
import { Icon } from "../../components/icon";
import { miniCartOpenAtom, tenantAtom } from "../../state/atoms";
import { useCartCount } from "../../state/cart-count";
import { useLabel } from "../../state/hooks";
import { addLine, cartFailure } from "../webshop/cart-api";

/**
 * "Add all ingredients to cart" on a recipe (issue 10, Pages: Recipe): one of each of the recipe's
 * products in stock, in one click; then the header's count is asked again and the mini-cart
 * opens on them, its free-shipping progress showing what they changed. The lines go in one
 * after another, as the quick order adds them on the server (worker/bff/cart.ts `addLines`): a
 * refused line does not stop the rest, and the first refusal is said here. Every site has it
 * (the quick order BFF is a feature of some sites only). It needs script: without it, each
 * product card below has its own add-to-cart form.
 */
export function RecipeAddAll({ products }: { products: CardProduct[] }) {
  const t = useLabel();
  const tenant = useAtomValue(tenantAtom);
  const openMiniCart = useSetAtom(miniCartOpenAtom);
  const count = useCartCount();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inStock = products.filter((p) => p.is_available);
  if (!tenant || inStock.length === 0) return null;

  async function addAll() {
    if (busy) return;
    setBusy(true);
    setError(null);
    let refused: string | null = null;
    let added = 0;
    for (const p of inStock) {
      try {
        await addLine(tenant!.basePath, p.shopping_cart_code, 1);
        added++;
      } catch (err) {
        const f = cartFailure(err);
        refused ??= `${p.title}: ${t(f.key, { qty: f.qty ?? 0 })}`;
      }
    }
    await count.refresh();
    setBusy(false);
    setError(refused);
    if (added > 0) openMiniCart(true);
  }

  return (
    <div className="recipe-add-all">
      <button type="button" className="button" aria-busy={busy} onClick={() => void addAll()}>
        <Icon name="cart" />
        <span>{t("recipe_add_all_to_cart")}</span>
      </button>
      {error && (
        <p className="card-add-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
