import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useUrls } from "../../state/hooks";
import { DateText, OrderList } from "./order-list";

/**
 * The account's overview (docs/behaviour/02-screens-and-routes.md auth, the default screen of a logged-in shopper): a greeting,
 * the ways to the rest of the account, the newest orders and the newest reviews.
 */
export function DashboardScreen({ screen }: { screen: ScreenOf<"auth-dashboard"> }) {
  const t = useLabel();
  const urls = useUrls();
  const p = screen.profile;
  return (
    <section className="auth auth-dashboard">
      <h1>{t("auth_dashboard")}</h1>
      <p className="auth-greeting">{t("auth_greeting", { name: p.first_name || p.email })}</p>
      <nav className="auth-nav" aria-label={t("nav_account")}>
        <ul>
          <li>
            <a href={urls.named("auth_edit")}>{t("auth_edit_profile")}</a>
          </li>
          <li>
            <a href={urls.named("auth_my_webshop_orders")}>{t("auth_my_orders")}</a>
          </li>
          <li>
            <a href={urls.named("auth_coupons")}>{t("auth_my_coupons")}</a>
          </li>
          <li>
            <a href={urls.named("auth_wishlist")}>{t("wishlist_title")}</a>
          </li>
          <li>
            <a href={urls.named("auth_logout")}>{t("nav_logout")}</a>
          </li>
        </ul>
      </nav>
      <section className="auth-section" aria-labelledby="dashboard-orders">
        <h2 id="dashboard-orders">{t("auth_my_orders")}</h2>
        <OrderList orders={screen.orders} />
        {screen.ordersTotal > screen.orders.length && (
          <p>
            <a href={urls.named("auth_my_webshop_orders")}>{t("view_all")}</a>
          </p>
        )}
      </section>
      <section className="auth-section" aria-labelledby="dashboard-comments">
        <h2 id="dashboard-comments">{t("auth_my_comments")}</h2>
        {screen.comments.items.length === 0 ? (
          <p className="empty">{t("auth_comments_empty")}</p>
        ) : (
          <ul className="my-comments">
            {screen.comments.items.map((c) => (
              <li key={c.id}>
                <p className="my-comment-product">
                  {c.url_without_domain ? <a href={urls.path(c.url_without_domain)}>{c.product_title}</a> : c.product_title}{" "}
                  <span className="stars" aria-label={`${c.rate}/5`}>
                    {"★".repeat(Math.max(0, Math.min(5, c.rate)))}
                  </span>
                </p>
                <p>{c.message}</p>
                <p className="my-comment-meta">
                  <DateText at={c.datetime_created} />
                  {!c.approved && ` · ${t("auth_comment_pending")}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
