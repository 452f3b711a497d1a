import { useAtomValue, useSetAtom } from "jotai";
import { memo, useState, type FormEvent } from "react";
import type { HomeProduct as CardProduct } from "../../../shared/screens/cms";
import { Icon } from "../../components/icon";
import { QtyStepper } from "../../components/qty-stepper";
import { miniCartOpenAtom, tenantAtom } from "../../state/atoms";
import { useCartCount } from "../../state/cart-count";
import { useLabel, useUrls } from "../../state/hooks";
import { cartBff } from "../../state/cart-paths";
import { failureOf, loadCartApi } from "../webshop/cart-api-load";
import type { CardSource } from "../../analytics/ga4";
import { track } from "../../runtime/track";

/**
 * "Add to cart" on a product card, with its quantity (docs/decisions/0012-shop-navigation.md): a
 * plain form to the BFF (without JavaScript it lands on the cart page), sent with fetch when it
 * can be; then the header's count is asked again and the mini-cart opens on the new line.
 * `qty`: the quantity it starts at (a wishlist's saved one), within what may be ordered.
 * `onAdded`: the page shows the new line itself (the cart page): it is told instead, and the
 * mini-cart stays closed. `source`: where the card is, for the add's event, asked for when the add
 * has gone through (with the live figures of that moment, ./product-card.tsx).
 *
 * Memoised: a card renders again when the live prices arrive after hydration (client/state/live-prices.ts),
 * and an add form rendered again has React write every input's name, type and value back into the
 * page; on a page of cards that commit was a long task of its own (docs/decisions/0029-scripts-after-the-largest-paint.md,
 * 2026-11-27 17:10). Its props stay the same objects across that render.
 */
export const CardAddToCart = memo(function CardAddToCart({ product, source, qty: initial = 1, onAdded }: { product: CardProduct; source?: () => CardSource; qty?: number; onAdded?: () => Promise<void> }) {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  const openMiniCart = useSetAtom(miniCartOpenAtom);
  const count = useCartCount();
  const max = Math.max(1, Math.min(product.available_qty || 1, product.limited_qty ?? 99, 99));
  const [qty, setQty] = useState(Math.max(1, Math.min(initial, max)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!tenant) return null;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { addLine } = await loadCartApi();
      await addLine(tenant!.basePath, product.shopping_cart_code, qty);
      if (source) void track({ name: "add_to_cart", source: source(), quantity: qty });
      if (onAdded) return await onAdded();
      await count.refresh();
      openMiniCart(true);
    } catch (err) {
      const f = await failureOf(err);
      setError(t(f.key, { qty: f.qty ?? 0 }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card-add" method="post" action={cartBff(tenant.basePath, "product")} onSubmit={(e) => void onSubmit(e)} onPointerEnter={() => void loadCartApi()} onFocus={() => void loadCartApi()}>
      <input type="hidden" name="code" value={product.shopping_cart_code} />
      <input type="hidden" name="return" value={`${urls.named("webshop_cart")}?notice=cart_added`} />
      <QtyStepper qty={qty} max={max} onChange={setQty} group={`${t("cart_quantity")}: ${product.title}`} label={t("cart_quantity")} />
      <button type="submit" className="button card-add-button" aria-busy={busy} aria-label={`${t("cart_add")}: ${product.title}`}>
        <Icon name="cart" />
        <span className="card-add-text">{t("cart_add")}</span>
      </button>
      {error && (
        <p className="card-add-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
});
