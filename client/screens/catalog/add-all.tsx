import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { Icon } from "../../components/icon";
import { miniCartOpenAtom, tenantAtom } from "../../state/atoms";
import { useCartCount } from "../../state/cart-count";
import { useLabel } from "../../state/hooks";
import { failureOf, loadCartApi } from "../webshop/cart-api-load";

/** A product "add all" puts in the cart: its package, how many, its name, and whether it is in stock. */
export interface AddAllLine {
  code: string;
  qty: number;
  title: string;
  available: boolean;
}

/**
 * "Add all to cart" in one click (issue 10: a recipe's ingredients, the wishlist): every line in
 * stock goes in, one after another, as the quick order adds them on the server
 * (worker/bff/cart.ts `addLines`): a refused line does not stop the rest. Then the header's count
 * is asked again and, when any went in, the mini-cart opens on them, its free-shipping progress
 * showing what they changed. Beside the button it says which could not go in and why: those out of
 * stock (not tried) and each line the cart refused, with the API's reason. Every site has it (the
 * quick order BFF is a feature of some sites only). It needs script: without it, each product on
 * the page has its own add-to-cart form. No line in stock: no button (each product says so).
 */
export function AddAllToCart({ lines, label, className }: { lines: readonly AddAllLine[]; label: string; className: string }) {
  const t = useLabel();
  const tenant = useAtomValue(tenantAtom);
  const openMiniCart = useSetAtom(miniCartOpenAtom);
  const count = useCartCount();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const inStock = lines.filter((l) => l.available);
  if (!tenant || inStock.length === 0) return null;

  async function addAll() {
    if (busy) return;
    setBusy(true);
    setRefused([]);
    const out = lines.filter((l) => !l.available).map((l) => `${l.title}: ${t("product_out_of_stock")}`);
    let added = 0;
    for (const l of inStock) {
      try {
        await (await loadCartApi()).addLine(tenant!.basePath, l.code, l.qty);
        added++;
      } catch (err) {
        const f = await failureOf(err);
        out.push(`${l.title}: ${t(f.key, { qty: f.qty ?? 0 })}`);
      }
    }
    await count.refresh();
    setBusy(false);
    setRefused(out);
    if (added > 0) openMiniCart(true);
  }

  return (
    <div className={`add-all ${className}`}>
      <button type="button" className="button" aria-busy={busy} onClick={() => void addAll()} onPointerEnter={() => void loadCartApi()} onFocus={() => void loadCartApi()}>
        <Icon name="cart" />
        <span>{label}</span>
      </button>
      {refused.length > 0 && (
        <div className="card-add-error" role="alert">
          {refused.map((r) => (
            <p key={r}>{r}</p>
          ))}
        </div>
      )}
    </div>
  );
}
