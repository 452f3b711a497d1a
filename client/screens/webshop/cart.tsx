import { useAtomValue } from "jotai";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { Cart, CartItem } from "../../../shared/contract/cart";
import type { ScreenOf } from "../../../shared/screens";
import { islandGroup } from "../../components/island";
import { PerUnit } from "../../components/per-unit";
import { pageAtom, tenantAtom } from "../../state/atoms";
import { itemsOf, useCartCount } from "../../state/cart-count";
import { useLabel, useMoney, useUrls } from "../../state/hooks";
import { cartBff } from "../../state/cart-paths";
import { loadCartApi } from "./cart-api-load";
import type { CartPage, CartStatus } from "./cart-actions";
import { DeliveryExpected, FreeShippingProgress } from "./shipping-estimate";
import { TrustSignals } from "./trust";
import { Totals } from "./totals";
import { track } from "../../runtime/track";

/** How long the stepper waits for more clicks before it sends the quantity (issue 18: debounced). */
const QTY_DEBOUNCE_MS = 400;

/**
 * The coupon box (./coupon.tsx, with its post) and the cross-sell rail (./cart-cross-sell.tsx) are
 * islands (../../components/island.tsx; docs/decisions/0018-javascript-budget.md): their code, one
 * chunk, loads when the shopper reaches for either. Until then "Have a coupon?" opens natively, and
 * a code sent or a cross-sell added is held until the part is live (or posted plainly, 303 back
 * here, if its code cannot load). Each is memoised: its props must stay the same until it has
 * hydrated (`useSteady`).
 */
const parts = islandGroup<typeof import("./cart-parts")>(() => import("./cart-parts"), ".cart-summary .coupon, .cart-cross-sell");
const CouponBox = parts.island("CouponBox", ".cart-summary .coupon");
const CrossSell = parts.island("CrossSell", ".cart-cross-sell");
/**
 * An empty cart offers the shop's empty state (../catalog/empty-state.tsx): a lazy part, declared
 * here as on the search page (../search/index.tsx says why).
 */
const empty = islandGroup<typeof import("../catalog/empty-state")>(() => import("../catalog/empty-state"));
const EmptyState = empty.island("EmptyState");
/** The Worker awaits it before any render: the server renders the islands and the empty state in full. */
export const preloadCartParts = (): Promise<void> => Promise.all([parts.preload(), empty.preload()]).then(() => undefined);

/** `fn` as one function for the page's life that calls the latest render's: a prop an island keeps. */
function useSteady<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => latest.current(...args), []);
}

/**
 * What a change does (./cart-actions.ts), loaded with the cart's calls when the shopper reaches
 * for a cart form or, at the latest, with the change (docs/decisions/0018-javascript-budget.md).
 * The islands wake with it: a change gives the coupon box a new cart, which a box still
 * dehydrated would take by throwing its server HTML away (and then wait for a reach that has
 * nothing to reach).
 */
const loadActions = () => {
  void loadCartApi();
  return Promise.all([import("./cart-actions"), parts.wake()]).then(([actions]) => actions);
};
/** Spread on a cart form: reaching for it loads what its submit does. */
const intent = { onFocus: () => void loadActions(), onPointerEnter: () => void loadActions() };

/** The quantities shown ahead of the cart's, less a line's once the cart says what it holds, unless the shopper clicked on meanwhile. */
function settle(q: Record<string, number>, code: string, qty: number): Record<string, number> {
  if (q[code] !== qty) return q;
  const { [code]: _, ...rest } = q;
  return rest;
}

/**
 * The cart page (docs/behaviour/02-screens-and-routes.md webshop "shopping cart"; issue 18): lines on the left with a
 * − / + quantity stepper and remove, a sticky summary on the right (shipping known early, totals,
 * checkout, the coupon behind "Have a coupon?", trust signals); an empty cart offers categories and
 * bestsellers (../catalog/empty-state.tsx), whose cards add here: the page then shows the cart.
 * Every control is a plain form posting to the BFF (works without JavaScript, 303 back here);
 * with JavaScript the stepper sends the last quantity after a short pause, the totals follow
 * without a reload, and a removed line can be put back.
 */
