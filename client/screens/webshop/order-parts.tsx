import type { Order } from "../../../shared/contract/order";
import { useLabel, useMoney, useMount, useUrls } from "../../state/hooks";

/** Pieces the order pages share: the lines, the order's facts (the customer's address: ./party.tsx). */

export interface Line {
  key: string;
  title: string;
  variation: string;
  quantity: number;
  unit: number;
  total: number;
}

export function OrderLines({ items, currency }: { items: Line[]; currency: string }) {
  const t = useLabel();
  const money = useMoney(currency);
  return (
    <table className="order-lines">
      <thead>
        <tr>
          <th scope="col">{t("order_details")}</th>
          <th scope="col">{t("cart_quantity")}</th>
          <th scope="col">{t("cart_unit_price")}</th>
          <th scope="col">{t("cart_total")}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.key} className="order-line">
            <th scope="row">
              {i.title} <span className="order-line-variation">{i.variation}</span>
            </th>
            <td>{i.quantity}</td>
            <td>{money(i.unit)}</td>
            <td>{money(i.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const linesOfOrder = (order: Order): Line[] =>
  order.items.map((i) => ({ key: i.shopping_cart_code, title: i.title, variation: i.variation_title, quantity: i.quantity, unit: i.unit_price, total: i.line_total }));

/**
 * Number, date, status: the facts of an order at the top of its pages. `number={false}` where the
 * page says the number already (the thank-you page's sentence: once, issue 18).
 */
export function OrderFacts({ order, number = true }: { order: Order; number?: boolean }) {
  const t = useLabel();
  return (
    <dl className="order-facts" data-order={order.order_identificator} data-status={order.status}>
      {number && (
        <>
          <dt>{t("checkout_order_number_label")}</dt>
          <dd className="order-number">{order.order_number}</dd>
        </>
      )}
      <dt>{t("order_date")}</dt>
      <dd className="order-date">{order.created_at.slice(0, 10)}</dd>
      <dt>{t("order_status")}</dt>
      <dd className="order-status">{t(order.status_label)}</dd>
      <dt>{t("checkout_payment")}</dt>
      <dd>{order.payment.title}</dd>
      <dt>{t("checkout_shipping")}</dt>
      <dd>
        {order.shipping.title}
        {order.shipping.location && ` (${order.shipping.location.title}, ${order.shipping.location.address}, ${order.shipping.location.city})`}
      </dd>
    </dl>
  );
}

/** A card order that may be paid (again): payment new takes it from there. */
export function payable(order: Order): boolean {
  const card = ["card_redirect", "card_autosubmit", "card_direct", "card_form"].includes(order.payment.kind);
  return card && (order.can_pay_again || order.status === "awaiting_payment");
}

/** The order's own page, `/{webshop}/{orders}/{id}-{code}/` (blank layout). */
export function useOrderUrl() {
  const mount = useMount();
  const urls = useUrls();
  return (ident: string) => urls.path(`/${mount.routeWords.webshop}/${mount.routeWords.orders}/${ident}/`);
}
