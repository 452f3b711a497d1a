import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useUrls } from "../../state/hooks";
import { OrderList } from "./order-list";

/** My webshop orders (docs/behaviour/02-screens-and-routes.md auth), newest first, a page at a time. */
export function OrdersScreen({ screen }: { screen: ScreenOf<"auth-orders"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { page, pages } = screen.orders;
  const pageUrl = (n: number) => urls.named("auth_my_webshop_orders", n > 1 ? { page: String(n) } : undefined);
  return (
    <section className="auth auth-orders">
      <h1>{t("auth_my_orders")}</h1>
      <OrderList orders={screen.orders.items} />
      {pages > 1 && (
        <nav className="pagination" aria-label={t("pagination_page", { page, pages })}>
          {page > 1 && (
            <a href={pageUrl(page - 1)} rel="prev">
              {t("pagination_prev")}
            </a>
          )}
          <span className="current">{t("pagination_page", { page, pages })}</span>
          {page < pages && (
            <a href={pageUrl(page + 1)} rel="next">
              {t("pagination_next")}
            </a>
          )}
        </nav>
      )}
    </section>
  );
}
