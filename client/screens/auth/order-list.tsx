import { useAtomValue } from "jotai";
import type { OrderSummary } from "../../../shared/contract/order";
import { tenantAtom } from "../../state/atoms";
import { moneyIn, useLabel, useUrls } from "../../state/hooks";

/** `2026-11-22 05:00:00` (as D1 writes it) or ISO → an ISO instant; the API's times are UTC. */
function isoOf(at: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(at) ? `${at.replace(" ", "T")}Z` : at;
}

/** A date in the shop's language. UTC, so server and browser print the same day. */
export function DateText({ at }: { at: string }) {
  const tenant = useAtomValue(tenantAtom);
  const iso = isoOf(at);
  const d = new Date(iso);
  const text = Number.isNaN(d.getTime()) ? at : new Intl.DateTimeFormat(tenant?.locale ?? "en", { dateStyle: "medium", timeZone: "UTC" }).format(d);
  return <time dateTime={iso}>{text}</time>;
}

/**
 * Orders as a table: number, date, status in the shop's language, items, the total in the
 * order's currency (the site's), and the way to the order's page.
 */
export function OrderList({ orders }: { orders: readonly OrderSummary[] }) {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  if (orders.length === 0) return <p className="empty">{t("orders_empty")}</p>;
  return (
    <table className="order-list">
      <thead>
        <tr>
          <th scope="col">{t("auth_order_number")}</th>
          <th scope="col">{t("order_date")}</th>
          <th scope="col">{t("order_status")}</th>
          <th scope="col">{t("auth_order_items")}</th>
          <th scope="col">{t("cart_total")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("order_details")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id} data-order={o.order_identificator} data-status={o.status}>
            <th scope="row">{o.order_number}</th>
            <td>
              <DateText at={o.created_at} />
            </td>
            <td className="order-status">{t(o.status_label)}</td>
            <td>{o.items_count}</td>
            <td className="order-total">{moneyIn(tenant, o.currency)(o.total)}</td>
            <td>
              <a href={urls.named("webshop_view_order", { order: o.order_identificator })} data-full-reload="">
                {t("order_details")}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