export function CartScreen({ screen }: { screen: ScreenOf<"webshop-cart"> }) {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  const page = useAtomValue(pageAtom);
  const [cart, setCart] = useState<Cart>(screen.cart);
  const [qtys, setQtys] = useState<Record<string, number>>({});
  const [scripted, setScripted] = useState(false);
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  const statusLine = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const cartCount = useCartCount();
  const [status, setStatus] = useState<CartStatus | null>(
    screen.notice ? { text: t(screen.notice, { qty: screen.noticeQty ?? 0 }), error: screen.notice.startsWith("error_") } : null,
  );
  // The header counts what this page shows (and what each change leaves).
  useEffect(() => cartCount.set(itemsOf(cart)), [cart]);
  // The status line, once it shows what it says (empty, it is not displayed), when it is to take the focus.
  useEffect(() => {
    if (!focusStatus.current || !status) return;
    focusStatus.current = false;
    statusLine.current?.focus();
  }, [status]);
  // Typed quantities go on their own once the page runs (the "update" buttons are for plain posts).
  useEffect(() => setScripted(true), []);
  // The cart seen (with analytics consent, docs/decisions/0023).
  useEffect(() => void track({ name: "view_cart", cart: screen.cart }), [screen.cart]);
  // The empty state hydrates once its chunk has loaded (`empty` above). Made once
  // a screen: a render that handed it new props before then (`scripted` just after hydration)
  // made React throw its server HTML away node by node and draw it again, a long task and a
  // flash (docs/decisions/0029-scripts-after-the-largest-paint.md, 2026-11-27 17:40). `added`
  // reads nothing that changes between renders.
  const empty = useMemo(
    () => <EmptyState icon="cart" message={t("cart_empty")} hint={t("cart_empty_hint")} offers={screen.offers} way={{ href: urls.named("catalog"), text: t("cart_continue_shopping") }} onAdded={added} messageClass="cart-empty" />,
    [screen.offers],
  );
  const money = useMoney(cart.currency);
  const basePath = tenant?.basePath ?? "";
  const p: CartPage = { basePath, t, setCart, setStatus, wishlist: urls.named("wishlist") };
  const refetchForCoupon = useSteady(async () => void (await (await loadActions()).refetch(p)));
  const addCrossSell = useSteady((code: string) => run((a) => a.addLine(p, code, 1, { text: t("cart_added"), error: false })));
  if (!tenant) return null;
  const items = cart.parcels.flatMap((p) => p.items);
  const returnPath = page?.route ? urls.path(page.route.path) : undefined;
  const qtyOf = (i: CartItem) => qtys[i.shopping_cart_code] ?? i.quantity;


  /**
   * Changes run one after another, so the last quantity sent is the one kept. A quantity's change
   * names its line: once it went through (or not), the line shows what the cart says it holds,
   * unless the shopper clicked on meanwhile.
   */
  function run(task: (a: typeof import("./cart-actions")) => Promise<void>, line?: { code: string; qty: number }) {
    const go = () =>
      loadActions()
        .then(task, () => setStatus({ text: t("error_network"), error: true }))
        .finally(() => line && setQtys((q) => settle(q, line.code, line.qty)));
    queue.current = queue.current.then(go, go);
  }

  function send(item: CartItem, qty: number) {
    clearTimeout(timers.current[item.shopping_cart_code]);
    run((a) => a.send(p, item, qty), { code: item.shopping_cart_code, qty });
  }

  /** A stepper click or a typed quantity: shown at once, sent once the shopper pauses. */
  function want(item: CartItem, qty: number, now = false) {
    const code = item.shopping_cart_code;
    const next = Math.max(0, Math.min(999, qty));
    // What the change does loads while the shopper pauses (QTY_DEBOUNCE_MS).
    void loadActions();
    setQtys((q) => ({ ...q, [code]: next }));
    clearTimeout(timers.current[code]);
    if (now) send(item, next);
    else timers.current[code] = setTimeout(() => send(item, next), QTY_DEBOUNCE_MS);
  }

  /** Puts a removed line back (its status offered the undo: what a change does has loaded). */
  const undo = (line: { code: string; qty: number }) => run((a) => a.addLine(p, line.code, line.qty, null));

  /** An empty cart's card added a line: the cart as it is now, said in the status line, which takes the focus the card's button had. */
  async function added() {
    await (await loadActions()).refetch(p);
    focusStatus.current = true;
    setStatus({ text: t("cart_added"), error: false });
  }

  const onForm = (item: CartItem, qty: (form: HTMLFormElement) => number) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    want(item, qty(event.currentTarget), true);
  };
  const hidden = (item: CartItem, method: "put" | "delete") => (
    <>
      <input type="hidden" name="_method" value={method} />
      <input type="hidden" name="code" value={item.shopping_cart_code} />
      {returnPath && <input type="hidden" name="return" value={returnPath} />}
    </>
  );

  return (
    <section className="cart">
      <h1>{t("cart_title")}</h1>
      <p className={status?.error ? "cart-status save-error" : "cart-status"} role="status" tabIndex={-1} ref={statusLine}>
        {status && <span className="cart-status-text">{status.text}</span>}
        {status?.undo && (
          <>
            {" "}
            <button type="button" className="link-button cart-undo" onClick={() => undo(status.undo!)}>
              {t("cart_undo")}
            </button>
          </>
        )}
        {status?.view && (
          <>
            {" "}
            <a href={status.view}>{t("wishlist_view")}</a>
          </>
        )}
      </p>
      {items.length === 0 ? (
        empty
      ) : (
        <div className="cart-layout">
          <div className="cart-lines">
          <ul className="cart-items">
            {items.map((i) => {
              const qty = qtyOf(i);
              const href = urls.path(i.item.url_without_domain);
              return (
                <li key={i.shopping_cart_code} className="cart-item" data-code={i.shopping_cart_code}>
                  <a href={href} className="cart-item-image" tabIndex={-1} aria-hidden="true">
                    <img src={i.item.main_image_thumbs.small} alt="" width={96} height={96} loading="lazy" />
                  </a>
                  <div className="cart-item-text">
                    <h2 className="saved-item-title">
                      <a href={href}>{i.item.title}</a>
                    </h2>
                    <p className="saved-item-package">
                      {i.variation_title} · {t("cart_unit_price")}: <span className="cart-unit-price">{money(i.unit_price)}</span> <PerUnit amount={i.unit_price} net={i.item.net_quantity} />
                    </p>
                    <div className="qty-stepper" role="group" aria-label={`${t("cart_quantity")}: ${i.item.title}`}>
                      <form className="cart-qty-step" method="post" action={cartBff(basePath, "product")} onSubmit={onForm(i, () => qty - 1)} {...intent}>
                        {hidden(i, "put")}
                        <input type="hidden" name="qty" value={Math.max(0, i.quantity - 1)} />
                        <button type="submit" className="qty-button qty-decrease" aria-label={t("cart_qty_decrease", { title: i.item.title })}>
                          −
                        </button>
                      </form>
                      <form className="cart-qty-form" method="post" action={cartBff(basePath, "product")} onSubmit={onForm(i, (f) => Number(new FormData(f).get("qty") ?? qty))} {...intent}>
                        {hidden(i, "put")}
                        <label className="visually-hidden" htmlFor={`qty-${i.shopping_cart_code}`}>
                          {t("cart_quantity")}
                        </label>
                        <input
                          id={`qty-${i.shopping_cart_code}`}
                          type="number"
                          name="qty"
                          min={0}
                          max={999}
                          value={qty}
                          inputMode="numeric"
                          onChange={(e) => e.target.value !== "" && want(i, Math.floor(Number(e.target.value)))}
                        />
                        {!scripted && (
                          <button type="submit" className="button button-secondary">
                            {t("cart_update")}
                          </button>
                        )}
                      </form>
                      <form className="cart-qty-step" method="post" action={cartBff(basePath, "product")} onSubmit={onForm(i, () => qty + 1)} {...intent}>
                        {hidden(i, "put")}
                        <input type="hidden" name="qty" value={Math.min(999, i.quantity + 1)} />
                        <button type="submit" className="qty-button qty-increase" aria-label={t("cart_qty_increase", { title: i.item.title })}>
                          +
                        </button>
                      </form>
                    </div>
                  </div>
                  <div className="cart-item-end">
                    <p className="cart-line-total">{money(i.line_total)}</p>
                    <form className="cart-remove-form" method="post" action={cartBff(basePath, "product")} onSubmit={onForm(i, () => 0)} {...intent}>
                      {hidden(i, "delete")}
                      <button type="submit" className="link-button">
                        {t("cart_remove")}
                      </button>
                    </form>
                    {/* Without JavaScript the post lands on the wishlist, which shows it saved. */}
                    {tenant.features.wishlist && (
                      <form
                        className="cart-save-form"
                        method="post"
                        action={`${basePath}/api/nuxtapi/catalog/wishlist/`}
                        onSubmit={(e) => {
                          e.preventDefault();
                          run((a) => a.save(p, i.shopping_cart_code, qtyOf(i)));
                        }}
                        {...intent}
                      >
                        <input type="hidden" name="code" value={i.shopping_cart_code} />
                        <input type="hidden" name="qty" value={i.quantity} />
                        <input type="hidden" name="return" value={urls.named("wishlist")} />
                        <button type="submit" className="link-button" aria-label={`${t("wishlist_add")}: ${i.item.title}`}>
                          {t("wishlist_add")}
                        </button>
                      </form>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <CrossSell products={screen.crossSell} basePath={basePath} back={returnPath} onAdd={addCrossSell} />
          </div>
          <aside className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t("cart_summary_title")}</h2>
            {cart.shipping_estimate && <FreeShippingProgress estimate={cart.shipping_estimate} currency={cart.currency} />}
            <Totals total={cart.total} currency={cart.currency} estimate={cart.shipping_estimate} />
            <p className="cart-checkout">
              <a className="button button-wide" href={screen.checkout}>
                {t("cart_checkout")}
              </a>
            </p>
            {cart.shipping_estimate && <DeliveryExpected text={cart.shipping_estimate.delivery_text} />}
            <CouponBox cart={cart} form={screen.couponForm} basePath={basePath} back={returnPath ?? urls.named("webshop_cart")} refetch={refetchForCoupon} />
            <TrustSignals />
            <p className="cart-continue">
              <a href={urls.named("catalog")}>{t("cart_continue_shopping")}</a>
            </p>
          </aside>
        </div>
      )}
    </section>
  );
}
