import { useAtomValue } from "jotai";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Cart, CartItem } from "../../shared/contract/cart";
import { pageAtom, tenantAtom } from "../state/atoms";
import { itemsOf, useCartCount } from "../state/cart-count";
import { moneyIn, useLabel, useUrls } from "../state/hooks";
import { cartFailure, fetchCart, removeLine, setLine } from "../screens/webshop/cart-api";
import { freeShipping } from "./free-shipping";
import { Icon } from "./icon";
import { track } from "../runtime/track";

/**
 * The mini-cart drawer (docs/decisions/0012-shop-navigation.md): the cart's lines with their
 * quantities, the subtotal, how far free shipping is, and the ways to the cart page and the
 * checkout. A modal dialog: focus moves into it and stays there (Tab wraps), Escape, the close
 * button or a click beside it close it, and focus goes back to what opened it. It loads the cart
 * each time it opens, so it shows what another tab changed too.
 */
export default function MiniCart({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  const pages = useAtomValue(pageAtom)?.nav?.pages ?? {};
  const count = useCartCount();
  const [cart, setCart] = useState<Cart | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const basePath = tenant?.basePath ?? "";

  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.documentElement.classList.add("drawer-open");
    dialog.current?.querySelector<HTMLElement>(".mini-cart-close")?.focus();
    // Escape closes it wherever focus is (a removed line's button takes focus with it).
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.preventDefault();
      onClose();
    };
    document.addEventListener("keydown", onKey);
    let live = true;
    setError(null);
    fetchCart(basePath)
      .then((c) => {
        if (!live) return;
        setCart(c);
        count.set(itemsOf(c));
      })
      .catch(() => live && setError(t("error_network")));
    return () => {
      live = false;
      document.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove("drawer-open");
      // Back to the cart button or the "add to cart" that opened it, if it is still there.
      if (opener.current?.isConnected) opener.current.focus();
      else document.querySelector<HTMLElement>(".nav-cart")?.focus();
    };
  }, [open]);

  if (!tenant) return null;
  const fmt = moneyIn(tenant, cart?.currency);
  const lines: CartItem[] = cart?.parcels.flatMap((p) => p.items) ?? [];
  const free = cart && lines.length > 0 ? freeShipping(cart) : null;

  async function change(code: string, qty: number) {
    if (busy) return;
    setBusy(code);
    setError(null);
    try {
      if (qty <= 0) await removeLine(basePath, code);
      else await setLine(basePath, code, qty);
      const line = lines.find((l) => l.shopping_cart_code === code);
      if (line) void track({ name: "line_quantity", line, quantity: qty });
      const fresh = await fetchCart(basePath);
      setCart(fresh);
      count.set(itemsOf(fresh));
    } catch (err) {
      const f = cartFailure(err);
      setError(t(f.key, { qty: f.qty ?? 0 }));
    } finally {
      setBusy(null);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== "Tab" || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input")];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="drawer-layer" hidden={!open}>
      <div className="drawer-backdrop" onClick={onClose} />
      <div ref={dialog} className="mini-cart drawer" role="dialog" aria-modal="true" aria-labelledby="mini-cart-title" onKeyDown={onKeyDown}>
        <div className="drawer-head">
          <h2 id="mini-cart-title">
            {t("cart_title")}
            {cart && lines.length > 0 && <span className="mini-cart-count"> · {t("cart_items_count", { count: itemsOf(cart) })}</span>}
          </h2>
          <button type="button" className="icon-button mini-cart-close" onClick={onClose} aria-label={t("close")}>
            <Icon name="close" />
          </button>
        </div>
        {free && (
          <div className="free-shipping" data-gap={free.gap}>
            <p>
              <Icon name="truck" />
              {free.gap > 0 ? t("cart_free_shipping_left", { amount: fmt(free.gap) }) : t("cart_free_shipping_reached")}
            </p>
            <progress max={free.over} value={Math.min(free.over, free.over - free.gap)} aria-label={t("cart_free_shipping")} />
          </div>
        )}
        <p className="mini-cart-status" role="status">
          {error}
        </p>
        {!cart && !error && <p className="mini-cart-loading">{t("loading")}</p>}
        {cart && lines.length === 0 && (
          <div className="mini-cart-empty">
            <p>{t("cart_empty")}</p>
            <a className="button" href={urls.named("catalog")} onClick={onClose}>
              {t("cart_continue_shopping")}
            </a>
          </div>
        )}
        {lines.length > 0 && (
          <>
            <ul className="mini-cart-lines">
              {lines.map((i) => (
                <li key={i.shopping_cart_code} className="mini-cart-line" data-code={i.shopping_cart_code}>
                  <img src={i.item.main_image_thumbs.small} alt="" width={64} height={64} loading="lazy" />
                  <div className="mini-cart-line-text">
                    <a href={urls.path(i.item.url_without_domain)} onClick={onClose}>
                      {i.item.title}
                    </a>
                    <span className="mini-cart-variation">{i.variation_title}</span>
                    <div className="stepper" role="group" aria-label={`${t("cart_quantity")}: ${i.item.title}`}>
                      <button type="button" onClick={() => void change(i.shopping_cart_code, i.quantity - 1)} aria-disabled={busy !== null} aria-label={t("cart_decrease")}>
                        <Icon name={i.quantity > 1 ? "minus" : "remove"} />
                      </button>
                      <output className="stepper-value" aria-live="polite">
                        {i.quantity}
                      </output>
                      <button type="button" onClick={() => void change(i.shopping_cart_code, i.quantity + 1)} aria-disabled={busy !== null} aria-label={t("cart_increase")}>
                        <Icon name="plus" />
                      </button>
                    </div>
                  </div>
                  <span className="mini-cart-line-total">{fmt(i.line_total)}</span>
                </li>
              ))}
            </ul>
            <div className="drawer-foot">
              <p className="mini-cart-subtotal">
                <span>{t("cart_subtotal")}</span>
                <strong>{fmt(cart!.total.total_items_total)}</strong>
              </p>
              <p className="mini-cart-note">{t("cart_vat_included")}</p>
              {pages.checkout && (
                <a className="button button-block" href={urls.path(pages.checkout)} onClick={onClose}>
                  {t("cart_checkout")}
                </a>
              )}
              <a className="button button-secondary button-block" href={urls.named("webshop_cart")} onClick={onClose}>
                {t("cart_view")}
              </a>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
