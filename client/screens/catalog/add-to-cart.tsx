import { useAtomValue, useSetAtom } from "jotai";
import { useState, type FormEvent, type ReactNode } from "react";
import { miniCartOpenAtom, tenantAtom } from "../../state/atoms";
import { useCartCount } from "../../state/cart-count";
import { useLabel, useUrls } from "../../state/hooks";
import { cartBff } from "../../state/cart-paths";
import { livePricesAtom } from "../../state/live-prices";
import { loadSubmit } from "./product-submit-load";

/**
 * "Add to cart" on the product page: a plain form around the package choice and the quantity,
 * posting `code` and `qty` to the BFF, so it works without JavaScript (303 to the cart page with
 * its confirmation). With JavaScript it is sent with fetch and a status line confirms it here; sent
 * from `bar` (the phone's sticky bar, ./sticky-buy.tsx, after the form's own button so that Enter in
 * the quantity still presses that one), the line is out of sight: the mini-cart opens on the new line,
 * and a refusal brings the form, with its reason, into view.
 */
export function AddToCartForm({ productId, code, qty, canBuy, onAdded, bar, children }: { productId: number; code: string; qty: number; canBuy: boolean; onAdded?: () => void; bar?: ReactNode; children: ReactNode }) {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  const [busy, setBusy] = useState(false);
  const cartCount = useCartCount();
  const setLivePrices = useSetAtom(livePricesAtom);
  const openMiniCart = useSetAtom(miniCartOpenAtom);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  if (!tenant) return <>{children}</>;
  const cartPage = urls.path(`/${tenant.routeWords.webshop}/`);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fromBar = !!(event.nativeEvent as SubmitEvent).submitter?.closest(".sticky-buy");
    if (busy || !canBuy) return;
    setBusy(true);
    setStatus(null);
    // The price of this moment is on screen before the line goes in (the cart charges it).
    const failed = await loadSubmit().then(
      (m) => m.sendAdd(tenant!.basePath, productId, code, qty, setLivePrices),
      () => ({ key: "error_network", qty: 0 }),
    );
    if (!failed) {
      onAdded?.();
      setStatus({ text: t("cart_added"), error: false });
      // The drawer counts the cart it loads; the header's count follows either way.
      if (fromBar) openMiniCart(true);
      void cartCount.refresh();
    } else {
      setStatus({ text: t(failed.key, { qty: failed.qty ?? 0 }), error: true });
      // Why it failed is said beside the form's own button: shown, it hides the bar.
      if (fromBar) form.scrollIntoView({ block: "center" });
    }
    setBusy(false);
  }

  return (
    <form className="add-to-cart" method="post" action={cartBff(tenant.basePath, "product")} onSubmit={(e) => void onSubmit(e)} onPointerEnter={() => void loadSubmit()} onFocus={() => void loadSubmit()}>
      {children}
      <input type="hidden" name="return" value={`${cartPage}?notice=cart_added`} />
      {canBuy && (
        <button type="submit" className="button add-to-cart-button" disabled={busy} aria-busy={busy}>
          {t("cart_add")}
        </button>
      )}
      {canBuy && bar}
      <span className={status?.error ? "cart-status save-error" : "cart-status"} role="status">
        {status && (
          <>
            {status.text} {!status.error && <a href={cartPage}>{t("cart_view")}</a>}
          </>
        )}
      </span>
    </form>
  );
}
