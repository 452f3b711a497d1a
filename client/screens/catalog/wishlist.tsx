import type { ScreenOf } from "../../../shared/screens";
import { Price } from "../../components/price";
import { useLabel, useUrls } from "../../state/hooks";
import { RemoveForm, StatusLine, useSavedList } from "./saved-list";

/** The visitor's wishlist (docs/behaviour/02-screens-and-routes.md catalog "wishlist"): saved packages with price, quantity and Remove. */
export function WishlistScreen({ screen }: { screen: ScreenOf<"catalog-wishlist"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { list, pending, status, remove } = useSavedList("wishlist", screen.wishlist);
  return (
    <section className="wishlist">
      <h1>{t("wishlist_title")}</h1>
      <StatusLine kind="wishlist" notice={screen.notice} status={status} />
      {list.items.length === 0 ? (
        <p className="empty">
          {t("wishlist_empty")} <a href={urls.named("catalog")}>{t("nav_products")}</a>
        </p>
      ) : (
        <ul className="saved-items">
          {list.items.map((item) => {
            const p = item.product;
            const href = urls.path(p.url_without_domain);
            return (
              <li key={item.id} className="saved-item" data-code={item.shopping_cart_code}>
                <a href={href} className="saved-item-image">
                  <img src={p.main_image_thumbs.small} alt={p.main_image_title} width={96} height={96} loading="lazy" />
                </a>
                <div className="saved-item-text">
                  <p className="product-card-brand">{p.manufacturer_title}</p>
                  <h2 className="saved-item-title">
                    <a href={href}>{p.title}</a>
                  </h2>
                  <p className="saved-item-package">
                    {item.variation_title} · {t("product_quantity")}: {item.qty}
                  </p>
                  <Price amount={p.price_custom} regular={p.basic_price_custom} loyalty={p.loyalty_price} />
                  <p className={p.is_available ? "stock in-stock" : "stock out-of-stock"}>{t(p.is_available ? "product_in_stock" : "product_out_of_stock")}</p>
                </div>
                <RemoveForm kind="wishlist" fields={{ id: item.id }} busy={pending === item.shopping_cart_code} onRemove={() => void remove({ code: item.shopping_cart_code, id: item.id })}>
                  {t("wishlist_remove")}
                </RemoveForm>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
