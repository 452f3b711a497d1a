import { useAtomValue } from "jotai";
import { useEffect, useState, type FormEvent } from "react";
import type { Cart } from "../../../shared/contract/cart";
import { formatPrice } from "../../../shared/price";
import type { ScreenOf } from "../../../shared/screens";
import { pageAtom, tenantAtom } from "../../state/atoms";
import { itemsOf, useCartCount } from "../../state/cart-count";
import { useLabel, useUrls } from "../../state/hooks";
import { cartBff, cartFailure, fetchCart, removeLine, setLine } from "./cart-api";
import { CouponBox } from "./coupon";
import { DeliveryExpected, FreeShippingProgress } from "./shipping-estimate";
import { Totals } from "./totals";

/**
 * The cart page (docs/behaviour/02-screens-and-routes.md webshop "shopping cart"): lines with quantity and Remove, the coupon,
 * totals with the extra items (coupon, shipping) in the cart's currency, and the way to checkout.
 * Each line is a plain form posting to the BFF (works without JavaScript, 303 back here); with
 * JavaScript the change is sent with fetch, the cart refetched and the header's count updated.
 */
export function CartScreen({ screen }: { screen: ScreenOf<"webshop-cart"> }) {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  const page = useAtomValue(pageAtom);
  const [cart, setCart] = useState<Cart>(screen.cart);
  const [busy, setBusy] = useState<string | null>(null);
  const cartCount = useCartCount();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(
    screen.notice ? { text: t(screen.notice, { qty: screen.noticeQty ?? 0 }), error: screen.notice.startsWith("error_") } : null,
  );
  // The header counts what this page shows (and what each change leaves).
  useEffect(() => cartCount.set(itemsOf(cart)), [cart]);
  if (!tenant) return null;
  const basePath = tenant.basePath;
  const fmt = (n: number) => formatPrice(n, tenant.locale, cart.currency);
  const items = cart.parcels.flatMap((p) => p.items);
  const returnPath = page?.route ? urls.path(page.route.path) : undefined;

  async function refetch() {
    setCart(await fetchCart(basePath));
  }

  async function change(event: FormEvent<HTMLFormElement>, code: string, op: "put" | "delete") {
    event.preventDefault();
    if (busy) return;
    const qty = Number(new FormData(event.currentTarget).get("qty") ?? 0);
    setBusy(code);
    setStatus(null);
    try {
      if (op === "delete" || qty === 0) await removeLine(basePath, code);
      else await setLine(basePath, code, qty);
      await refetch();
      setStatus({ text: t(op === "delete" || qty === 0 ? "cart_removed" : "cart_update"), error: false });
    } catch (err) {
      const f = cartFailure(err);
      setStatus({ text: t(f.key, { qty: f.qty ?? 0 }), error: true });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="cart">
      <h1>{t("cart_title")}</h1>
      <p className={status?.error ? "cart-status save-error" : "cart-status"} role="status">
        {status?.text}
      </p>
      {items.length === 0 ? (
        <p className="cart-empty">
          {t("cart_empty")} <a href={urls.named("catalog")}>{t("cart_continue_shopping")}</a>
        </p>
      ) : (
        <>
          <ul className="cart-items">
            {items.map((i) => (
              <li key={i.shopping_cart_code} className="cart-item" data-code={i.shopping_cart_code}>
                <a href={urls.path(i.item.url_without_domain)} className="saved-item-image">
                  <img src={i.item.main_image_thumbs.small} alt={i.item.main_image_title} width={96} height={96} loading="lazy" />
                </a>
                <div className="cart-item-text">
                  <h2 className="saved-item-title">
                    <a href={urls.path(i.item.url_without_domain)}>{i.item.title}</a>
                  </h2>
                  <p className="saved-item-package">
                    {i.variation_title} · {t("cart_unit_price")}: <span className="cart-unit-price">{fmt(i.unit_price)}</span>
                  </p>
                  <form className="cart-qty-form" method="post" action={cartBff(basePath, "product")} onSubmit={(e) => void change(e, i.shopping_cart_code, "put")}>
                    <input type="hidden" name="_method" value="put" />
                    <input type="hidden" name="code" value={i.shopping_cart_code} />
                    {returnPath && <input type="hidden" name="return" value={returnPath} />}
                    <label>
                      {t("cart_quantity")}{" "}
                      <input type="number" name="qty" min={0} max={999} defaultValue={i.quantity} key={`${i.shopping_cart_code}:${i.quantity}`} inputMode="numeric" />
                    </label>{" "}
                    <button type="submit" className="button button-secondary" disabled={busy !== null}>
                      {t("cart_update")}
                    </button>
                  </form>
                  <p className="cart-line-total">{fmt(i.line_total)}</p>
                </div>
                <form className="cart-remove-form" method="post" action={cartBff(basePath, "product")} onSubmit={(e) => void change(e, i.shopping_cart_code, "delete")}>
                  <input type="hidden" name="_method" value="delete" />
                  <input type="hidden" name="code" value={i.shopping_cart_code} />
                  {returnPath && <input type="hidden" name="return" value={returnPath} />}
                  <button type="submit" className="button button-secondary" disabled={busy !== null}>
                    {t("cart_remove")}
                  </button>
                </form>
              </li>
            ))}
          </ul>
          <CouponBox cart={cart} form={screen.couponForm} basePath={basePath} back={returnPath ?? urls.named("webshop_cart")} refetch={refetch} />
          <Totals total={cart.total} currency={cart.currency} estimate={cart.shipping_estimate} />
          {cart.shipping_estimate && (
            <>
              <FreeShippingProgress estimate={cart.shipping_estimate} currency={cart.currency} />
              <DeliveryExpected text={cart.shipping_estimate.delivery_text} />
            </>
          )}
          <p className="cart-checkout">
            <a className="button" href={screen.checkout}>
              {t("cart_checkout")}
            </a>
          </p>
          <p>
            <a href={urls.named("catalog")}>{t("cart_continue_shopping")}</a>
          </p>
        </>
      )}
    </section>
  );
}
