import type { ReactNode } from "react";
import type { Cart } from "../../../shared/contract/cart";
import { useLabel, useMoney } from "../../state/hooks";
import { DeliveryExpected } from "./shipping-estimate";
import { Totals } from "./totals";

/**
 * A checkout step beside its order summary (issue 18): the form on the left, the lines and the
 * totals on the right, so every figure the shopper will pay is in view on every step, shipping
 * included from the first one. On a phone the summary is folded above the form, its total on the
 * fold ("Order summary ▾ €16.08"): a plain <details>, no script; from 900 px it is always open
 * (client/styles.css shows a closed one's content there).
 */
export function CheckoutFrame({ cart, children }: { cart: Cart; children: ReactNode }) {
  return (
    <div className="checkout-layout">
      <OrderSummary cart={cart} />
      <div className="checkout-main">{children}</div>
    </div>
  );
}

function OrderSummary({ cart }: { cart: Cart }) {
  const t = useLabel();
  const money = useMoney(cart.currency);
  const items = cart.parcels.flatMap((p) => p.items);
  const delivery = cart.shipping ?? cart.shipping_estimate;
  return (
    <details className="checkout-summary">
      <summary>
        <h2>{t("checkout_order_summary")}</h2>
        <b>{money((cart.shipping_estimate ?? cart.total).total)}</b>
      </summary>
      <ul className="summary-lines">
        {items.map((i) => (
          <li key={i.shopping_cart_code}>
            <span className="summary-line-image">
              <img src={i.item.main_image_thumbs.small} alt="" width={48} height={48} loading="lazy" />
              <span className="summary-line-qty">{i.quantity}</span>
            </span>
            <span className="summary-line-title">
              {i.item.title} <span className="order-line-variation">{i.variation_title}</span>
            </span>
            <span className="summary-line-total">{money(i.line_total)}</span>
          </li>
        ))}
      </ul>
      <Totals total={cart.total} currency={cart.currency} estimate={cart.shipping_estimate} />
      {delivery && <DeliveryExpected text={delivery.delivery_text} />}
    </details>
  );
}
